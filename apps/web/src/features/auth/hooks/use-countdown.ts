import { useEffect, useState } from 'react';

/** Seconds left until another code may be requested; `restart(n)` starts again from n. */
export const useCountdown = (initialSeconds: number) => {
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return { secondsLeft, isRunning: secondsLeft > 0, restart: setSecondsLeft };
};
