import { useUrlListParams } from '../../../lib/use-url-list-params';

/**
 * Page, search and one status filter of the owner's and admin's property tables, kept in the
 * URL. Changing the search or the status goes back to page 1.
 */
export const useListParams = <Status extends string>(statuses: readonly Status[] = []) => {
  const { searchParams, page, update } = useUrlListParams<{
    page?: number;
    search?: string;
    status?: Status | '';
  }>();
  const search = searchParams.get('search') ?? '';
  const rawStatus = searchParams.get('status');
  const status = statuses.find((value) => value === rawStatus);

  return { page, search, status, update };
};
