import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyImage, PropertySummary } from '@nestly/shared';
import { propertyKeys } from './keys';

/**
 * A home's cover photo from a list of homes already in the cache (the search's or the home page's
 * latest), for its page while the home itself loads: a tenant who opens a home from a list sees its
 * photo at once, where the gallery will show it (the cover is the gallery's first photo). Read once,
 * as the page opens. Null when no cached list holds the home or it has no photo.
 */
export const useCachedCover = (id: string): PropertyImage | null => {
  const queryClient = useQueryClient();
  const [cover] = useState(() => {
    const lists = queryClient.getQueriesData<{ data?: unknown }>({
      queryKey: [...propertyKeys.all, 'user'],
    });
    for (const [, answer] of lists) {
      if (!Array.isArray(answer?.data)) continue; // a home's own page, not a list
      const home = (answer.data as PropertySummary[]).find((summary) => summary.id === id);
      if (home?.coverImage) return home.coverImage;
    }
    return null;
  });
  return cover;
};
