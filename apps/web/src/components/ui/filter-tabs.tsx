import * as ToggleGroup from '@radix-ui/react-toggle-group';
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
 * A row of toggle buttons that filter a list (one pressed at a time), on Radix's ToggleGroup: one
 * stop in the Tab order (the pressed one), arrows move between them, Enter or Space presses.
 * Buttons rather than ARIA tabs: they narrow the same list instead of switching between panels.
 * Pressed buttons (`aria-pressed`) in a group rather than Radix's radios for a single choice: a
 * radio is expected to be chosen as the arrows reach it, and these only move focus until pressed
 * (docs/decisions/038). Scrolls sideways on phones.
 */
export function FilterTabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
}: FilterTabsProps<Value>) {
  // Radix reads "" as nothing chosen, and "All" is often "": its items are named by position.
  const pressedIndex = tabs.findIndex((tab) => tab.value === value);
  return (
    <ToggleGroup.Root
      type="single"
      role="group"
      aria-label={label}
      loop
      value={pressedIndex === -1 ? '' : String(pressedIndex)}
      onValueChange={(next) => {
        // Pressing the pressed button again would leave none pressed: the filter stays as it is.
        const tab = next === '' ? undefined : tabs[Number(next)];
        if (tab) onChange(tab.value);
      }}
      className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
    >
      {tabs.map((tab, index) => (
        <ToggleGroup.Item
          key={tab.value}
          value={String(index)}
          // Toggle buttons, not Radix's radios (see above).
          role={undefined}
          aria-checked={undefined}
          aria-pressed={tab.value === value}
          className={cn(
            'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
            tab.value === value
              ? 'bg-primary-600 text-white shadow-sm'
              : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-100',
          )}
        >
          {tab.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
