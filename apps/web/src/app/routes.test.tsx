import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadOf, routes, type PageHandle } from './routes';

describe('preloadOf', () => {
  it("starts a lazy element's download with the element's own props", () => {
    const preload = vi.fn();
    function Guard(_props: { role: string }) {
      return null;
    }
    Guard.preload = preload;
    preloadOf(<Guard role="owner" />)?.();
    expect(preload).toHaveBeenCalledWith({ role: 'owner' });
  });

  it('has nothing to start for an element that loads nothing', () => {
    expect(preloadOf(<p>text</p>)).toBeUndefined();
    expect(preloadOf(null)).toBeUndefined();
  });

  it("knows how to start everything the owner's dashboard is drawn with: guard, frame and page", () => {
    const matches = matchRoutes(routes, '/owner/dashboard') ?? [];
    const preloads = matches
      .map(
        ({ route }) =>
          (route.handle as PageHandle | undefined)?.preload ?? preloadOf(route.element),
      )
      .filter(Boolean);
    // The navigation frame is in the entry; the guard, the dashboard's frame and the page load apart.
    expect(preloads).toHaveLength(3);
  });
});
