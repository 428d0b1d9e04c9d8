import { cn } from '../../lib/cn';

export interface FilterTab<Value extends string> {
  value: Value;
  label: string;
}

export interface FilterTabsProps<Value extends string> {
  label: string;
  tabs: readonly FilterTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** The row: the same for Radix's toggle group and the buttons drawn before it comes. */
export const FILTER_TABS_CLASS_NAME =
  '-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]';

export const filterTabClassName = (pressed: boolean) =>
  cn(
    'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
    pressed
      ? 'bg-primary-600 text-white shadow-sm'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
  );
