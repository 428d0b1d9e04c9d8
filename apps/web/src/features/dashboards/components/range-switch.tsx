import { DASHBOARD_RANGES, type DashboardRange } from '@nestly/shared';
import { FilterTabs } from '../../../components/ui';

const LABELS: Record<DashboardRange, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '12m': '12 months',
};

/** Which period the charts cover; the choice lives in the URL (`?range=`). */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: DashboardRange;
  onChange: (range: DashboardRange) => void;
}) {
  return (
    <FilterTabs
      label="Period shown in the charts"
      tabs={DASHBOARD_RANGES.map((range) => ({ value: range, label: LABELS[range] }))}
      value={value}
      onChange={onChange}
    />
  );
}

export const rangeLabel = (range: DashboardRange) => LABELS[range].toLowerCase();
