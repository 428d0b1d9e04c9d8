import {
  FULL_REFUND_DAYS_BEFORE,
  LATE_CANCELLATION_RENT_REFUND_PERCENT,
  type RefundPreviewRow,
} from '@nestly/shared';
import { Badge } from '../../../components/ui';
import { formatDay, formatInr } from '../../../lib/format';

interface RefundPreviewProps {
  rows: RefundPreviewRow[];
  moveInDate: string;
}

/**
 * The cancellation policy (PRODUCT.md, Booking) and what cancelling by each date would give back,
 * from the server's preview: "Cancel by 3 Dec 2026: ₹X back".
 */
export function RefundPreview({ rows, moveInDate }: RefundPreviewProps) {
  return (
    <div className="space-y-4">
      <p className="text-sm leading-relaxed text-slate-700">
        Cancel {FULL_REFUND_DAYS_BEFORE} or more days before move-in for a full refund. Later than
        that, you get {LATE_CANCELLATION_RENT_REFUND_PERCENT} % of the rent back, with add-ons and
        the deposit in full. A stay cannot be cancelled on or after its move-in day. Refunds go to
        your Nestly wallet at once.
      </p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Refund if you cancel</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase">
            <th scope="col" className="py-2 pr-4 font-semibold">
              If you cancel
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              You get back
            </th>
            <th scope="col" className="py-2 font-semibold">
              Policy
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.from}
              className="border-b border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-2"
            >
              <th
                scope="row"
                className="py-2.5 pr-4 font-medium text-slate-900 max-sm:w-full max-sm:py-0"
              >
                Cancel by {formatDay(row.until)}
              </th>
              <td className="py-2.5 pr-4 font-semibold text-slate-900 max-sm:py-0">
                {formatInr(row.refund)} back
              </td>
              <td className="py-2.5 max-sm:py-0">
                <Badge tone={row.policy === 'full' ? 'success' : 'warning'}>
                  {row.policy === 'full' ? 'Full refund' : 'Partial refund'}
                </Badge>
              </td>
            </tr>
          ))}
          <tr className="max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:py-2">
            <th
              scope="row"
              className="py-2.5 pr-4 font-medium text-slate-900 max-sm:w-full max-sm:py-0"
            >
              From {formatDay(moveInDate)}
            </th>
            <td className="py-2.5 pr-4 text-slate-700 max-sm:py-0">Cannot be cancelled</td>
            <td className="py-2.5 max-sm:hidden" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
