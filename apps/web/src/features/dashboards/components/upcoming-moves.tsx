import { LogIn, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { paths, UPCOMING_DAYS, type OwnerDashboard, type UpcomingStay } from '@nestly/shared';
import { Card, CardHeader } from '../../../components/ui';
import { formatDay } from '../../../lib/format';

function MoveList({
  title,
  icon,
  moves,
  empty,
}: {
  title: string;
  icon: React.ReactNode;
  moves: { count: number; items: UpcomingStay[] };
  empty: string;
}) {
  return (
    <section aria-label={title}>
      <h3 className="flex items-center gap-2 px-5 pt-4 text-sm font-semibold text-slate-900 sm:px-6">
        <span aria-hidden className="text-primary-600 [&_svg]:size-4">
          {icon}
        </span>
        {title} <span className="font-normal text-slate-600">({moves.count})</span>
      </h3>
      {moves.items.length === 0 ? (
        <p className="px-5 py-3 text-sm text-slate-600 sm:px-6">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {moves.items.map((move) => (
            <li
              key={move.bookingId}
              className="flex items-center justify-between gap-3 px-5 py-3 sm:px-6"
            >
              <div className="min-w-0">
                <Link
                  to={paths.owner.booking.getHref(move.bookingId)}
                  className="block truncate text-sm font-semibold text-slate-900 hover:text-primary-700"
                >
                  {move.propertyTitle}
                </Link>
                <p className="truncate text-xs text-slate-600">
                  {move.tenantName} · {move.reference}
                </p>
              </div>
              <span className="shrink-0 text-sm font-medium text-slate-700">
                {formatDay(move.date)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Stays starting and ending in the next 30 days. */
export function UpcomingMoves({ data }: { data: Pick<OwnerDashboard, 'moveIns' | 'moveOuts'> }) {
  return (
    <Card>
      <CardHeader title="Move-ins and move-outs" description={`The next ${UPCOMING_DAYS} days`} />
      <div className="pb-2">
        <MoveList title="Move-ins" icon={<LogIn />} moves={data.moveIns} empty="No one moves in." />
        <MoveList
          title="Move-outs"
          icon={<LogOut />}
          moves={data.moveOuts}
          empty="No one moves out."
        />
      </div>
    </Card>
  );
}
