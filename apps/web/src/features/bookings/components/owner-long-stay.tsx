import { useState } from 'react';
import type {
  BookingDetail,
  DepositSettlement,
  DepositSettlementProposalInput,
  DepositSettlementStatus,
} from '@nestly/shared';
import {
  Badge,
  Card,
  CardBody,
  CardHeader,
  ConfirmDialog,
  type BadgeTone,
} from '../../../components/ui';
import { formatDateTime, formatInr, pluralize } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useProposeDepositSettlement } from '../api/deposit-settlement';
import { DepositSettlementForm } from './deposit-settlement-form';
import { ReadOnlySchedule } from './read-only-schedule';

const OWNER_STATUS_LOOKS: Record<DepositSettlementStatus, { label: string; tone: BadgeTone }> = {
  awaiting_owner: { label: 'Your proposal needed', tone: 'warning' },
  proposed: { label: 'Awaiting the guest', tone: 'neutral' },
  disputed: { label: 'Disputed', tone: 'danger' },
  settled: { label: 'Settled', tone: 'success' },
};

const STATUS_TEXT: Record<Exclude<DepositSettlementStatus, 'awaiting_owner'>, string> = {
  proposed: 'The guest accepts or disputes your proposal; silence counts as acceptance.',
  disputed:
    'The guest disputed your deductions. An admin decides; the deposit stays with Nestly meanwhile.',
  settled: 'The deposit is settled: your part is in your wallet, the rest went back to the guest.',
};

function SettlementStatus({ settlement }: { settlement: DepositSettlement }) {
  return (
    <div className="space-y-4 text-sm">
      {settlement.status !== 'awaiting_owner' && (
        <p className="text-slate-700">{STATUS_TEXT[settlement.status]}</p>
      )}
      {settlement.deductions.length > 0 ? (
        <ul aria-label="Deductions" className="divide-y divide-slate-100">
          {settlement.deductions.map((deduction, index) => (
            <li key={index} className="flex justify-between gap-4 py-2">
              <span className="text-slate-700">{deduction.reason}</span>
              <span className="font-medium whitespace-nowrap text-slate-900">
                {formatInr(deduction.amount)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No deductions.</p>
      )}
      <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 ring-inset">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">You keep</dt>
          <dd className="font-semibold text-slate-900">{formatInr(settlement.ownerAmount)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">The guest gets back</dt>
          <dd className="font-medium text-slate-900">{formatInr(settlement.tenantAmount)}</dd>
        </div>
      </dl>
      {settlement.status === 'proposed' && settlement.deadline && (
        <p className="text-slate-600">
          Settled as proposed on {formatDateTime(settlement.deadline)} if the guest does not answer.
        </p>
      )}
    </div>
  );
}

function OwnerDepositSettlement({ booking }: { booking: BookingDetail }) {
  const [pending, setPending] = useState<DepositSettlementProposalInput | null>(null);
  const proposeMutation = useProposeDepositSettlement({
    mutationConfig: {
      onSuccess: (result) => {
        setPending(null);
        toast.success(result.message);
      },
    },
  });
  const settlement = booking.depositSettlement;
  if (!settlement) return null;
  const look = OWNER_STATUS_LOOKS[settlement.status];
  const kept = pending?.deductions.reduce((sum, deduction) => sum + deduction.amount, 0) ?? 0;
  return (
    <Card>
      <CardHeader
        title="Security deposit"
        description={`${formatInr(booking.price.deposit)} held by Nestly since move-in.`}
        actions={<Badge tone={look.tone}>{look.label}</Badge>}
      />
      <CardBody>
        {settlement.status === 'awaiting_owner' ? (
          <DepositSettlementForm
            deposit={booking.price.deposit}
            deadline={settlement.deadline}
            isPending={proposeMutation.isPending}
            onSubmit={setPending}
          />
        ) : (
          <SettlementStatus settlement={settlement} />
        )}
        <ConfirmDialog
          open={pending !== null}
          title="Send the proposal?"
          message={
            pending && pending.deductions.length > 0
              ? `You keep ${formatInr(kept)} (${pluralize(pending.deductions.length, 'deduction')}) and the guest gets ${formatInr(booking.price.deposit - kept)} back. A proposal cannot be changed once sent; the guest may dispute it.`
              : `The whole deposit, ${formatInr(booking.price.deposit)}, goes back to the guest. This cannot be changed once sent.`
          }
          confirmLabel="Send"
          isLoading={proposeMutation.isPending}
          onConfirm={() => pending && proposeMutation.mutate({ bookingId: booking.id, ...pending })}
          onClose={() => setPending(null)}
        />
      </CardBody>
    </Card>
  );
}

/**
 * The owner's side of a stay paid month by month: the schedule (read-only) and, after move-out,
 * the deposit settlement (the proposal form while it is theirs to send, then where it stands).
 */
export function OwnerLongStay({ booking }: { booking: BookingDetail }) {
  const showsSchedule = booking.status === 'confirmed' || booking.status === 'completed';
  return (
    <div className="space-y-6">
      <OwnerDepositSettlement booking={booking} />
      {showsSchedule && <ReadOnlySchedule area="owner" bookingId={booking.id} />}
    </div>
  );
}
