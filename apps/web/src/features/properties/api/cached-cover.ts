import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PropertyImage, PropertySummary } from '@nestly/shared';
import { cachedListItem } from '../../../lib/cached-list-item';
import { propertyKeys } from './keys';

/**
 * A home's cover photo from a list of homes already in the cache (the search's or the home page's
 * latest), for its page while the home itself loads: a tenant who opens a home from a list sees its
 * photo at once, where the gallery will show it (the cover is the gallery's first photo). Read once,
 * as the page opens. Null when no cached list holds the home or it has no photo.
 */
export const useCachedCover = (id: string): PropertyImage | null => {
  const queryClient = useQueryClient();
  const [cover] = useState(
    () =>
      cachedListItem<PropertySummary>(queryClient, [...propertyKeys.all, 'user'], id)?.coverImage ??
      null,
  );
  return cover;
};
