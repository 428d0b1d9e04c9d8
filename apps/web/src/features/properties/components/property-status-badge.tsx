import type { PropertyStatus } from '@nestly/shared';
import { Badge, type BadgeTone } from '../../../components/ui';

/** Moderation as one word: blocked wins over approved (PRODUCT.md, Properties). */
export type PropertyDisplayStatus = PropertyStatus | 'blocked';

export const displayStatusOf = ({
  status,
  isBlocked,
}: {
  status: PropertyStatus;
  isBlocked: boolean;
}): PropertyDisplayStatus => (isBlocked && status === 'approved' ? 'blocked' : status);

const looks: Record<PropertyDisplayStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Pending review' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
  blocked: { tone: 'danger', label: 'Blocked' },
};

export function PropertyStatusBadge(props: { status: PropertyStatus; isBlocked: boolean }) {
  const look = looks[displayStatusOf(props)];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
