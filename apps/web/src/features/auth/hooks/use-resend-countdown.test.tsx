import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { ResendCodeButton } from '../components/resend-code-button';
import { useResendCountdown } from './use-resend-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const tick = (seconds: number) => {
  for (let i = 0; i < seconds; i += 1) act(() => vi.advanceTimersByTime(1000));
};

describe('resend countdown', () => {
  it('starts at 60 s and counts down to zero', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(60);
    tick(59);
    expect(result.current.secondsLeft).toBe(1);
    tick(5);
    expect(result.current.secondsLeft).toBe(0);
  });

  it("restarts from a 429's Retry-After, and from the server's retryAfterSeconds after a send", () => {
    const { result } = renderHook(() => useResendCountdown());
    tick(60);
    const tooSoon = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Wait',
      retryAfterSeconds: 42,
    });
    act(() => result.current.onFailed(tooSoon));
    expect(result.current.secondsLeft).toBe(42);
    act(() => result.current.onSent(30));
    expect(result.current.secondsLeft).toBe(30);
    act(() =>
      result.current.onFailed(new ApiError({ status: 400, code: 'OTP_INVALID', message: 'No' })),
    );
    expect(result.current.secondsLeft).toBe(30);
  });

  it('keeps "Resend code" disabled while counting', () => {
    const { rerender } = render(
      <ResendCodeButton secondsLeft={12} isPending={false} onResend={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: /Resend code/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Resend code/ })).toHaveTextContent(
      'Resend code in 12s',
    );
    rerender(<ResendCodeButton secondsLeft={0} isPending={false} onResend={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });
});
