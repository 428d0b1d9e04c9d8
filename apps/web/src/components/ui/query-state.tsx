import type { ReactNode } from 'react';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
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
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The four states of a loaded section: loading, failed with a retry, empty, or its content. */
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
}: QueryStateProps<Data>) {
  if (query.isPending) {
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
