import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_VIEW_GLOBAL } from '../../../lib/early-view';
import { serveApi, stopApi } from '../../../test/fake-api';
import { listOf, makeSummary } from '../../../test/property-factory';
import { renderWithProviders } from '../../../test/render';
import { FeaturedHomes } from './featured-homes';

afterEach(() => {
  stopApi();
  delete window[EARLY_VIEW_GLOBAL];
});

describe('FeaturedHomes', () => {
  it('takes the place of index.html’s page shell only once its own homes are drawn', async () => {
    // What the page shows at the moment it takes over: its homes, never the skeleton.
    const shownAtReveal: { homes: number; isLoading: boolean }[] = [];
    const reveal = vi.fn(() => {
      shownAtReveal.push({
        homes: screen.queryAllByRole('heading', { name: 'Sea-view flat' }).length,
        isLoading: screen.queryByRole('status', { name: 'Loading featured homes' }) !== null,
      });
    });
    window[EARLY_VIEW_GLOBAL] = { settled: Promise.resolve(), reveal };
    serveApi([
      [
        /^GET \/user\/all-Properties$/,
        () => ({ data: listOf([makeSummary({ title: 'Sea-view flat' })]) }),
      ],
    ]);
    renderWithProviders(<FeaturedHomes />, { route: '/user/home' });
    expect(screen.getByRole('status', { name: 'Loading featured homes' })).toBeInTheDocument();
    expect(reveal).not.toHaveBeenCalled();

    expect(await screen.findByRole('heading', { name: 'Sea-view flat' })).toBeInTheDocument();
    expect(shownAtReveal).toEqual([{ homes: 1, isLoading: false }]);
  });

  it('takes over to show its error, too', async () => {
    const reveal = vi.fn();
    window[EARLY_VIEW_GLOBAL] = { settled: Promise.resolve(), reveal };
    serveApi([
      [
        /^GET \/user\/all-Properties$/,
        { status: 500, data: { message: 'Down', code: 'INTERNAL' } },
      ],
    ]);
    renderWithProviders(<FeaturedHomes />, { route: '/user/home' });
    expect(await screen.findByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(reveal).toHaveBeenCalled();
  });
});
