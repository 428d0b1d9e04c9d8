import { cn } from '../../lib/cn';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name, e.g. "Weekly cleaning active". */
  label: string;
  disabled?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
}

/** The switch's track: the same for Radix's switch and the one drawn before it comes. */
export const switchClassName = (checked: boolean, className?: string) =>
  cn(
    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
    'disabled:pointer-events-none disabled:opacity-60',
    checked ? 'bg-emerald-600' : 'bg-slate-300',
    className,
  );

export const thumbClassName = (checked: boolean) =>
  cn(
    'inline-block size-5 rounded-full bg-white shadow-sm transition-transform',
    checked ? 'translate-x-5.5' : 'translate-x-0.5',
  );
