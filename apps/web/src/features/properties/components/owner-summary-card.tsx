import type { PropertyDetail } from '@nestly/shared';
import { Avatar, Card, CardBody } from '../../../components/ui';
import { formatDate } from '../../../lib/format';

/** Who lists the home: name, photo and since when they are on Nestly. */
export function OwnerSummaryCard({ owner }: { owner: PropertyDetail['owner'] }) {
  return (
    <Card>
      <CardBody className="flex items-center gap-4">
        <Avatar name={owner.name} src={owner.avatarUrl} size="lg" />
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Listed by</p>
          <p className="truncate text-base font-semibold text-slate-900">{owner.name}</p>
          <p className="text-sm text-slate-600">Member since {formatDate(owner.memberSince)}</p>
        </div>
      </CardBody>
    </Card>
  );
}
