import { CircleAlert, Clock, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import type { AttentionItem } from '../lib/attention';

const toneStyles: Record<AttentionItem['tone'], { box: string; icon: typeof Clock }> = {
  danger: { box: 'bg-red-50 text-red-700', icon: CircleAlert },
  warning: { box: 'bg-amber-50 text-amber-700', icon: Clock },
  info: { box: 'bg-primary-50 text-primary-700', icon: MessageCircle },
};

/** What the owner should look at now, each with a link to where it is done. */
export function AttentionList({ items }: { items: AttentionItem[] }) {
  return (
    <Card className="h-full">
      <CardHeader title="Needs your attention" />
      {items.length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          Nothing right now: every listing is live and your plan is running.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => {
            const { box, icon: Icon } = toneStyles[item.tone];
            return (
              <li key={item.id} className="flex gap-3 px-5 py-4 sm:px-6">
                <span
                  className={cn('flex size-9 shrink-0 items-center justify-center rounded-xl', box)}
                  aria-hidden
                >
                  <Icon className="size-4" />
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-semibold break-words text-slate-900">{item.title}</p>
                  <p className="mt-0.5 text-sm break-words text-slate-600">{item.detail}</p>
                  <Link
                    to={item.link.to}
                    className="mt-1 inline-block text-sm font-semibold text-primary-700 hover:text-primary-800"
                  >
                    {item.link.label}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
