import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from './query-state';

/** What each section drew, in the order it was committed. */
let drawn: string[] = [];
function Drawn({ what }: { what: string }) {
  useLayoutEffect(() => {
    drawn.push(what);
  }, [what]);
  return <p>{what}</p>;
}

function Section() {
  const query = useQuery({ queryKey: ['homes'], queryFn: () => Promise.resolve(['a home']) });
  return (
    <QueryState query={query} loadingLabel="Loading homes" loading={<Drawn what="loading" />}>
      {(homes) => <Drawn what={homes.join(', ')} />}
    </QueryState>
  );
}

/** A section whose answer is already in the cache when it first draws (an early request's). */
const renderAnswered = (container: HTMLElement) => {
  const client = new QueryClient();
  client.setQueryData(['homes'], ['a home']);
  render(
    <QueryClientProvider client={client}>
      <Section />
    </QueryClientProvider>,
    { container },
  );
};

describe('QueryState', () => {
  afterEach(() => {
    drawn = [];
    document.getElementById('root')?.remove();
  });

  it('draws an answer already there in its first render while the app is in sight', async () => {
    renderAnswered(document.body.appendChild(document.createElement('div')));
    expect(await screen.findByText('a home')).toBeInTheDocument();
    expect(drawn).toEqual(['a home']);
  });

  it("draws it in a later, deferred render while the app is behind a page's shell", async () => {
    // The shell hides #root, into which the app draws unseen (lib/early-view).
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    root.hidden = true;
    renderAnswered(root);
    expect(await screen.findByText('a home')).toBeInTheDocument();
    expect(drawn).toEqual(['loading', 'a home']);
  });
});
