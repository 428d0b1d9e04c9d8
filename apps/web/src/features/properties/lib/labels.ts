import type { Furnishing, PropertySort, PropertyType, ReplyTime } from '@nestly/shared';

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  apartment: 'Apartment',
  house: 'House',
  villa: 'Villa',
  studio: 'Studio',
  room: 'Room',
};

export const FURNISHING_LABELS: Record<Furnishing, string> = {
  unfurnished: 'Unfurnished',
  semi: 'Semi-furnished',
  full: 'Fully furnished',
};

/** The owner's usual first-reply time (issue 10), as the home's page says it. */
export const REPLY_TIME_LABELS: Record<NonNullable<ReplyTime>, string> = {
  within_an_hour: 'Usually replies within an hour',
  within_a_few_hours: 'Usually replies within a few hours',
  within_a_day: 'Usually replies within a day',
  in_a_few_days: 'Usually replies in a few days',
};

export const SORT_LABELS: Record<PropertySort, string> = {
  newest: 'Newest first',
  rent_asc: 'Rent: low to high',
  rent_desc: 'Rent: high to low',
  rating: 'Top rated',
};

/** `2 bed · 1 bath · 850 sq ft` */
export const describeSize = ({
  bedrooms,
  bathrooms,
  area,
}: {
  bedrooms: number;
  bathrooms: number;
  area: number;
}): string => `${bedrooms} bed · ${bathrooms} bath · ${area.toLocaleString('en-IN')} sq ft`;

/** `3 months`, or `1–12 months` */
export const describeStay = (minMonths: number, maxMonths: number): string =>
  minMonths === maxMonths
    ? `${minMonths} ${minMonths === 1 ? 'month' : 'months'}`
    : `${minMonths}–${maxMonths} months`;
