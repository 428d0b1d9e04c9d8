import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINKING_SLICE_MS } from '../src/boot/linking-slice';
import { sliceHelperLinks } from './sliced-preload-links';

/** The part of Vite's helper the plugin changes: one link per file, stylesheets waited for. */
const HELPER = `return (deps) => deps.map((dep) => {
  const isCss = dep.endsWith(".css");
  const link = document.createElement("link");
  link.rel = isCss ? "stylesheet" : "modulepreload";
  link.href = dep;
  document.head.appendChild(link);
});`;

/** The helper as the build rewrites it, run here. */
const slicedHelper = () => new Function(sliceHelperLinks(HELPER))() as (deps: string[]) => void;

const linked = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('link').forEach((link) => link.remove());
});

describe('sliceHelperLinks', () => {
  it("adds a lazy chunk's module links in slices of a task each, in order; its stylesheet at once", () => {
    vi.useFakeTimers();
    // The clock moves 1 ms at each reading, once a link: five fit in a slice of 6 ms.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1));
    const files = Array.from({ length: 8 }, (_, index) => `/assets/months-${index}.js`);
    slicedHelper()([...files, '/assets/months.css']);

    expect(linked('stylesheet')).toEqual(['/assets/months.css']);
    expect(linked('modulepreload')).toEqual([]);
    const perTask: number[] = [];
    while (linked('modulepreload').length < files.length) {
      const before = linked('modulepreload').length;
      vi.advanceTimersToNextTimer();
      perTask.push(linked('modulepreload').length - before);
    }
    expect(linked('modulepreload')).toEqual(files);
    expect(perTask).toEqual([LINKING_SLICE_MS - 1, files.length - (LINKING_SLICE_MS - 1)]);
  });

  it("refuses a helper it cannot find the link's append in (a Vite upgrade): the build fails", () => {
    expect(() => sliceHelperLinks('export const __vitePreload = () => {}')).toThrow(
      /preload helper/,
    );
  });
});
