import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import type { PropertyDetail, ReplyTime } from '@nestly/shared';
import { Avatar, Card, CardBody } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { REPLY_TIME_LABELS } from '../lib/labels';

interface OwnerSummaryCardProps {
  owner: PropertyDetail['owner'];
  /** Shown once the owner has enough conversations to say (absent or null: nothing). */
  replyTime?: ReplyTime;
  /** E.g. "Message the owner", composed by the app from the chat feature. */
  action?: ReactNode;
}

/** Who lists the home: name, photo, since when they are on Nestly and how soon they answer. */
export function OwnerSummaryCard({ owner, replyTime, action }: OwnerSummaryCardProps) {
  return (
    <Card>
      <CardBody className="space-y-4">
        <div className="flex items-center gap-4">
          <Avatar name={owner.name} src={owner.avatarUrl} size="lg" />
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              Listed by
            </p>
            <p className="truncate text-base font-semibold text-slate-900">{owner.name}</p>
            <p className="text-sm text-slate-600">Member since {formatDate(owner.memberSince)}</p>
          </div>
        </div>
        {replyTime && (
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Clock className="size-4 text-primary-600" aria-hidden />
            {REPLY_TIME_LABELS[replyTime]}
          </p>
        )}
        {action}
      </CardBody>
    </Card>
  );
}
