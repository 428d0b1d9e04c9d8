import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { TakenRange } from '@nestly/shared';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import {
  endOfWeekOf,
  monthOf,
  monthTitle,
  monthWeeks,
  shiftDays,
  shiftMonths,
  spokenDay,
  startOfWeekOf,
  takenKindOn,
  weekdayNames,
} from '../lib/calendar';

/** How far ahead the calendar goes: the longest stay (24 months) starting a year from now. */
const MONTHS_AHEAD = 36;

export interface StaySelection {
  /** The move-in day (or a block's first day). */
  start: string;
  /** Exclusive: the move-out day, the first day free again. Null while only a start is chosen. */
  end: string | null;
}

export interface AvailabilityCalendarProps {
  taken: readonly TakenRange[];
  /** Called with a free day on or after `minDate`; taken and past days are refused. */
  onSelectDay: (day: string) => void;
  /** Today: earlier days are shown but cannot be chosen, and earlier months are not shown. */
  minDate: string;
  /**
   * The last day that may be chosen, and why (a move-in horizon): later days are shown greyed out
   * and refused with the reason, and later months are not shown.
   */
  maxDate?: { day: string; reason: string };
  /** The range to highlight, [start, end). */
  selection?: StaySelection | null;
  /** The grid's accessible name, e.g. "Move-in date". */
  label: string;
  className?: string;
}

const KIND_LABEL: Record<TakenRange['kind'], string> = {
  booked: 'booked',
  blocked: 'blocked by the owner',
};

const WEEKDAYS = weekdayNames();

type Move = (day: string, shift: boolean) => string;
const KEY_MOVES: Record<string, Move> = {
  ArrowLeft: (day) => shiftDays(day, -1),
  ArrowRight: (day) => shiftDays(day, 1),
  ArrowUp: (day) => shiftDays(day, -7),
  ArrowDown: (day) => shiftDays(day, 7),
  Home: (day) => startOfWeekOf(day),
  End: (day) => endOfWeekOf(day),
  PageUp: (day, shift) => shiftMonths(day, shift ? -12 : -1),
  PageDown: (day, shift) => shiftMonths(day, shift ? 12 : 1),
};

/**
 * A month grid of which days are free, booked or blocked (WAI-ARIA date grid): one day button is
 * in the Tab order; arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by
 * month (with Shift by year). Taken and past days stay focusable, so they can be read, but are
 * refused with a spoken reason. The chosen stay [start, end) is highlighted.
 */
export function AvailabilityCalendar({
  taken,
  onSelectDay,
  minDate,
  maxDate,
  selection,
  label,
  className,
}: AvailabilityCalendarProps) {
  const labelId = useId();
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterRender = useRef(false);
  const firstMonth = monthOf(minDate);
  const lastMonth = monthOf(maxDate?.day ?? shiftMonths(minDate, MONTHS_AHEAD));
  const isTooFar = (day: string) => maxDate !== undefined && day > maxDate.day;
  const [month, setMonth] = useState(() => monthOf(selection?.start ?? minDate));
  const [focusedDay, setFocusedDay] = useState<string | null>(null);
  const [refusal, setRefusal] = useState('');

  const selectedStart = selection?.start;
  const inMonth = (day: string | null | undefined): day is string =>
    typeof day === 'string' && monthOf(day) === month;
  // The day that takes Tab: the last one focused, else the stay's start, today, or the 1st.
  const activeDay = inMonth(focusedDay)
    ? focusedDay
    : inMonth(selectedStart)
      ? selectedStart
      : inMonth(minDate)
        ? minDate
        : month;

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${activeDay}"]`)?.focus();
  });

  const showMonth = (next: string) => {
    const clamped = next < firstMonth ? firstMonth : next > lastMonth ? lastMonth : next;
    setMonth(clamped);
    setRefusal('');
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    let next = move(activeDay, event.shiftKey);
    if (next < firstMonth) next = firstMonth;
    if (monthOf(next) > lastMonth) next = activeDay;
    focusAfterRender.current = true;
    setFocusedDay(next);
    if (monthOf(next) !== month) showMonth(monthOf(next));
  };

  const choose = (day: string) => {
    setFocusedDay(day);
    const kind = takenKindOn(day, taken);
    if (kind) {
      setRefusal(`${formatDay(day)} is ${KIND_LABEL[kind]}. Choose a free day.`);
      return;
    }
    if (day < minDate) {
      setRefusal(`${formatDay(day)} has passed. Choose today or a later day.`);
      return;
    }
    if (maxDate && isTooFar(day)) {
      setRefusal(`${formatDay(day)} is too far ahead. ${maxDate.reason}.`);
      return;
    }
    setRefusal('');
    onSelectDay(day);
  };

  const stayEnd = selection?.end ?? null;
  const isInStay = (day: string) =>
    Boolean(selection) &&
    day >= (selection?.start ?? '') &&
    (stayEnd ? day < stayEnd : day === selection?.start);

  return (
    <div className={cn('space-y-3', className)}>
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          onClick={() => showMonth(shiftMonths(month, -1))}
          disabled={month <= firstMonth}
          aria-label="Previous month"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <h3 id={titleId} aria-live="polite" className="text-sm font-semibold text-slate-900">
          {monthTitle(month)}
        </h3>
        <button
          type="button"
          onClick={() => showMonth(shiftMonths(month, 1))}
          disabled={month >= lastMonth}
          aria-label="Next month"
          className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>

      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={`${labelId} ${titleId}`}
        onKeyDown={onGridKeyDown}
        className="w-full table-fixed border-separate border-spacing-y-1 text-center"
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday.long}
                scope="col"
                abbr={weekday.long}
                className="pb-1 text-xs font-medium text-slate-600"
              >
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean) ?? month}>
              {week.map((day, index) => {
                if (!day) return <td key={`empty-${index}`} role="gridcell" />;
                const kind = takenKindOn(day, taken);
                // Past days and days beyond the horizon look and answer alike: not choosable.
                const tooFar = isTooFar(day);
                const isPast = day < minDate || tooFar;
                const isStart = selection?.start === day;
                const isEnd = stayEnd === day;
                const inStay = isInStay(day);
                const status = [
                  day === minDate && 'today',
                  kind && KIND_LABEL[kind],
                  isPast && (tooFar ? 'too far ahead' : 'in the past'),
                  isStart ? 'move-in day' : inStay && 'in your stay',
                  isEnd && 'move-out day',
                ].filter(Boolean);
                return (
                  <td key={day} role="gridcell" aria-selected={inStay}>
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === activeDay ? 0 : -1}
                      aria-label={[spokenDay(day), ...status].join(', ')}
                      aria-disabled={Boolean(kind) || isPast || undefined}
                      onClick={() => choose(day)}
                      className={cn(
                        'relative mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-lg text-sm transition-colors',
                        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
                        isPast && 'cursor-not-allowed text-slate-400',
                        !isPast && !kind && !inStay && 'text-slate-900 hover:bg-primary-50',
                        kind === 'booked' &&
                          'cursor-not-allowed bg-red-50 text-red-800 line-through decoration-red-500',
                        kind === 'blocked' &&
                          'cursor-not-allowed bg-slate-200 text-slate-600 line-through',
                        inStay && !kind && !isStart && 'bg-primary-100 text-primary-900',
                        inStay && kind && 'ring-2 ring-red-600 ring-inset',
                        isStart && !kind && 'bg-primary-600 font-semibold text-white',
                        isEnd &&
                          'font-semibold text-primary-800 ring-2 ring-primary-600 ring-inset',
                        day === minDate && !isStart && 'font-semibold underline underline-offset-4',
                      )}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <p role="status" className="min-h-5 text-sm text-red-700">
        {refusal}
      </p>
      {maxDate && <p className="text-xs text-slate-600">{maxDate.reason}.</p>}

      <CalendarLegend hasSelection={Boolean(selection)} />
    </div>
  );
}

function CalendarLegend({ hasSelection }: { hasSelection: boolean }) {
  const items = [
    { label: 'Free', swatch: 'bg-white ring-1 ring-slate-300' },
    { label: 'Booked', swatch: 'bg-red-50 ring-1 ring-red-300' },
    { label: 'Blocked by the owner', swatch: 'bg-slate-200 ring-1 ring-slate-300' },
    ...(hasSelection
      ? [
          { label: 'Your stay', swatch: 'bg-primary-100 ring-1 ring-primary-300' },
          { label: 'Move-out day', swatch: 'bg-white ring-2 ring-primary-600' },
        ]
      : []),
  ];
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-700">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span className={cn('size-3.5 rounded', item.swatch)} aria-hidden />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
