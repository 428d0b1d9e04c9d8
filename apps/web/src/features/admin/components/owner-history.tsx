import type { AuditEntry } from '@nestly/shared';
import { Timeline } from '../../../components/ui';
import { describeAuditAction, formatDateTime } from '../../../lib/format';

export function OwnerHistory({ history }: { history: AuditEntry[] }) {
  return (
    <Timeline
      empty="No moderation actions yet."
      entries={history.map((entry) => ({
        id: entry.id,
        title: describeAuditAction(entry.action),
        meta: `${formatDateTime(entry.createdAt)}${entry.actorName ? ` · by ${entry.actorName}` : ''}`,
        note: entry.reason && `“${entry.reason}”`,
      }))}
    />
  );
}
