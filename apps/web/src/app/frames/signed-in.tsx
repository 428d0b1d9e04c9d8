import type { ComponentType } from 'react';
import { QueryBoundary } from '../../lib/query-boundary';

/**
 * Wraps a signed-in frame in the app's query cache: the frames check the account and count
 * notices and messages, before (or without) any screen that would load the cache.
 */
export const withQueries = <Props extends object>(Frame: ComponentType<Props>) =>
  function WithQueries(props: Props) {
    return (
      <QueryBoundary>
        <Frame {...props} />
      </QueryBoundary>
    );
  };
