import { useEffect, useRef } from 'react';

/** Calls `callback(value)` once `value` has stayed the same for `delayMs`. */
export const useDebouncedEffect = <T>(value: T, delayMs: number, callback: (value: T) => void) => {
  const callbackRef = useRef(callback);
  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  useEffect(() => {
    const timer = setTimeout(() => callbackRef.current(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
};
