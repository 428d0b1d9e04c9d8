import type { AccountStatus, ApprovalStatus } from '@nestly/shared';
import { Badge, type BadgeTone } from '../../../components/ui';

export function StatusBadge({ status }: { status: AccountStatus }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'danger'}>
      {status === 'active' ? 'Active' : 'Blocked'}
    </Badge>
  );
}

const approval: Record<ApprovalStatus, { tone: BadgeTone; label: string }> = {
  pending: { tone: 'warning', label: 'Pending' },
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
};

export function ApprovalBadge({ status }: { status: ApprovalStatus | null }) {
  if (!status) return <span className="text-slate-500">—</span>;
  return <Badge tone={approval[status].tone}>{approval[status].label}</Badge>;
}
