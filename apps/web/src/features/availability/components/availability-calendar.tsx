import { useMemo, useState } from 'react';
import { parseISO } from 'date-fns';
import { DayButton, type DayButtonProps, type Modifiers } from 'react-day-picker';
import { formatIsoDate, type TakenRange } from '@nestly/shared';
import { Calendar, spokenDate } from '../../../components/ui/calendar';
import { cn } from '../../../lib/cn';
import { formatDay } from '../../../lib/format';
import { monthOf, monthTitle, shiftMonths, takenKindOn } from '../lib/calendar';

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

/**
 * The calendar's own modifiers, by name (react-day-picker's `modifiers`). `selected` is the stay,
 * [start, end): DayPicker marks those cells `aria-selected`.
 */
interface StayModifiers {
  booked: boolean;
  blocked: boolean;
  /** Before `minDate`. */
  past: boolean;
  /** After `maxDate`. */
  tooFar: boolean;
  selected: boolean;
  moveIn: boolean;
  moveOut: boolean;
}

const stayModifiersOf = (modifiers: Modifiers) => modifiers as Modifiers & Partial<StayModifiers>;

/** What a screen reader says for a day: `Monday, 25 January 2027, booked`. */
const labelDayButton = (date: Date, dayModifiers: Modifiers) => {
  const modifiers = stayModifiersOf(dayModifiers);
  return [
    spokenDate(date),
    modifiers.today && 'today',
    modifiers.booked && KIND_LABEL.booked,
    modifiers.blocked && KIND_LABEL.blocked,
    modifiers.tooFar ? 'too far ahead' : modifiers.past && 'in the past',
    modifiers.moveIn ? 'move-in day' : modifiers.selected && 'in your stay',
    modifiers.moveOut && 'move-out day',
  ]
    .filter(Boolean)
    .join(', ');
};

/**
 * A day of the stay calendar. Taken and past days stay focusable, so they can be read and say why
 * they cannot be chosen (`aria-disabled` rather than `disabled`, which would skip them).
 */
function StayDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  const { booked, blocked, past, tooFar, selected, moveIn, moveOut, today } =
    stayModifiersOf(modifiers);
  const isTaken = Boolean(booked || blocked);
  const isPast = Boolean(past || tooFar);
  return (
    <DayButton
      {...props}
      day={day}
      modifiers={modifiers}
      data-day={day.isoDate}
      aria-disabled={isTaken || isPast || undefined}
      className={cn(
        className,
        isPast && 'cursor-not-allowed text-slate-400',
        !isPast && !isTaken && !selected && 'text-slate-900 hover:bg-primary-50',
        booked && 'cursor-not-allowed bg-red-50 text-red-800 line-through decoration-red-500',
        blocked && 'cursor-not-allowed bg-slate-200 text-slate-600 line-through',
        selected && !isTaken && !moveIn && 'bg-primary-100 text-primary-900',
        selected && isTaken && 'ring-2 ring-red-600 ring-inset',
        moveIn && !isTaken && 'bg-primary-600 font-semibold text-white',
        moveOut && 'font-semibold text-primary-800 ring-2 ring-primary-600 ring-inset',
        today && !moveIn && 'font-semibold underline underline-offset-4',
      )}
    />
  );
}

const COMPONENTS = { DayButton: StayDayButton };

/** A matcher on `YYYY-MM-DD` days rather than Date objects. */
const onDays = (test: (day: string) => boolean) => (date: Date) => test(formatIsoDate(date));

/**
 * A month grid of which days are free, booked or blocked, on react-day-picker (WAI-ARIA date grid):
 * one day button is in the Tab order; arrow keys move by day and week, Home/End to the week's ends,
 * Page Up/Down by month (with Shift by year). Taken and past days stay focusable, so they can be
 * read, but are refused with a spoken reason. The chosen stay [start, end) is highlighted.
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
  const firstMonth = monthOf(minDate);
  const lastMonth = monthOf(maxDate?.day ?? shiftMonths(minDate, MONTHS_AHEAD));
  const clampMonth = (month: string) =>
    month < firstMonth ? firstMonth : month > lastMonth ? lastMonth : month;
  const [month, setMonth] = useState(() => clampMonth(monthOf(selection?.start ?? minDate)));
  const [refusal, setRefusal] = useState('');

  // A start chosen elsewhere (the block form's date field) brings its month into view.
  const selectedStart = selection?.start;
  const [shownStart, setShownStart] = useState(selectedStart);
  if (selectedStart !== shownStart) {
    setShownStart(selectedStart);
    if (selectedStart && monthOf(selectedStart) !== month) {
      setMonth(clampMonth(monthOf(selectedStart)));
      setRefusal('');
    }
  }

  const labels = useMemo(
    () => ({
      labelDayButton,
      labelGrid: (date: Date) => `${label} ${monthTitle(formatIsoDate(date))}`,
    }),
    [label],
  );

  const stayEnd = selection?.end ?? null;
  const isTooFar = (day: string) => maxDate !== undefined && day > maxDate.day;
  const modifiers: Record<keyof StayModifiers, (date: Date) => boolean> = {
    booked: onDays((day) => takenKindOn(day, taken) === 'booked'),
    blocked: onDays((day) => takenKindOn(day, taken) === 'blocked'),
    past: onDays((day) => day < minDate),
    tooFar: onDays(isTooFar),
    // Only in the month shown: the blank cells of its neighbours are not part of the grid's stay.
    selected: onDays(
      (day) =>
        Boolean(selection) &&
        monthOf(day) === month &&
        day >= (selection?.start ?? '') &&
        (stayEnd ? day < stayEnd : day === selection?.start),
    ),
    moveIn: onDays((day) => day === selection?.start),
    moveOut: onDays((day) => day === stayEnd),
  };

  const choose = (day: string) => {
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

  return (
    <div className={cn('space-y-3', className)}>
      <Calendar
        month={parseISO(month)}
        onMonthChange={(shown) => {
          setMonth(formatIsoDate(shown));
          setRefusal('');
        }}
        startMonth={parseISO(firstMonth)}
        endMonth={parseISO(lastMonth)}
        today={parseISO(minDate)}
        modifiers={modifiers}
        onDayClick={(date) => choose(formatIsoDate(date))}
        components={COMPONENTS}
        labels={labels}
      />

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
