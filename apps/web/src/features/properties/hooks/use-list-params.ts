import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Page, search and one status filter of the owner's and admin's property tables, kept in the
 * URL. Changing the search or the status goes back to page 1.
 */
export const useListParams = <Status extends string>(statuses: readonly Status[] = []) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const search = searchParams.get('search') ?? '';
  const rawStatus = searchParams.get('status');
  const status = statuses.find((value) => value === rawStatus);

  const update = useCallback(
    (changes: { page?: number; search?: string; status?: Status | '' }) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (Object.keys(changes).some((key) => key !== 'page')) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else {
              next.set(key, String(value));
            }
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { page, search, status, update };
};
