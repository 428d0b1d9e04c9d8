import { CalendarClock, Download } from 'lucide-react';
import { INSTALMENT_DUE_SOON_DAYS, type Instalment } from '@nestly/shared';
import { Badge, Button, Card, CardBody, CardHeader, Switch } from '../../../components/ui';
import { formatDateTime, formatDay, formatInr } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../lib/labels';
import { formatInstalmentPeriod, INSTALMENT_STATUS_LOOKS } from '../lib/instalment-labels';

export function InstalmentStatusBadge({ status }: { status: Instalment['status'] }) {
  const look = INSTALMENT_STATUS_LOOKS[status];
  return <Badge tone={look.tone}>{look.label}</Badge>;
}

interface AutopayControl {
  enabled: boolean;
  isPending: boolean;
  onChange: (enabled: boolean) => void;
}

interface InstalmentScheduleProps {
  instalments: readonly Instalment[];
  /** The tenant's page pays, switches autopay and downloads receipts; owners and admins read. */
  area: 'user' | 'owner' | 'admin';
  /** The tenant's autopay switch (absent once nothing is left to pay). */
  autopay?: AutopayControl;
  onPay?: (instalment: Instalment) => void;
  /** The instalment whose payment is on its way. */
  payingId?: string | null;
  /** Receipts come through the signed-in API client (a bearer token), so they are a button. */
  onDownloadReceipt?: (instalment: Instalment) => void;
  downloadingId?: string | null;
}

const isPayable = (instalment: Instalment) =>
  instalment.status === 'due' || instalment.status === 'overdue';

/** What is left to pay, and the next instalment to fall due. */
function ScheduleSummary({ instalments }: { instalments: readonly Instalment[] }) {
  const unpaid = instalments.filter(
    (instalment) => instalment.status !== 'paid' && instalment.status !== 'cancelled',
  );
  const overdue = unpaid.filter((instalment) => instalment.status === 'overdue');
  const next = unpaid[0];
  const paidCount = instalments.filter((instalment) => instalment.status === 'paid').length;
  const live = instalments.filter((instalment) => instalment.status !== 'cancelled').length;
  return (
    <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset sm:grid-cols-3">
      <div>
        <dt className="text-slate-600">Paid</dt>
        <dd className="font-semibold text-slate-900">
          {paidCount} of {live} months
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Next due</dt>
        <dd className="font-semibold text-slate-900">
          {next ? `${formatInr(next.amount)} on ${formatDay(next.dueDate)}` : 'Nothing left to pay'}
        </dd>
      </div>
      <div>
        <dt className="text-slate-600">Overdue</dt>
        <dd
          className={
            overdue.length > 0 ? 'font-semibold text-red-700' : 'font-semibold text-slate-900'
          }
        >
          {overdue.length > 0
            ? formatInr(overdue.reduce((sum, instalment) => sum + instalment.amount, 0))
            : 'None'}
        </dd>
      </div>
    </dl>
  );
}

function InstalmentRow({
  instalment,
  area,
  onPay,
  isPaying,
  onDownloadReceipt,
  isDownloading,
}: {
  instalment: Instalment;
  area: InstalmentScheduleProps['area'];
  onPay?: (instalment: Instalment) => void;
  isPaying: boolean;
  onDownloadReceipt?: (instalment: Instalment) => void;
  isDownloading: boolean;
}) {
  const period = formatInstalmentPeriod(instalment.periodStart, instalment.periodEnd);
  const monthName = `month ${instalment.number}`;
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>Month {instalment.number}</span>
          <InstalmentStatusBadge status={instalment.status} />
        </p>
        <p className="text-sm text-slate-700">{period}</p>
        <p className="text-sm text-slate-600">
          {instalment.status === 'paid' && instalment.paidAt
            ? `Paid ${formatDateTime(instalment.paidAt)}${
                instalment.method ? ` · ${PAYMENT_METHOD_LABELS[instalment.method]}` : ''
              }${instalment.receiptNumber ? ` · Receipt ${instalment.receiptNumber}` : ''}`
            : instalment.status === 'cancelled'
              ? 'No longer part of the stay'
              : `Due ${formatDay(instalment.dueDate)}`}
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3 sm:justify-end">
        <span
          className={
            instalment.status === 'cancelled'
              ? 'font-semibold text-slate-500 line-through'
              : 'font-semibold text-slate-900'
          }
        >
          {formatInr(instalment.amount)}
        </span>
        {area === 'user' && onPay && isPayable(instalment) && (
          <Button
            size="sm"
            variant={instalment.status === 'overdue' ? 'danger' : 'primary'}
            isLoading={isPaying}
            onClick={() => onPay(instalment)}
            aria-label={`Pay ${monthName}, ${formatInr(instalment.amount)}`}
          >
            Pay now
          </Button>
        )}
        {area === 'user' && onDownloadReceipt && instalment.status === 'paid' && (
          <Button
            size="sm"
            variant="outline"
            isLoading={isDownloading}
            icon={<Download className="size-4" aria-hidden />}
            onClick={() => onDownloadReceipt(instalment)}
            aria-label={`Download the receipt for ${monthName}`}
          >
            Receipt
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * A stay's months: what each costs, when it is due, where it stands. The tenant pays a due or
 * overdue month here, turns autopay on or off and downloads receipts; owners and admins read.
 */
export function InstalmentSchedule({
  instalments,
  area,
  autopay,
  onPay,
  payingId = null,
  onDownloadReceipt,
  downloadingId = null,
}: InstalmentScheduleProps) {
  return (
    <Card>
      <CardHeader
        title="Monthly payments"
        description={
          area === 'user'
            ? 'Each month is due on the day its period starts.'
            : 'What the guest pays each month, and when.'
        }
      />
      <CardBody className="space-y-4">
        {instalments.length === 0 ? (
          <p className="text-sm text-slate-600">No monthly payments for this booking.</p>
        ) : (
          <>
            <ScheduleSummary instalments={instalments} />
            {autopay && (
              <div className="flex items-start justify-between gap-4 rounded-xl p-4 ring-1 ring-slate-200 ring-inset">
                <div className="flex gap-3">
                  <CalendarClock className="mt-0.5 size-5 shrink-0 text-primary-600" aria-hidden />
                  <div className="text-sm">
                    <p className="font-semibold text-slate-900">Autopay from your wallet</p>
                    <p className="text-slate-600">
                      {autopay.enabled
                        ? 'On: each month is taken from your Nestly wallet on its due date when the balance covers it.'
                        : `Off: you pay each month yourself. We remind you ${INSTALMENT_DUE_SOON_DAYS} days before it is due.`}
                    </p>
                  </div>
                </div>
                <Switch
                  checked={autopay.enabled}
                  onCheckedChange={autopay.onChange}
                  disabled={autopay.isPending}
                  label="Autopay from wallet"
                />
              </div>
            )}
            <ol aria-label="Monthly payments" className="divide-y divide-slate-100">
              {instalments.map((instalment) => (
                <InstalmentRow
                  key={instalment.id}
                  instalment={instalment}
                  area={area}
                  onPay={onPay}
                  isPaying={payingId === instalment.id}
                  onDownloadReceipt={onDownloadReceipt}
                  isDownloading={downloadingId === instalment.id}
                />
              ))}
            </ol>
          </>
        )}
      </CardBody>
    </Card>
  );
}
