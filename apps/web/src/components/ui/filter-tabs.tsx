import type { FocusEvent } from 'react';
import { loadOnce } from '../../lib/load-once';
import { useEngagedCode } from '../../lib/use-engaged-code';
import {
  filterTabClassName,
  FILTER_TABS_CLASS_NAME,
  type FilterTabsProps,
} from './filter-tabs-look';
import type { FilterTabsOnRadix } from './filter-tabs-on-radix';

export type { FilterTab } from './filter-tabs-look';

const radixFilterTabs = loadOnce<typeof FilterTabsOnRadix>(() =>
  import('./filter-tabs-on-radix').then((module) => module.FilterTabsOnRadix),
);

/** Fetches the filter buttons' code now (tests). */
export const preloadFilterTabs = () => radixFilterTabs.load();

/**
 * A row of toggle buttons that filter a list (filter-tabs-on-radix.tsx, on Radix's ToggleGroup:
 * one Tab stop, arrows between the buttons). Radix's group with its roving focus is 9 KiB gzipped
 * of a page's first load (the bookings' status filter, the dashboard's range): until it comes,
 * once someone engages with the page, the same pressed buttons are drawn and work, each its own Tab stop.
 * Radix takes them over once focus is elsewhere.
 */
export function FilterTabs<Value extends string>(props: FilterTabsProps<Value>) {
  const { code: Loaded, engage, release } = useEngagedCode(radixFilterTabs);
  if (Loaded) return <Loaded {...props} />;
  const { label, tabs, value, onChange } = props;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) release();
  };
  return (
    <div
      role="group"
      aria-label={label}
      className={FILTER_TABS_CLASS_NAME}
      onFocus={() => engage()}
      onBlur={onBlur}
    >
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          aria-pressed={tab.value === value}
          data-state={tab.value === value ? 'on' : 'off'}
          className={filterTabClassName(tab.value === value)}
          onClick={() => {
            if (tab.value !== value) onChange(tab.value);
          }}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
