import { addDaysToDate, type InstalmentStatus } from '@nestly/shared';
import type { BadgeTone } from '../../../components/ui';
import { formatDay } from '../../../lib/format';

/** How each instalment status looks and reads (PRODUCT.md, "Long stays, month by month"). */
export const INSTALMENT_STATUS_LOOKS: Record<InstalmentStatus, { label: string; tone: BadgeTone }> =
  {
    paid: { label: 'Paid', tone: 'success' },
    upcoming: { label: 'Upcoming', tone: 'neutral' },
    due: { label: 'Due', tone: 'warning' },
    overdue: { label: 'Overdue', tone: 'danger' },
    cancelled: { label: 'Cancelled', tone: 'muted' },
  };

/**
 * `10 May 2026 – 9 Jun 2026`: a period's first and last days. Instalments store the end exclusive
 * (the next period's first day, like a booking's endDate); people read the last day they pay for.
 */
export const formatInstalmentPeriod = (periodStart: string, periodEnd: string): string =>
  `${formatDay(periodStart)} – ${formatDay(addDaysToDate(periodEnd, -1))}`;
