import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The item with `id` in any list answer (`{ data: [...] }`) cached under `queryKey`, whatever its
 * other params: what an earlier screen already loaded, for a page to show while its own loads.
 * Answers that are not lists (an item's own page) are passed over.
 */
export const cachedListItem = <Item extends { id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  id: string,
): Item | undefined => {
  for (const [, answer] of queryClient.getQueriesData<{ data?: unknown }>({ queryKey })) {
    if (!Array.isArray(answer?.data)) continue;
    const item = (answer.data as Item[]).find((listed) => listed.id === id);
    if (item) return item;
  }
  return undefined;
};
