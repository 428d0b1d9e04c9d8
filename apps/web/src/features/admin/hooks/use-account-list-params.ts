import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_PAGE_SIZE,
  accountStatusSchema,
  approvalStatusSchema,
  type AccountStatus,
  type ApprovalStatus,
} from '@nestly/shared';
import type { AccountListParams } from '../api/keys';

type ParamName = 'page' | 'search' | 'status' | 'approvalStatus' | 'view';

/** The admin tables keep their page, search, filters and open drawer in the URL. */
export const useAccountListParams = () => {
  const [searchParams, setSearchParams] = useSearchParams();

  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const search = searchParams.get('search') ?? '';
  const status: AccountStatus | undefined = accountStatusSchema.safeParse(
    searchParams.get('status'),
  ).data;
  const approvalStatus: ApprovalStatus | undefined = approvalStatusSchema.safeParse(
    searchParams.get('approvalStatus'),
  ).data;
  const viewId = searchParams.get('view');

  /** Changing a filter or the search goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<ParamName, string | number | undefined>>) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          const resetsPage = Object.keys(changes).some((key) => key !== 'page' && key !== 'view');
          if (resetsPage) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1))
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const query: AccountListParams = {
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(search.trim() && { search: search.trim() }),
    ...(status && { status }),
    ...(approvalStatus && { approvalStatus }),
  };

  return { page, search, status, approvalStatus, viewId, query, update };
};
