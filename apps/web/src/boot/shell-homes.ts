// The homes in a page shell (issue 27, decision 039). The search's and the home page's largest
// paint is a home's photo, which a shell drawn at build time cannot know. So the build also draws
// those pages answered, for placeholder homes (src/prerender/page-shells.tsx), with the app's own
// PropertyCard; when the page's list of homes answers early, the boot script puts each real home
// into a copy of the placeholder card of its kind, as text and attribute values, never as markup.
// The markup stays the component's: src/boot/shell-homes.test.tsx holds a filled card equal to
// the card React draws for the same home. Inlined in index.html with ./early-requests.ts.
import { formatInr, type PropertySummary } from '@nestly/shared';
import { PRIORITY_CARDS } from '../features/properties/lib/cards';
import { PROPERTY_TYPE_LABELS, describeSize } from '../features/properties/lib/labels';
import { pluralize } from '../lib/format';
import { isSitePath } from './boot-helpers';
import { replaceValues } from './shell-values';

const PLACEHOLDER_ID_PREFIX = '00000000-0000-4000-8000-0000000000';
const placeholderIdOf = (index: number) =>
  `${PLACEHOLDER_ID_PREFIX}${String(index + 10).padStart(2, '0')}`;

/** A card's kinds: whether it has a photo and a rating (PropertyCard draws each differently). */
const kindOf = (home: Pick<PropertySummary, 'coverImage' | 'ratingCount' | 'ratingAverage'>) =>
  `${home.coverImage ? 'photo' : 'none'}-${home.ratingCount > 0 && home.ratingAverage !== null ? 'rated' : 'new'}`;

/**
 * One placeholder home of each kind, every value of it found nowhere else on the page (nor the
 * placeholder person's letter, SHELL_PERSON.initial, which is put in first): each text a card draws
 * from a home is then the placeholder's alone. The first is of the commonest kind, so
 * the card that takes the first place (and its photo's priority) is drawn as for a real first home.
 */
export const PLACEHOLDER_HOMES: PropertySummary[] = [
  { photo: true, rated: true },
  { photo: true, rated: false },
  { photo: false, rated: true },
  { photo: false, rated: false },
].map(({ photo, rated }, index) => ({
  id: placeholderIdOf(index),
  title: `nestlyshellhome${index}title`,
  type: 'apartment',
  city: `nestlyshellhome${index}city`,
  state: `nestlyshellhome${index}state`,
  rent: 987_654_300 + index,
  deposit: 0,
  bedrooms: 91 + index,
  bathrooms: 81 + index,
  area: 97_531 + index,
  furnishing: 'full',
  minMonths: 1,
  maxMonths: 12,
  coverImage: photo
    ? {
        id: placeholderIdOf(index),
        url: `/shell/home-${index}.webp`,
        thumbUrl: `/shell/home-${index}-thumb.webp`,
        width: 4091 + index,
        height: 3071 + index,
      }
    : null,
  ratingAverage: rated ? 0.1 + index / 100 : null,
  ratingCount: rated ? 9871 + index : 0,
  status: 'approved',
  isBlocked: false,
  createdAt: '2025-01-01T00:00:00.000Z',
}));

/** A list answer's total, for the placeholder answer: drawn as "9973 homes", found nowhere else. */
export const PLACEHOLDER_TOTAL = 9973;

/** The placeholder answer the build draws the answered shell with (one page of homes). */
export const placeholderHomesAnswer = () => ({
  data: PLACEHOLDER_HOMES,
  pagination: { page: 1, limit: PLACEHOLDER_HOMES.length, total: PLACEHOLDER_TOTAL, totalPages: 1 },
});

type CardHome = Pick<
  PropertySummary,
  | 'id'
  | 'title'
  | 'type'
  | 'city'
  | 'state'
  | 'bedrooms'
  | 'bathrooms'
  | 'area'
  | 'rent'
  | 'ratingAverage'
  | 'ratingCount'
  | 'coverImage'
>;

/** Each text PropertyCard draws from a home (as one text node each), in no particular order. */
const cardTextsOf = (home: CardHome): string[] => [
  home.title,
  PROPERTY_TYPE_LABELS[home.type],
  home.city,
  home.state,
  describeSize(home),
  formatInr(home.rent),
  ...(home.ratingAverage === null ? [] : [home.ratingAverage.toFixed(1), String(home.ratingCount)]),
];

/** Each attribute value PropertyCard takes from a home. */
const cardAttributesOf = (home: CardHome): string[] => [
  `/user/property/${home.id}`,
  ...(home.coverImage
    ? [home.coverImage.thumbUrl, String(home.coverImage.width), String(home.coverImage.height)]
    : []),
];

const isCardHome = (value: unknown): value is CardHome => {
  const home = value as Partial<CardHome> | null;
  const cover = home?.coverImage;
  return (
    typeof home?.id === 'string' &&
    /^[0-9a-f-]{36}$/.test(home.id) &&
    typeof home.title === 'string' &&
    typeof home.type === 'string' &&
    Object.hasOwn(PROPERTY_TYPE_LABELS, home.type) &&
    typeof home.city === 'string' &&
    typeof home.state === 'string' &&
    [home.bedrooms, home.bathrooms, home.area, home.rent, home.ratingCount].every(
      Number.isInteger,
    ) &&
    (home.ratingAverage === null || Number.isFinite(home.ratingAverage)) &&
    (cover === null ||
      (isSitePath(cover?.thumbUrl) &&
        Number.isInteger(cover.width) &&
        Number.isInteger(cover.height)))
  );
};

/**
 * The homes and total of a list answer, or undefined when it is not one the shell can draw exactly
 * as the app would (no homes: the app's empty state is its own to draw).
 */
export const homesAnswerOf = (
  answer: unknown,
): { homes: CardHome[]; total: number } | undefined => {
  const body = answer as { data?: unknown; pagination?: { total?: unknown } } | null;
  const homes = body?.data;
  const total = body?.pagination?.total;
  if (!Array.isArray(homes) || homes.length === 0 || !homes.every(isCardHome)) return undefined;
  if (!Number.isInteger(total)) return undefined;
  return { homes, total: total as number };
};

const pairs = (from: string[], to: string[]) => new Map(from.map((value, i) => [value, to[i]!]));

/**
 * `home` drawn in a copy of `placeholderCard` (the card the build drew for the placeholder home of
 * the same kind), at place `index` of its list: its photo loads at once among the first
 * PRIORITY_CARDS, and only the first keeps the placeholder's first card's priority (`firstImage`).
 */
export const fillCard = (
  placeholderCard: Element,
  placeholder: CardHome,
  home: CardHome,
  index: number,
  firstImage: Element | null,
): Element => {
  const card = placeholderCard.cloneNode(true) as Element;
  replaceValues(card, pairs(cardTextsOf(placeholder), cardTextsOf(home)));
  replaceValues(card, pairs(cardAttributesOf(placeholder), cardAttributesOf(home)));
  const photo = card.querySelector('img');
  if (photo) {
    photo.setAttribute('loading', index < PRIORITY_CARDS ? 'eager' : 'lazy');
    const priority = index === 0 ? firstImage?.getAttribute('fetchpriority') : null;
    if (priority) photo.setAttribute('fetchpriority', priority);
    else photo.removeAttribute('fetchpriority');
  }
  return card;
};

/**
 * Draws a list answer's homes into `view` (a copy of a page's answered shell, which shows
 * PLACEHOLDER_HOMES): each home in a copy of its kind's card, in order, and the total where the
 * placeholder's was. False, leaving `view` alone, when the answer is not one it can draw.
 */
export const fillHomes = (view: Element, answer: unknown): boolean => {
  const list = homesAnswerOf(answer);
  const cards = PLACEHOLDER_HOMES.map((home) =>
    view.querySelector(`a[href="/user/property/${home.id}"]`),
  );
  const grid = cards[0]?.parentElement;
  if (!list || !grid || cards.some((card) => card?.parentElement !== grid)) return false;
  const firstImage = cards[0]!.querySelector('img');
  const filled = list.homes.map((home, index) => {
    const kind = PLACEHOLDER_HOMES.findIndex((placeholder) => kindOf(placeholder) === kindOf(home));
    return fillCard(cards[kind]!, PLACEHOLDER_HOMES[kind]!, home, index, firstImage);
  });
  grid.replaceChildren(...filled);
  replaceValues(
    view,
    new Map([[pluralize(PLACEHOLDER_TOTAL, 'home'), pluralize(list.total, 'home')]]),
  );
  return true;
};
