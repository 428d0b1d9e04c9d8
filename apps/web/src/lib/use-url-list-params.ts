import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

type ParamChanges = Partial<Record<string, string | number | undefined>>;

/**
 * A table's page and filters, kept in the URL so a filtered list can be shared and survives a
 * reload. `update` replaces the history entry; an empty value removes its parameter, and changing
 * anything but the page goes back to page 1. Each feature reads its own filters from
 * `searchParams` and narrows `Changes` to them.
 */
export const useUrlListParams = <Changes extends ParamChanges>() => {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Changes) =>
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

  return { searchParams, page, update };
};
