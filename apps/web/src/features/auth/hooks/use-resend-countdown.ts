import { OTP_RESEND_INTERVAL_SECONDS } from '@nestly/shared';
import { isApiError } from '../../../lib/api-error';
import { useCountdown } from './use-countdown';

/**
 * Wraps a "send the code again" call with the 60 s countdown. A 429 restarts the countdown from
 * its Retry-After; its message is toasted by the query client.
 */
export const useResendCountdown = () => {
  const countdown = useCountdown(OTP_RESEND_INTERVAL_SECONDS);
  const onSent = (retryAfterSeconds?: number) =>
    countdown.restart(
      retryAfterSeconds && retryAfterSeconds > 0 ? retryAfterSeconds : OTP_RESEND_INTERVAL_SECONDS,
    );
  const onFailed = (error: unknown) => {
    if (isApiError(error) && error.status === 429) {
      countdown.restart(error.retryAfterSeconds ?? OTP_RESEND_INTERVAL_SECONDS);
    }
  };
  return { secondsLeft: countdown.secondsLeft, onSent, onFailed };
};
