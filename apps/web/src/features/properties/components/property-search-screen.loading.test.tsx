import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveApi, stopApi } from '../../../test/fake-api';
import { demoFeatures, listOf, makeSummary } from '../../../test/property-factory';
import { renderWithProviders } from '../../../test/render';
import type { SearchSchemas } from '../lib/load-search-schemas';
import { PropertySearchScreen } from './property-search-screen';

// The search's schemas arrive when the test says so, as over a slow network.
const schemas = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});

vi.mock('../lib/load-search-schemas', async () => {
  const actual = await vi.importActual<SearchSchemas>('../lib/search-schemas');
  let loaded: SearchSchemas | undefined;
  const searchSchemasModule = {
    load: () => schemas.arrived.then(() => (loaded = actual)),
    loaded: () => loaded,
  };
  return {
    searchSchemasModule,
    loadSearchSchemas: searchSchemasModule.load,
    loadedSearchSchemas: searchSchemasModule.loaded,
  };
});

afterEach(stopApi);

describe('property search before its schemas have loaded', () => {
  it('draws the page, asks the API nothing until the URL is read, then searches with its filters', async () => {
    const calls = serveApi([
      [/^GET \/user\/property\/filtered$/, () => ({ data: listOf([makeSummary()]) })],
    ]);
    renderWithProviders(
      <PropertySearchScreen features={demoFeatures} isLoadingFeatures={false} />,
      {
        route: '/user/properties?city=Kochi&sort=rent_asc',
      },
    );

    // Drawn at once: the results pending, the sort idle.
    expect(screen.getByRole('status', { name: 'Loading homes' })).toBeInTheDocument();
    expect(screen.getByLabelText('Sort by')).toBeDisabled();

    schemas.release();
    expect(await screen.findByText('1 home')).toBeInTheDocument();
    // One search, with the URL's filters: none went out for the page as drawn before they were read.
    expect(calls.map((call) => call.url)).toEqual([
      '/user/property/filtered?city=Kochi&sort=rent_asc&page=1&limit=12',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Sort by')).toBeEnabled());
    expect(screen.getByLabelText('Sort by')).toHaveValue('rent_asc');
  });
});
