import { formatDate, formatTime } from '../../../lib/format';

/** The local calendar day of an instant, `2025-03-12`: messages are grouped by it. */
export const localDayOf = (iso: string): string => {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
};

const shiftDays = (date: Date, days: number) => {
  const shifted = new Date(date);
  shifted.setDate(shifted.getDate() + days);
  return shifted;
};

/** A day separator: `Today`, `Yesterday`, else `12 Mar 2025`. */
export const dayLabel = (iso: string, now: Date = new Date()): string => {
  const day = localDayOf(iso);
  if (day === localDayOf(now.toISOString())) return 'Today';
  if (day === localDayOf(shiftDays(now, -1).toISOString())) return 'Yesterday';
  return formatDate(iso);
};

/** The inbox's time: the hour today, else the date. */
export const listTimeLabel = (iso: string, now: Date = new Date()): string =>
  localDayOf(iso) === localDayOf(now.toISOString()) ? formatTime(iso) : formatDate(iso);

export interface DayGroup<Item> {
  day: string;
  label: string;
  items: Item[];
}

/** Splits items (oldest first) into runs of one local day each. */
export const groupByDay = <Item>(
  items: Item[],
  createdAtOf: (item: Item) => string,
  now: Date = new Date(),
): DayGroup<Item>[] => {
  const groups: DayGroup<Item>[] = [];
  for (const item of items) {
    const createdAt = createdAtOf(item);
    const day = localDayOf(createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(createdAt, now), items: [item] });
  }
  return groups;
};
