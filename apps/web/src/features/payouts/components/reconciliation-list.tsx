import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type {
  ReconciliationFinding,
  ReconciliationFindingStatus,
  ReconciliationSummary,
} from '@nestly/shared';
import {
  Badge,
  Card,
  CardBody,
  EmptyState,
  FilterTabs,
  type FilterTab,
} from '../../../components/ui';
import { formatDateTime, formatInr } from '../../../lib/format';
import { FINDING_KIND_LABELS, RESOLUTION_LABELS } from '../lib/labels';

export type FindingStatusFilter = ReconciliationFindingStatus | 'all';

const TABS: FilterTab<FindingStatusFilter>[] = [
  { value: 'open', label: 'Needs a look' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    // The card is the <div> that groups one term with its values inside the <dl>.
    <Card className="space-y-1 px-5 py-5 sm:px-6">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight text-slate-900">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </Card>
  );
}

/** The admin dashboard's money-out figures: findings to look at, money in transit, failures. */
export function ReconciliationSummaryFigures({ summary }: { summary: ReconciliationSummary }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure label="Findings to look at" value={summary.openFindings} />
      <Figure
        label="Money in transit"
        value={formatInr(summary.moneyInTransit)}
        hint={
          summary.cardRefundsInTransit > 0
            ? `Withdrawn from wallets, not yet settled by the bank; ${formatInr(summary.cardRefundsInTransit)} more on its way back to cards`
            : 'Withdrawn from wallets, not yet settled by the bank'
        }
      />
      <Figure
        label="Failed payouts"
        value={summary.failedPayouts.count}
        hint={`${formatInr(summary.failedPayouts.amount)} returned to wallets`}
      />
      <Figure
        label="Last check"
        value={summary.lastRunAt ? formatDateTime(summary.lastRunAt) : 'Not run yet'}
        hint="Razorpay's records against the ledger, daily"
      />
    </dl>
  );
}

function Amounts({ finding }: { finding: ReconciliationFinding }) {
  const show = (amount: number | null) => (amount === null ? 'none' : formatInr(amount));
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm">
      <div>
        <dt className="text-xs text-slate-600">Our books</dt>
        <dd className="font-semibold text-slate-900">{show(finding.ledgerAmount)}</dd>
      </div>
      <div>
        <dt className="text-xs text-slate-600">Razorpay</dt>
        <dd className="font-semibold text-slate-900">{show(finding.providerAmount)}</dd>
      </div>
    </dl>
  );
}

function FindingCard({ finding }: { finding: ReconciliationFinding }) {
  return (
    <li>
      <Card>
        <CardBody className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h3 className="text-base font-semibold text-slate-900">
              {FINDING_KIND_LABELS[finding.kind]}
            </h3>
            {finding.status === 'open' ? (
              <Badge tone="warning">Needs a look</Badge>
            ) : (
              <Badge tone="success">
                {finding.resolution ? RESOLUTION_LABELS[finding.resolution] : 'Resolved'}
              </Badge>
            )}
          </div>
          <p className="text-sm text-slate-700">{finding.detail}</p>
          <Amounts finding={finding} />
          <p className="text-xs text-slate-600">
            {finding.providerReference && (
              <span className="font-mono">{finding.providerReference} · </span>
            )}
            Found {formatDateTime(finding.foundAt)}
            {finding.resolvedAt && `, resolved ${formatDateTime(finding.resolvedAt)}`}
          </p>
        </CardBody>
      </Card>
    </li>
  );
}

interface ReconciliationListProps {
  findings: ReconciliationFinding[];
  summary: ReconciliationSummary;
  status: FindingStatusFilter;
  onStatusChange: (status: FindingStatusFilter) => void;
}

/** What disagrees between Razorpay and the ledger (`GET /api/admin/reconciliation`). */
export function ReconciliationList({
  findings,
  summary,
  status,
  onStatusChange,
}: ReconciliationListProps) {
  return (
    <div className="space-y-6">
      <ReconciliationSummaryFigures summary={summary} />
      <FilterTabs label="Finding status" tabs={TABS} value={status} onChange={onStatusChange} />
      {findings.length === 0 ? (
        <EmptyState
          icon={<CircleCheck />}
          title={status === 'open' ? 'Nothing to look at' : 'No findings'}
          description="Razorpay's payments, refunds and payouts agree with the ledger."
        />
      ) : (
        <ul className="space-y-3" aria-label="Reconciliation findings">
          {findings.map((finding) => (
            <FindingCard key={finding.id} finding={finding} />
          ))}
        </ul>
      )}
    </div>
  );
}
