import { useId, useState, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { parseISO } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import type { Matcher } from 'react-day-picker';
import { formatIsoDate } from '@nestly/shared';
import { businessToday } from '../../lib/business-day';
import { cn } from '../../lib/cn';
import { formatDay } from '../../lib/format';
import { Button } from './button';
import { Calendar } from './calendar';
import { useField } from './form-field';
import { controlClasses } from './input';

interface DateFieldProps {
  /** The chosen day, `YYYY-MM-DD`, or '' for none (what the forms' schemas already take). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The earliest day that may be chosen, `YYYY-MM-DD`; earlier days and months are not offered. */
  min?: string;
  /** The latest day that may be chosen, `YYYY-MM-DD`. */
  max?: string;
  /** Shown while no day is chosen. */
  placeholder?: string;
  /** An optional field: the calendar offers Clear, which sets ''. */
  clearable?: boolean;
  name?: string;
  disabled?: boolean;
  id?: string;
  /** The field's name when it is not inside a FormField (which labels it). */
  'aria-label'?: string;
  className?: string;
  /** The button, for react-hook-form to focus a refused field. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A date input for forms: a button showing the chosen day (or a placeholder) that opens a calendar
 * in a popover (Radix Popover, react-day-picker). Choosing a day closes it; Escape closes it too;
 * either way focus goes back to the button. The value is a plain `YYYY-MM-DD` business day
 * (docs/decisions/037-date-pickers.md), so it works with react-hook-form through `Controller`
 * unchanged. Inside a FormField it takes the field's id, description and invalid state, and is
 * named by the label and the day shown ("First blocked day 12 Mar 2027").
 */
export function DateField({
  value,
  onChange,
  onBlur,
  min,
  max,
  placeholder = 'Choose a date',
  clearable = false,
  name,
  disabled,
  id,
  'aria-label': ariaLabel,
  className,
  ref,
}: DateFieldProps) {
  const field = useField();
  const invalid = field?.invalid ?? false;
  const valueId = useId();
  const [open, setOpen] = useState(false);

  const selected = value ? parseISO(value) : undefined;
  const refused: Matcher[] = [
    ...(min ? [{ before: parseISO(min) }] : []),
    ...(max ? [{ after: parseISO(max) }] : []),
  ];
  const choose = (next: string) => {
    onChange(next);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          ref={ref}
          type="button"
          id={id ?? field?.id}
          name={name}
          disabled={disabled}
          aria-label={field ? undefined : ariaLabel}
          aria-labelledby={field ? `${field.labelId} ${valueId}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={field?.describedBy}
          onBlur={onBlur}
          className={cn(
            controlClasses(invalid),
            'flex h-11 items-center justify-between gap-2 text-left',
            className,
          )}
        >
          <span id={valueId} className={cn('truncate', !value && 'text-slate-500')}>
            {value ? formatDay(value) : placeholder}
          </span>
          <CalendarDays className="size-4 shrink-0 text-slate-500" aria-hidden />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={field?.labelId}
          aria-label={field ? undefined : ariaLabel}
          // DayPicker's autoFocus puts focus on the chosen day (else today, else the month's first
          // free day) rather than Radix's first focusable element, the Previous month button.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-2xl border border-slate-200 bg-white p-3 shadow-lg"
        >
          <Calendar
            mode="single"
            required
            autoFocus
            today={parseISO(businessToday())}
            selected={selected}
            onSelect={(date) => choose(formatIsoDate(date))}
            defaultMonth={selected ?? (min ? parseISO(min) : undefined)}
            startMonth={min ? parseISO(min) : undefined}
            endMonth={max ? parseISO(max) : undefined}
            disabled={refused}
          />
          {clearable && value && (
            <div className="mt-2 flex justify-end border-t border-slate-100 pt-2">
              <Button variant="ghost" size="sm" onClick={() => choose('')}>
                Clear
              </Button>
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
