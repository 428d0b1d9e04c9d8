import { cn } from '../../lib/cn';

export interface FilterTab<Value extends string> {
  value: Value;
  label: string;
}

interface FilterTabsProps<Value extends string> {
  label: string;
  tabs: readonly FilterTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * A row of toggle buttons that filter a list (one pressed at a time). Buttons rather than ARIA
 * tabs: they narrow the same list instead of switching between panels. Scrolls sideways on phones.
 */
export function FilterTabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
}: FilterTabsProps<Value>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={tab.value === value}
          onClick={() => onChange(tab.value)}
          className={cn(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
            tab.value === value
              ? 'bg-primary-600 text-white shadow-sm'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
