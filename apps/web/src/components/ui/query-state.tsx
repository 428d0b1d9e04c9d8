import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-error';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

interface QueryStateProps<Data> {
  query: UseQueryResult<Data>;
  /** Read to screen readers while the first answer loads. */
  loadingLabel: string;
  /** A skeleton shaped like the content, instead of the spinner. */
  loading?: ReactNode;
  errorTitle?: string;
  children: (data: Data) => ReactNode;
}

/** The three states of a loaded section: loading, failed with a retry, or its content. */
export function QueryState<Data>({
  query,
  loadingLabel,
  loading,
  errorTitle,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      loading ?? (
        <div className="flex justify-center py-16 text-primary-600">
          <Spinner label={loadingLabel} />
        </div>
      )
    );
  }
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
