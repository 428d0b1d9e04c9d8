import { Check, CheckCheck } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';

/** ✓ sent (stored), ✓✓ read by the other person; named for screen readers. */
export function MessageTicks({ readAt }: { readAt: string | null }) {
  const label = readAt ? 'Read' : 'Sent';
  const Icon = readAt ? CheckCheck : Check;
  return (
    <span
      role="img"
      aria-label={label}
      title={readAt ? `Read ${formatDateTime(readAt)}` : 'Sent'}
      data-ticks={readAt ? 'read' : 'sent'}
      className={cn('inline-flex', readAt ? 'text-white' : 'text-primary-200')}
    >
      <Icon className="size-3.5" aria-hidden strokeWidth={2.5} />
    </span>
  );
}
