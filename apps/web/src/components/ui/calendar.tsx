import { useMemo, type HTMLAttributes } from 'react';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DayButton,
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type CustomComponents,
  type DayButtonProps,
  type DayPickerProps,
  type DayProps,
  type Modifiers,
} from 'react-day-picker';
import { cn } from '../../lib/cn';

/** `Monday, 15 March 2027`: how a day is named to a screen reader. */
export const spokenDate = (date: Date): string => format(date, 'EEEE, d MMMM yyyy');

/** A day's button: one look for every calendar (the state classes come from its modifiers). */
export const dayButtonClasses = cn(
  'relative mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-lg text-sm transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
);

const navButtonClasses = cn(
  'rounded-lg p-2 text-slate-700 hover:bg-slate-100',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
  'aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
);

/**
 * react-day-picker's parts in the app's Tailwind look rather than its stylesheet. With
 * `navLayout="around"` a month reads Previous, title, Next, then the grid.
 */
const CLASS_NAMES: Partial<ClassNames> = {
  root: 'w-full',
  months: 'relative',
  month: 'grid grid-cols-[auto_1fr_auto] items-center gap-y-3',
  month_caption: 'text-center',
  caption_label: 'text-sm font-semibold text-slate-900',
  button_previous: navButtonClasses,
  button_next: navButtonClasses,
  chevron: 'size-5',
  month_grid: 'col-span-3 w-full table-fixed border-separate border-spacing-y-1 text-center',
  weekday: 'pb-1 text-xs font-medium text-slate-600',
  day: 'p-0',
  day_button: dayButtonClasses,
};

/** The colours of a plain date picker's day (the availability calendar draws its own). */
const dayStateClasses = (modifiers: Modifiers) =>
  cn(
    modifiers.disabled
      ? 'cursor-not-allowed text-slate-400'
      : modifiers.selected
        ? 'bg-primary-600 font-semibold text-white hover:bg-primary-700'
        : 'text-slate-900 hover:bg-primary-50',
    modifiers.today && !modifiers.selected && 'font-semibold underline underline-offset-4',
  );

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon className={className} aria-hidden />;
}

/**
 * The month's title. react-day-picker makes it a `status`; here it is only a polite live region,
 * so that a screen's own status message (a refusal, a result) stays the one status on the screen.
 */
function CalendarCaptionLabel({ role: _role, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} aria-live="polite" />;
}

/** A day cell without `data-day`: the button carries it (one element per day for tests to find). */
function CalendarDay({ day: _day, modifiers: _modifiers, ...props }: DayProps) {
  const { 'data-day': _dataDay, ...cellProps } = props as HTMLAttributes<HTMLTableCellElement> & {
    'data-day'?: string;
  };
  return <td {...cellProps} />;
}

/** A day's button, carrying `data-day="YYYY-MM-DD"`; keeps the library's focus handling. */
export function CalendarDayButton({ day, modifiers, className, ...props }: DayButtonProps) {
  return (
    <DayButton
      day={day}
      modifiers={modifiers}
      data-day={day.isoDate}
      className={cn(className, dayStateClasses(modifiers))}
      {...props}
    />
  );
}

const COMPONENTS: Partial<CustomComponents> = {
  Chevron: CalendarChevron,
  CaptionLabel: CalendarCaptionLabel,
  Day: CalendarDay,
  DayButton: CalendarDayButton,
};

const LABELS = {
  labelPrevious: () => 'Previous month',
  labelNext: () => 'Next month',
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    [spokenDate(date), modifiers.today && 'today', modifiers.selected && 'selected']
      .filter(Boolean)
      .join(', '),
};

/**
 * react-day-picker's DayPicker in the app's look: weeks start on Sunday (as on most Indian wall
 * calendars), days of the neighbouring months are left blank, and Previous/Next sit either side
 * of the month's title. Everything else is DayPicker's own: the WAI-ARIA grid, the keyboard
 * (arrows, Home/End, Page Up/Down, Shift for years) and one day in the Tab order. Props override
 * these defaults; `components`, `classNames` and `labels` are merged.
 */
export function Calendar(props: DayPickerProps) {
  const { components, classNames, labels } = props;
  const merged = useMemo(
    () => ({
      components: { ...COMPONENTS, ...components },
      classNames: { ...CLASS_NAMES, ...classNames },
      labels: { ...LABELS, ...labels },
    }),
    [components, classNames, labels],
  );
  return (
    <DayPicker
      weekStartsOn={0}
      navLayout="around"
      {...props}
      components={merged.components}
      classNames={merged.classNames}
      labels={merged.labels}
    />
  );
}
