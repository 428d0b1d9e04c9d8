import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (once true, it stays true): for a heavy
 * part below the fold (a dashboard's chart), drawn when the person scrolls near it rather than
 * while the page's first screen is still settling. Attach the returned ref callback to the element.
 * Where IntersectionObserver is missing, answers true at once.
 */
export const useNearViewport = <T extends Element>(
  margin = '300px',
): [(element: T | null) => void, boolean] => {
  const [element, setElement] = useState<T | null>(null);
  const [isNear, setIsNear] = useState(false);
  const canWatch = typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    if (!element || isNear || !canWatch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isNear, canWatch, margin]);
  return [setElement, isNear || !canWatch];
};
