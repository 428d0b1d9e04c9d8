import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Scale } from 'lucide-react';
import { paths, rupeesToPaise, type DepositDispute } from '@nestly/shared';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardPagination,
  EmptyState,
  FilterTabs,
  FormDialog,
  FormField,
  Input,
  QueryState,
  TextLink,
} from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { toastServerMessage } from '../../../lib/mutation-config';
import { useUrlListParams } from '../../../lib/use-url-list-params';
import { useDepositDisputes, useResolveDepositDispute } from '../api/deposit-disputes';
import { bookingSchemas } from '../api/load-schemas';

const PAGE_SIZE = 10;
type StatusFilter = 'open' | 'resolved';
const TABS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const;

function ResolveDialog({ dispute, onClose }: { dispute: DepositDispute; onClose: () => void }) {
  // What the owner keeps, typed in rupees (0 up to the deposit), sent in paise (api/schemas).
  const resolver = useMemo(
    () =>
      lazyZodResolver(() =>
        bookingSchemas.load().then(({ resolveFormSchema }) => resolveFormSchema(dispute.deposit)),
      ),
    [dispute.deposit],
  );
  const resolveMutation = useResolveDepositDispute({
    onSuccess: (result) => {
      toastServerMessage(result);
      onClose();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    defaultValues: { ownerAmount: String(dispute.proposedOwnerAmount / 100) },
  });
  return (
    <FormDialog
      onClose={onClose}
      title={`Decide the dispute on ${dispute.bookingReference}`}
      description={`Deposit ${formatInr(dispute.deposit)}: the owner gets what you enter, the guest the rest. The decision is final and moves the money at once.`}
      submitLabel="Resolve"
      isPending={resolveMutation.isPending}
      onSubmit={handleSubmit(({ ownerAmount }) =>
        resolveMutation.mutate({ id: dispute.id, ownerAmount: rupeesToPaise(ownerAmount) }),
      )}
    >
      <FormField
        label="What the owner keeps (₹)"
        error={errors.ownerAmount?.message}
        hint={`The owner proposed ${formatInr(dispute.proposedOwnerAmount)}. From ₹0 to ${formatInr(dispute.deposit)}.`}
      >
        <Input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          data-autofocus
          {...register('ownerAmount')}
        />
      </FormField>
    </FormDialog>
  );
}

function DisputeItem({
  dispute,
  onResolve,
}: {
  dispute: DepositDispute;
  onResolve: (dispute: DepositDispute) => void;
}) {
  return (
    <li className="space-y-3 p-4 sm:p-5" aria-label={`Dispute on ${dispute.bookingReference}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <TextLink to={paths.admin.booking.getHref(dispute.bookingId)}>
              {dispute.bookingReference}
            </TextLink>
            <span>· {dispute.propertyTitle}</span>
            <Badge tone={dispute.status === 'open' ? 'warning' : 'success'}>
              {dispute.status === 'open' ? 'Open' : 'Resolved'}
            </Badge>
          </p>
          <p className="text-sm text-slate-600">
            Guest {dispute.tenant.name} ({dispute.tenant.email}) · owner {dispute.owner.name} (
            {dispute.owner.email}) · opened {formatDateTime(dispute.openedAt)}
          </p>
        </div>
        {dispute.status === 'open' && (
          <Button size="sm" onClick={() => onResolve(dispute)}>
            Resolve
          </Button>
        )}
      </div>
      <div className="grid gap-4 text-sm lg:grid-cols-2">
        <div className="space-y-2">
          <p className="font-medium text-slate-900">
            The owner keeps {formatInr(dispute.proposedOwnerAmount)} of {formatInr(dispute.deposit)}
          </p>
          <ul className="space-y-1 text-slate-700">
            {dispute.deductions.map((deduction, index) => (
              <li key={index} className="flex justify-between gap-4">
                <span>{deduction.reason}</span>
                <span className="whitespace-nowrap">{formatInr(deduction.amount)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="space-y-1">
          <p className="font-medium text-slate-900">The guest’s reason</p>
          <p className="whitespace-pre-line text-slate-700">{dispute.reason}</p>
        </div>
      </div>
      {dispute.status === 'resolved' && dispute.ownerAmount !== null && (
        <p className="text-sm text-slate-700">
          Decided{dispute.resolvedAt ? ` ${formatDateTime(dispute.resolvedAt)}` : ''}: the owner
          keeps {formatInr(dispute.ownerAmount)}, the guest gets{' '}
          {formatInr(dispute.deposit - dispute.ownerAmount)} back.
        </p>
      )}
    </li>
  );
}

/**
 * Deposit disputes (GET /api/admin/deposit-disputes): the owner's deductions beside the guest's
 * reason, and the decision (what the owner keeps), open ones first by default.
 */
export function DepositDisputesScreen() {
  const { searchParams, page, update } = useUrlListParams<{ status?: string; page?: number }>();
  const status: StatusFilter = searchParams.get('status') === 'resolved' ? 'resolved' : 'open';
  const disputesQuery = useDepositDisputes({ page, limit: PAGE_SIZE, status });
  const [resolving, setResolving] = useState<DepositDispute | null>(null);

  return (
    <Card>
      <CardBody className="border-b border-slate-100">
        <FilterTabs
          label="Dispute status"
          tabs={TABS}
          value={status}
          onChange={(next) => update({ status: next === 'open' ? '' : next })}
        />
      </CardBody>
      <QueryState
        query={disputesQuery}
        loadingLabel="Loading deposit disputes"
        errorTitle="Could not load the deposit disputes"
        empty={
          <EmptyState
            icon={<Scale />}
            title={status === 'open' ? 'No open disputes' : 'No resolved disputes yet'}
            description="A dispute appears here when a guest disagrees with an owner's deductions."
          />
        }
        isEmpty={({ data }) => data.length === 0}
      >
        {({ data }) => (
          <ul aria-label="Deposit disputes" className="divide-y divide-slate-100">
            {data.map((dispute) => (
              <DisputeItem key={dispute.id} dispute={dispute} onResolve={setResolving} />
            ))}
          </ul>
        )}
      </QueryState>
      <CardPagination
        page={page}
        pagination={disputesQuery.data?.pagination}
        onPageChange={(next) => update({ page: next })}
      />
      {resolving && <ResolveDialog dispute={resolving} onClose={() => setResolving(null)} />}
    </Card>
  );
}
