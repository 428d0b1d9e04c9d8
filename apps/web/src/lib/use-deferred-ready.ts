import { useDeferredValue } from 'react';
import { isAppBehindShell } from './early-view';

/**
 * Whether content that has become ready (a query's first answer, an account checked) is drawn yet.
 * It first appears in a deferred render, which React slices into pieces of a few
 * milliseconds: an answer comes through a query's store, and React draws a store's change in one
 * go, one long task on a phone's main thread (issues 12 and 27). Behind a page's shell, content
 * ready at the first draw (the boot script's early request, answered before the app started) is
 * deferred too, since nobody sees the state in between; in sight (a page change onto a cached
 * answer), it is drawn at once rather than flash a loading state. Once drawn, later changes are
 * drawn at once. Callers draw on `useDeferredReady(isReady) && isReady`: the deferred value lags
 * behind a change back to not ready too.
 */
export const useDeferredReady = (isReady: boolean): boolean =>
  useDeferredValue(isReady, isAppBehindShell() ? false : isReady);
