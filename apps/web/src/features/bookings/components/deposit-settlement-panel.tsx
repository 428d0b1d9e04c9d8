import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  DepositDisputeInput,
  DepositSettlement,
  DepositSettlementStatus,
} from '@nestly/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  FormField,
  Textarea,
  type BadgeTone,
} from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { exportOf } from '../../../lib/load-once';
import { bookingSchemas } from '../api/load-schemas';

const STATUS_LOOKS: Record<DepositSettlementStatus, { label: string; tone: BadgeTone }> = {
  awaiting_owner: { label: 'Awaiting the owner', tone: 'neutral' },
  proposed: { label: 'Your answer needed', tone: 'warning' },
  disputed: { label: 'Disputed', tone: 'danger' },
  settled: { label: 'Settled', tone: 'success' },
};

interface DepositSettlementPanelProps {
  settlement: DepositSettlement;
  /** The deposit held for this stay (paise). */
  deposit: number;
  onAccept: () => void;
  onDispute: (input: DepositDisputeInput) => void;
  isAccepting: boolean;
  isDisputing: boolean;
}

function Deductions({ settlement }: { settlement: DepositSettlement }) {
  if (settlement.deductions.length === 0) {
    return <p className="text-sm text-slate-700">The owner deducts nothing.</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Deductions from the deposit</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Reason</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {settlement.deductions.map((deduction, index) => (
          <tr key={index}>
            <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-700">
              {deduction.reason}
            </th>
            <td className="py-2 text-right font-medium whitespace-nowrap text-slate-900">
              {formatInr(deduction.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Split({ settlement, final }: { settlement: DepositSettlement; final: boolean }) {
  return (
    <dl className="space-y-1.5 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200 ring-inset">
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{final ? 'Returned to you' : 'You get back'}</dt>
        <dd className="font-semibold text-slate-900">{formatInr(settlement.tenantAmount)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{final ? 'Kept by the owner' : 'The owner keeps'}</dt>
        <dd className="font-medium text-slate-900">{formatInr(settlement.ownerAmount)}</dd>
      </div>
    </dl>
  );
}

const disputeResolver = lazyZodResolver(exportOf(bookingSchemas, 'depositDisputeInputSchema'));

function DisputeForm({
  onDispute,
  onCancel,
  isPending,
}: {
  onDispute: (input: DepositDisputeInput) => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: disputeResolver, defaultValues: { reason: '' } });
  return (
    <form onSubmit={handleSubmit(onDispute)} noValidate className="space-y-3">
      <FormField
        label="Why you dispute the deductions"
        error={errors.reason?.message}
        hint="An admin reads this beside the owner's list and decides. 10 to 1000 characters."
      >
        <Textarea rows={4} maxLength={1000} data-autofocus {...register('reason')} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" isLoading={isPending}>
          Send the dispute
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Back
        </Button>
      </div>
    </form>
  );
}

/**
 * The tenant's side of the move-out deposit settlement: what the owner proposes to deduct, what
 * comes back, and the answer (accept, or dispute with a reason) before the deadline.
 */
export function DepositSettlementPanel({
  settlement,
  deposit,
  onAccept,
  onDispute,
  isAccepting,
  isDisputing,
}: DepositSettlementPanelProps) {
  const [isDisputeOpen, setDisputeOpen] = useState(false);
  const look = STATUS_LOOKS[settlement.status];
  return (
    <Card>
      <CardHeader
        title="Security deposit"
        description={`${formatInr(deposit)} held since you moved in.`}
        actions={<Badge tone={look.tone}>{look.label}</Badge>}
      />
      <CardBody className="space-y-4">
        {settlement.status === 'awaiting_owner' && (
          <p className="text-sm text-slate-700">
            The owner is checking the home.
            {settlement.deadline &&
              ` If they propose no deductions by ${formatDateTime(settlement.deadline)}, your whole deposit comes back to your wallet.`}
          </p>
        )}
        {settlement.status === 'proposed' && (
          <>
            <Deductions settlement={settlement} />
            <Split settlement={settlement} final={false} />
            {settlement.deadline && (
              <p className="text-sm text-slate-700">
                Answer by {formatDateTime(settlement.deadline)}. If you do not, the proposal counts
                as accepted.
              </p>
            )}
            {isDisputeOpen ? (
              <DisputeForm
                onDispute={onDispute}
                onCancel={() => setDisputeOpen(false)}
                isPending={isDisputing}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <Button variant="success" onClick={onAccept} isLoading={isAccepting}>
                  Accept
                </Button>
                <Button
                  variant="outline"
                  onClick={() => setDisputeOpen(true)}
                  disabled={isAccepting}
                >
                  Dispute
                </Button>
              </div>
            )}
          </>
        )}
        {settlement.status === 'disputed' && (
          <>
            <Deductions settlement={settlement} />
            <Alert tone="info" title="An admin is looking at your dispute">
              Nothing moves until they decide; the deposit stays with Nestly meanwhile.
            </Alert>
          </>
        )}
        {settlement.status === 'settled' && (
          <>
            <Deductions settlement={settlement} />
            <Split settlement={settlement} final />
          </>
        )}
      </CardBody>
    </Card>
  );
}
