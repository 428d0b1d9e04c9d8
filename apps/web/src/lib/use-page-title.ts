import { useEffect } from 'react';

/** `Sign in · Nestly` in the tab, for each screen. */
export const usePageTitle = (title: string): void => {
  useEffect(() => {
    document.title = title ? `${title} · Nestly` : 'Nestly';
  }, [title]);
};
