import { History } from 'lucide-react';
import type { AuditEntry } from '@nestly/shared';
import { formatDateTime } from '../../../lib/format';

/** `owner.rejected` → `Owner rejected` */
const describeAction = (action: string) => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function OwnerHistory({ history }: { history: AuditEntry[] }) {
  if (history.length === 0) {
    return <p className="text-sm text-slate-600">No moderation actions yet.</p>;
  }
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {history.map((entry) => (
        <li key={entry.id} className="relative">
          <span className="absolute top-1 -left-[27px] flex size-3.5 items-center justify-center rounded-full bg-primary-100 ring-4 ring-white">
            <History className="size-2.5 text-primary-700" aria-hidden />
          </span>
          <p className="text-sm font-semibold text-slate-900">{describeAction(entry.action)}</p>
          <p className="text-xs text-slate-600">
            {formatDateTime(entry.createdAt)}
            {entry.actorName && ` · by ${entry.actorName}`}
          </p>
          {entry.reason && (
            <p className="mt-1 text-sm break-words text-slate-700">“{entry.reason}”</p>
          )}
        </li>
      ))}
    </ol>
  );
}
