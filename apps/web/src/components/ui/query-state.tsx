import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { useDeferredReady } from '../../lib/use-deferred-ready';
import { useRevealAppWhenSettled } from '../../lib/use-reveal-app';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

interface QueryStateProps<Data> {
  /** A query, or an infinite one (a chat thread): its first page decides the state. */
  query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>;
  /** Read to screen readers while the first answer loads. */
  loadingLabel: string;
  /** A skeleton shaped like the content, instead of the spinner. */
  loading?: ReactNode;
  /** Classes of the spinner's box, for sections smaller than a page (e.g. `py-6`). */
  spinnerClassName?: string;
  errorTitle?: string;
  /**
   * A failure that means something to the person (a 404 is "not found", not "try again"): its own
   * answer, or null for the usual error with a retry.
   */
  whenError?: (error: unknown) => ReactNode | null;
  /** Shown instead of `children` when `isEmpty` says the answer has nothing to show. */
  empty?: ReactNode;
  /** Defaults to "an empty array" when `empty` is given. */
  isEmpty?: (data: Data) => boolean;
  children: (data: Data) => ReactNode;
  /**
   * This section is what index.html's shell may have drawn already (lib/early-view): the app
   * takes the shell's place in the frame that draws the answer (or its error), never while the
   * section still shows it loading.
   */
  revealsShell?: boolean;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * The four states of a loaded section: loading, failed with a retry, empty, or its content.
 *
 * The first answer is drawn in a render React may pause. An answer comes through TanStack Query's
 * store, and React draws a store's change in one go: a page of content arriving was one long task
 * on a phone's main thread (issue 27: 40 to 190 ms at Lighthouse's 4x slowdown). So the render
 * that learns of the first answer keeps the loading state, and the content is drawn right after,
 * in slices of a few milliseconds between which the browser can answer a tap. Later answers (a
 * refetch, a live event, a message sent) are drawn at once, as before: something may wait for them
 * in the same frame (scrolling to the newest message, say).
 */
export function QueryState<Data>({
  query,
  loadingLabel,
  loading,
  spinnerClassName = 'py-16',
  errorTitle,
  whenError,
  empty,
  isEmpty = isEmptyArray,
  children,
  revealsShell = false,
}: QueryStateProps<Data>) {
  const isAnswered = !query.isPending;
  const isAnswerDrawn = useDeferredReady(isAnswered) && isAnswered;
  useRevealAppWhenSettled(revealsShell && isAnswerDrawn);
  if (!isAnswerDrawn) {
    return (
      loading ?? (
        <div className={`flex justify-center text-primary-600 ${spinnerClassName}`}>
          <Spinner label={loadingLabel} />
        </div>
      )
    );
  }
  if (query.isError) {
    const special = whenError?.(query.error);
    if (special) return <>{special}</>;
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
