import type { PayoutStatus } from '@nestly/shared';
import { Badge } from '../../../components/ui';
import { PAYOUT_STATUS_CHIPS } from '../lib/labels';

/** A payout's status as a chip: words first, colour second. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const chip = PAYOUT_STATUS_CHIPS[status];
  return <Badge tone={chip.tone}>{chip.label}</Badge>;
}
