import type { BookingDetail } from '@nestly/shared';
import { Card, CardBody, CardHeader } from '../../../components/ui';
import { formatInr, pluralize } from '../../../lib/format';
import { BookingFact } from './booking-detail-cards';

/** Rent × months, each add-on × months, deposit, total; the platform's split when it is shown. */
export function BookingPriceBreakdown({
  booking,
  showsSplit,
}: {
  booking: BookingDetail;
  showsSplit: boolean;
}) {
  const { price } = booking;
  const months = pluralize(price.months, 'month');
  return (
    <Card>
      <CardHeader title="Price breakdown" />
      <CardBody className="space-y-4">
        <table className="w-full text-sm">
          <caption className="sr-only">Price breakdown</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                Rent{' '}
                <span className="text-slate-600">
                  ({formatInr(price.monthlyRent)} × {months})
                </span>
              </th>
              <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                {formatInr(price.rentTotal)}
              </td>
            </tr>
            {price.addOns.map((addOn) => (
              <tr key={addOn.serviceId}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                  {addOn.name}{' '}
                  <span className="text-slate-600">
                    ({formatInr(addOn.monthlyPrice)} × {months})
                  </span>
                </th>
                <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                  {formatInr(addOn.total)}
                </td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
                Security deposit <span className="text-slate-600">(refundable)</span>
              </th>
              <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
                {formatInr(price.deposit)}
              </td>
            </tr>
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-200">
              <th scope="row" className="pt-3 text-left font-semibold text-slate-900">
                Total
              </th>
              <td className="pt-3 text-right text-base font-bold whitespace-nowrap text-slate-900">
                {formatInr(price.total)}
              </td>
            </tr>
          </tfoot>
        </table>
        {showsSplit && (
          <dl className="space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
            <BookingFact label="Rent and add-ons">{formatInr(price.subtotal)}</BookingFact>
            <BookingFact label="Platform commission">−{formatInr(booking.commission)}</BookingFact>
            <BookingFact label="Owner’s share">{formatInr(booking.ownerShare)}</BookingFact>
          </dl>
        )}
      </CardBody>
    </Card>
  );
}
