import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Heavy() {
  const [box, isNear] = useNearViewport<HTMLDivElement>();
  return <div ref={box}>{isNear ? 'the chart' : 'waiting'}</div>;
}

/** An IntersectionObserver the test drives: `enter()` reports every observed element in view. */
const fakeObserver = () => {
  const observed: { callback: IntersectionObserverCallback; element: Element }[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ callback: this.callback, element });
      }
      disconnect = disconnect;
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, element } of observed) {
        callback(
          [{ isIntersecting, target: element } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    });
  return { enter: () => report(true), stayAway: () => report(false), disconnect };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('answers true once the element comes near the screen, and stops watching', () => {
    const observer = fakeObserver();
    render(<Heavy />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    observer.stayAway();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    observer.enter();
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('answers true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Heavy />);
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
