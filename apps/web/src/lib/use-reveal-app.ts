import { useLayoutEffect } from 'react';
import { revealApp } from './early-view';

/**
 * For a screen whose first answer index.html's shell may already have drawn (lib/early-view): the
 * app takes the shell's place in the frame its own answer (or its error) is drawn, before it is
 * painted, never while it still loads.
 */
export const useRevealAppWhenSettled = (isSettled: boolean): void => {
  useLayoutEffect(() => {
    if (isSettled) revealApp();
  }, [isSettled]);
};
