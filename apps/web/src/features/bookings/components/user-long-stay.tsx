import { lazyComponent } from '../../../lib/lazy-component';
import { useState } from 'react';
import { CalendarX2, CreditCard, Download, Wallet } from 'lucide-react';
import {
  addDaysToDate,
  financialYearOf,
  type BookingDetail,
  type FinancialYear,
  type Instalment,
  type PaymentMethod,
} from '@nestly/shared';
import {
  Alert,
  Button,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  Dialog,
  FormField,
  QueryState,
  Select,
} from '../../../components/ui';
import { errorMessage } from '../../../lib/api-error';
import { formatInr } from '../../../lib/format';
import { toastServerMessage } from '../../../lib/mutation-config';
import { notifyError } from '../../../lib/notify-error';
import type { PayOrder } from '../../../lib/pay-order';
import { toast } from '../../../lib/toast';
import { useEndStayEarly, useExtendStay } from '../api/change-stay';
import { useAcceptDepositSettlement, useDisputeDepositSettlement } from '../api/deposit-settlement';
import { downloadRentReceipt, downloadRentStatement } from '../api/download-rent-documents';
import { useInstalments } from '../api/list-instalments';
import { usePayInstalment } from '../api/pay-instalment';
import { useSetAutopay } from '../api/set-autopay';
import { DepositSettlementPanel } from './deposit-settlement-panel';
import { ExtendStayForm } from './extend-stay-form';
import { InstalmentSchedule } from './instalment-schedule';
import { hasMonthlySchedule } from '../lib/stay-months';

/** The dialog and its form (react-hook-form) come when the page is idle, or when opened. */
const EndStayEarlyDialog = lazyComponent(() =>
  import('./end-stay-early-dialog').then((module) => module.EndStayEarlyDialog),
);

interface UserLongStayProps {
  booking: BookingDetail;
  /** Takes a card order to payment: the app hands in the payments feature's openCheckout. */
  pay: PayOrder;
  /** What the wallet can pay with (paise); null while unknown. */
  walletAvailable: number | null;
}

/** `2026-27` → `2027-28`. */
const nextFinancialYear = (financialYear: FinancialYear): FinancialYear => {
  const start = Number(financialYear.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}` as FinancialYear;
};

/** The April–March years the stay's months fall in, newest first. */
export const financialYearsOfStay = (moveInDate: string, endDate: string): FinancialYear[] => {
  const last = financialYearOf(addDaysToDate(endDate, -1));
  const years = [financialYearOf(moveInDate)];
  while (years[years.length - 1]! < last) years.push(nextFinancialYear(years[years.length - 1]!));
  return years.reverse();
};

function PayInstalmentDialog({
  instalment,
  walletAvailable,
  onPay,
  onClose,
}: {
  instalment: Instalment;
  walletAvailable: number | null;
  onPay: (method: PaymentMethod) => void;
  onClose: () => void;
}) {
  const walletShort = walletAvailable !== null && walletAvailable < instalment.amount;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Pay month ${instalment.number}`}
      size="sm"
      footer={
        <Button variant="outline" onClick={onClose} data-autofocus>
          Not now
        </Button>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <p>
          <span className="text-2xl font-bold tracking-tight text-slate-900">
            {formatInr(instalment.amount)}
          </span>{' '}
          for month {instalment.number} of your stay.
        </p>
        <div className="grid gap-2">
          <Button
            icon={<Wallet className="size-4" aria-hidden />}
            disabled={walletShort}
            onClick={() => onPay('wallet')}
          >
            Pay from wallet
          </Button>
          {walletAvailable !== null && (
            <p className={walletShort ? 'text-amber-800' : 'text-slate-600'}>
              {walletShort
                ? `Your wallet has ${formatInr(walletAvailable)} available, ${formatInr(instalment.amount - walletAvailable)} short.`
                : `Your wallet has ${formatInr(walletAvailable)} available.`}
            </p>
          )}
          <Button
            variant="outline"
            icon={<CreditCard className="size-4" aria-hidden />}
            onClick={() => onPay('card')}
          >
            Pay by card
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function RentStatementDownload({ booking }: { booking: BookingDetail }) {
  const years = financialYearsOfStay(booking.moveInDate, booking.endDate);
  const [year, setYear] = useState<FinancialYear>(years[0]!);
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadRentStatement(year);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label="Rent statement for the financial year" hint="April to March, for HRA.">
        <Select
          value={year}
          onChange={(event) => setYear(event.target.value as FinancialYear)}
          options={years.map((value) => ({ value, label: `FY ${value}` }))}
        />
      </FormField>
      <Button
        variant="outline"
        className="sm:mb-6"
        isLoading={isBusy}
        icon={<Download className="size-4" aria-hidden />}
        onClick={() => void download()}
      >
        Download statement
      </Button>
    </div>
  );
}

function Schedule({ booking, pay, walletAvailable }: UserLongStayProps) {
  const instalmentsQuery = useInstalments('user', booking.id);
  const payMutation = usePayInstalment(pay);
  const autopayMutation = useSetAutopay({ mutationConfig: { onSuccess: toastServerMessage } });
  const [choosing, setChoosing] = useState<Instalment | null>(null);
  const [downloadingId, setDownloadingId] = useState<string | null>(null);

  const download = async (instalment: Instalment) => {
    setDownloadingId(instalment.id);
    try {
      await downloadRentReceipt(instalment.id, instalment.receiptNumber);
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <QueryState
      query={instalmentsQuery}
      loadingLabel="Loading the monthly payments"
      spinnerClassName="py-8"
      errorTitle="Could not load the monthly payments"
    >
      {(instalments) => {
        const leftToPay = instalments.some(
          (instalment) => instalment.status !== 'paid' && instalment.status !== 'cancelled',
        );
        return (
          <>
            <InstalmentSchedule
              instalments={instalments}
              area="user"
              autopay={
                booking.autopay !== undefined && booking.status === 'confirmed' && leftToPay
                  ? {
                      enabled: booking.autopay,
                      isPending: autopayMutation.isPending,
                      onChange: (enabled) =>
                        autopayMutation.mutate({ bookingId: booking.id, enabled }),
                    }
                  : undefined
              }
              onPay={setChoosing}
              payingId={
                payMutation.isPending ? (payMutation.variables?.instalment.id ?? null) : null
              }
              onDownloadReceipt={(instalment) => void download(instalment)}
              downloadingId={downloadingId}
            />
            {choosing && (
              <PayInstalmentDialog
                instalment={choosing}
                walletAvailable={walletAvailable}
                onClose={() => setChoosing(null)}
                onPay={(method) => {
                  setChoosing(null);
                  payMutation.mutate({
                    instalment: choosing,
                    method,
                    description: `${booking.property.title}: month ${choosing.number}`,
                  });
                }}
              />
            )}
            {instalments.some((instalment) => instalment.status === 'paid') && (
              <Card>
                <CardHeader
                  title="Rent receipts"
                  description="Each paid month has its receipt above; the statement gathers a year's."
                />
                <CardBody>
                  <RentStatementDownload booking={booking} />
                </CardBody>
              </Card>
            )}
          </>
        );
      }}
    </QueryState>
  );
}

/** Ending early and extending: a confirmed stay whose booking answer says what each would do. */
function StayChanges({ booking }: { booking: BookingDetail }) {
  const [isEnding, setEnding] = useState(false);
  const endMutation = useEndStayEarly({
    mutationConfig: {
      onSuccess: (result) => {
        toast.success(result.message);
        setEnding(false);
      },
    },
  });
  // A refusal (409: the dates after the stay are taken) stays beside the form, in the API's words.
  const extendMutation = useExtendStay({
    mutationConfig: { onSuccess: toastServerMessage, meta: { skipErrorToast: true } },
  });
  const monthlyAmount =
    booking.price.monthlyRent +
    booking.price.addOns.reduce((sum, addOn) => sum + addOn.monthlyPrice, 0);
  const { endEarly, maxMonths } = booking;
  if (booking.status !== 'confirmed' || (endEarly === undefined && maxMonths === undefined)) {
    return null;
  }
  return (
    <Card>
      <CardHeader title="Change your stay" description="Stay longer, or give notice to leave." />
      <CardBody className="space-y-6">
        {maxMonths !== undefined && (
          <section aria-label="Extend your stay" className="space-y-3">
            <h3 className="font-semibold text-slate-900">Extend</h3>
            <ExtendStayForm
              moveInDate={booking.moveInDate}
              endDate={booking.endDate}
              rentalPeriod={booking.rentalPeriod}
              maxMonths={maxMonths}
              monthlyAmount={monthlyAmount}
              isPending={extendMutation.isPending}
              onSubmit={({ months }) => extendMutation.mutate({ bookingId: booking.id, months })}
            />
            {extendMutation.isError && (
              <Alert tone="warning" title="The stay was not extended">
                {errorMessage(extendMutation.error)}
              </Alert>
            )}
          </section>
        )}
        {endEarly !== undefined && (
          <section
            aria-label="End your stay early"
            className="space-y-3 border-t border-slate-100 pt-5"
          >
            <h3 className="font-semibold text-slate-900">End early</h3>
            {endEarly.allowed ? (
              <>
                <p className="text-sm text-slate-700">
                  Leave before the planned end with 30 days’ notice: you see the new end date and
                  what will no longer be charged before anything changes.
                </p>
                <Button
                  variant="danger-ghost"
                  icon={<CalendarX2 className="size-4" aria-hidden />}
                  onClick={() => setEnding(true)}
                >
                  End stay early
                </Button>
              </>
            ) : (
              // The server's reason (before move-in: cancel instead; notice already given…).
              <p className="text-sm text-slate-700">{endEarly.reason}</p>
            )}
            <EndStayEarlyDialog
              open={isEnding}
              onClose={() => setEnding(false)}
              preview={endEarly}
              currentEndDate={booking.endDate}
              isPending={endMutation.isPending}
              onConfirm={({ reason }) => endMutation.mutate({ bookingId: booking.id, reason })}
            />
          </section>
        )}
      </CardBody>
    </Card>
  );
}

function DepositSettlement({ booking }: { booking: BookingDetail }) {
  const [isConfirmingAccept, setConfirmingAccept] = useState(false);
  const acceptMutation = useAcceptDepositSettlement({
    mutationConfig: {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirmingAccept(false);
      },
    },
  });
  const disputeMutation = useDisputeDepositSettlement({
    mutationConfig: { onSuccess: toastServerMessage },
  });
  const settlement = booking.depositSettlement;
  if (!settlement) return null;
  return (
    <>
      <DepositSettlementPanel
        settlement={settlement}
        deposit={booking.price.deposit}
        onAccept={() => setConfirmingAccept(true)}
        onDispute={({ reason }) => disputeMutation.mutate({ bookingId: booking.id, reason })}
        isAccepting={acceptMutation.isPending}
        isDisputing={disputeMutation.isPending}
      />
      <ConfirmDialog
        open={isConfirmingAccept}
        title="Accept the deductions?"
        message={
          <>
            {formatInr(settlement.tenantAmount)} comes back to your wallet and the owner keeps{' '}
            {formatInr(settlement.ownerAmount)}. The deposit is then settled for good.
          </>
        }
        confirmLabel="Accept"
        tone="success"
        isLoading={acceptMutation.isPending}
        onConfirm={() => acceptMutation.mutate({ bookingId: booking.id })}
        onClose={() => setConfirmingAccept(false)}
      />
    </>
  );
}

/**
 * The tenant's side of a stay paid month by month (PRODUCT.md, "Long stays, month by month"): the
 * schedule with paying, autopay and receipts, extending or ending early, and the deposit's
 * settlement after move-out. Fields the booking answer does not carry yet are simply not shown.
 */
export function UserLongStay(props: UserLongStayProps) {
  const { booking } = props;
  return (
    <div className="space-y-6">
      <DepositSettlement booking={booking} />
      {hasMonthlySchedule(booking) && <Schedule {...props} />}
      <StayChanges booking={booking} />
    </div>
  );
}
