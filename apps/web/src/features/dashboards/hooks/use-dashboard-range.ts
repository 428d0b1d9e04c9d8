import { useSearchParams } from 'react-router';
import { DASHBOARD_RANGES, type DashboardRange } from '@nestly/shared';

/** The chosen range from `?range=` (12 months unless a valid one is there), and its setter. */
export const useDashboardRange = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('range');
  const range: DashboardRange = DASHBOARD_RANGES.includes(raw as DashboardRange)
    ? (raw as DashboardRange)
    : '12m';
  const setRange = (next: DashboardRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === '12m') updated.delete('range');
        else updated.set('range', next);
        return updated;
      },
      { replace: true },
    );
  return [range, setRange] as const;
};
