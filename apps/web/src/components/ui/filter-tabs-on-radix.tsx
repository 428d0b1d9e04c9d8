import * as ToggleGroup from '@radix-ui/react-toggle-group';
import {
  filterTabClassName,
  FILTER_TABS_CLASS_NAME,
  type FilterTabsProps,
} from './filter-tabs-look';

/**
 * A row of toggle buttons that filter a list (one pressed at a time), on Radix's ToggleGroup: one
 * stop in the Tab order (the pressed one), arrows move between them, Enter or Space presses.
 * Buttons rather than ARIA tabs: they narrow the same list instead of switching between panels.
 * Pressed buttons (`aria-pressed`) in a group rather than Radix's radios for a single choice: a
 * radio is expected to be chosen as the arrows reach it, and these only move focus until pressed
 * (docs/decisions/038). Scrolls sideways on phones. Drawn through FilterTabs (filter-tabs.tsx),
 * which fetches this module when the page is idle.
 */
export function FilterTabsOnRadix<Value extends string>({
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
      className={FILTER_TABS_CLASS_NAME}
    >
      {tabs.map((tab, index) => (
        <ToggleGroup.Item
          key={tab.value}
          value={String(index)}
          // Toggle buttons, not Radix's radios (see above).
          role={undefined}
          aria-checked={undefined}
          aria-pressed={tab.value === value}
          className={filterTabClassName(tab.value === value)}
        >
          {tab.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
