import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Engagement is once per page: each test loads a fresh copy of the module.
const freshWhenEngaged = async () => {
  vi.resetModules();
  return (await import('./when-engaged')).whenEngaged;
};

describe('whenEngaged', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fetches nothing while nobody uses the page, however long it stays open', async () => {
    const whenEngaged = await freshWhenEngaged();
    const work = vi.fn();
    whenEngaged(work);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(work).not.toHaveBeenCalled();
  });

  it.each([
    ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
    ['a key', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))],
    [
      'focus moving',
      () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
  ])('runs the waiting work, once each, after %s', async (_, engage) => {
    const whenEngaged = await freshWhenEngaged();
    const first = vi.fn();
    const second = vi.fn();
    whenEngaged(first);
    whenEngaged(second);
    engage();
    engage();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs later work without waiting for another sign, and never cancelled work', async () => {
    const whenEngaged = await freshWhenEngaged();
    const cancelled = vi.fn();
    const cancel = whenEngaged(cancelled);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    const later = vi.fn();
    const cancelLater = vi.fn();
    whenEngaged(later);
    whenEngaged(cancelLater)();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(cancelLater).not.toHaveBeenCalled();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
