// A home's photo in its page's shell, and in a booking's (issue 27, decision 039). Their largest
// paint is that photo (a home's gallery's first; a booking's home's, at the top), which a shell
// drawn at build time cannot know. While the page loads, it draws the photo it already has from a
// list (PropertyDetailSkeleton: a list of homes, the search's, say; BookingDetailSkeleton: the
// bookings); the build draws that state too, with a placeholder cover
// (src/prerender/page-shells.tsx), and when the page's answer comes early, the boot script puts the
// real photo where the placeholder's is, as attribute values, never as markup. Inlined in
// index.html with ./early-requests.ts.
import type { PropertyImage } from '@nestly/shared';
import { isSitePath } from './boot-helpers';
import { replaceValues } from './shell-values';

/** The cover the build draws a home's page's shell with: values found nowhere else on the page. */
export const PLACEHOLDER_COVER: PropertyImage = {
  id: '00000000-0000-4000-8000-000000000009',
  url: '/shell/cover.webp',
  thumbUrl: '/shell/cover-thumb.webp',
  width: 4093,
  height: 3079,
};

type Cover = Pick<PropertyImage, 'url' | 'width' | 'height'>;

/** The gallery's first photo of a home's answer (GET /user/property/{id}), if it is one to draw. */
export const coverOf = (answer: unknown): Cover | undefined => {
  const first = (answer as { property?: { images?: Partial<Cover>[] } } | null)?.property
    ?.images?.[0];
  if (!isSitePath(first?.url) || !Number.isInteger(first.width) || !Number.isInteger(first.height))
    return undefined;
  return { url: first.url, width: first.width!, height: first.height! };
};

const attributesOf = ({ url, width, height }: Cover): string[] => [
  url,
  String(width),
  String(height),
];

/**
 * Draws a home's answer into `view` (a copy of its page's answered shell, which shows
 * PLACEHOLDER_COVER): its first photo in the placeholder's place. False, leaving `view` alone, for
 * an answer without one (the app's own page then replaces the loading shell).
 */
export const fillCover = (view: Element, answer: unknown): boolean => {
  const cover = coverOf(answer);
  if (!cover || !view.querySelector(`img[src="${PLACEHOLDER_COVER.url}"]`)) return false;
  const from = attributesOf(PLACEHOLDER_COVER);
  const to = attributesOf(cover);
  replaceValues(view, new Map(from.map((value, index) => [value, to[index]!])));
  return true;
};

/** The booked home's photo of a booking's answer (GET /user/bookings/{id}), if one to draw. */
export const bookingCoverOf = (answer: unknown): string | undefined => {
  const url = (answer as { booking?: { property?: { coverUrl?: unknown } } } | null)?.booking
    ?.property?.coverUrl;
  return isSitePath(url) ? url : undefined;
};

/**
 * Draws a booking's answer into `view` (a copy of its page's answered shell, which shows the
 * placeholder cover's thumbnail at the top): the booked home's photo in its place. False, leaving
 * `view` alone, for a home without one.
 */
export const fillBookingCover = (view: Element, answer: unknown): boolean => {
  const url = bookingCoverOf(answer);
  if (!url || !view.querySelector(`img[src="${PLACEHOLDER_COVER.thumbUrl}"]`)) return false;
  replaceValues(view, new Map([[PLACEHOLDER_COVER.thumbUrl, url]]));
  return true;
};
