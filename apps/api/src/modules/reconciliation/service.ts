import { randomUUID } from 'node:crypto';
import {
  buildPagination,
  type ListReconciliationQuery,
  type ReconciliationFinding,
  type ReconciliationResolution,
  type ReconciliationSummary,
} from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import type { ReconciliationFindingRow } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { latestDailyMoment } from '../../lib/business-schedule';
import type { ProviderRecordWindow } from '../../lib/payouts-provider';
import { findPlatformBalance } from '../ledger/index';
import type { PaymentsService } from '../payments/index';
import type { PayoutsService } from '../payouts/index';
import {
  comparePayments,
  comparePayouts,
  compareRefunds,
  type FindingDraft,
  type FindingRepair,
} from './compare';
import * as repo from './repo';

/** The job kind (decision 028): daily at 02:00 in BUSINESS_TIME_ZONE, and by the test clock. */
export const RECONCILE_JOB = 'payments.reconcile';
const RUN_AT_HOUR = 2;
/** The window ends this long before the run: what is still settling is left for tomorrow. */
const SETTLING_MS = 10 * 60_000;
/** Each window starts this long before the last one ended, so nothing falls between runs. */
const OVERLAP_MS = 86_400_000;
/** The first run looks this far back. */
const FIRST_WINDOW_MS = 7 * 86_400_000;
/** A payout handed over longer ago than this must be in the provider's list. */
const PAYOUT_LISTED_WITHIN_MS = 86_400_000;
/** The provider stamps a record a little before our row does (its creation, then our write). */
const PROVIDER_LEAD_MS = 60 * 60_000;
const FAILED_PAYOUTS_DAYS = 30;

/**
 * One side of the comparison: reads the provider's records of a window and our books, and answers
 * what disagrees: captured payments against orders, refunds against `card_refunds`, payouts.
 */
export interface Comparer {
  /** Which of the run's counts its records add to. */
  counts: 'paymentsChecked' | 'refundsChecked' | 'payoutsChecked';
  check: (window: ProviderRecordWindow) => Promise<{ checked: number; findings: FindingDraft[] }>;
}

const toFinding = (row: ReconciliationFindingRow): ReconciliationFinding => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  providerReference: row.providerReference,
  internalReference: row.internalReference,
  ledgerAmount: row.ledgerAmount,
  providerAmount: row.providerAmount,
  detail: row.detail,
  resolution: row.resolution,
  resolutionNote: row.resolutionNote,
  foundAt: row.foundAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/**
 * Reconciliation (PRODUCT.md "Money out", decision 028): a daily comparison of the provider's
 * captured payments, refunds and payouts with our books; what disagrees is listed for the admins, and what
 * a missed event explains is mended through the same path the event would have taken.
 */
export const createReconciliationService = (
  deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>,
  { payments, payouts }: { payments: PaymentsService; payouts: PayoutsService },
) => {
  const { db, clock, logger } = deps;
  const provider = payouts.provider;

  const paymentsComparer: Comparer = {
    counts: 'paymentsChecked',
    check: async (window) => {
      const captured = await provider.listCapturedPayments({
        from: new Date(window.from.getTime() - PROVIDER_LEAD_MS),
        to: window.to,
      });
      const orderIds = [...new Set(captured.flatMap((payment) => payment.providerOrderId ?? []))];
      const [orders, paidOrders] = await Promise.all([
        payments.findOrdersByProviderOrderIds(orderIds),
        payments.listOrdersPaidBetween(window.from, window.to),
      ]);
      return {
        checked: captured.length,
        findings: comparePayments({
          captured,
          ordersByProviderId: new Map(orders.map((order) => [order.providerOrderId, order])),
          paidOrders,
          recordsSince: provider.recordsSince,
        }),
      };
    },
  };

  const payoutsComparer: Comparer = {
    counts: 'payoutsChecked',
    check: async (window) => {
      const reported = await provider.listPayouts({
        from: new Date(window.from.getTime() - PROVIDER_LEAD_MS),
        to: window.to,
      });
      const [ours, submittedLongAgo] = await Promise.all([
        payouts.findPayoutsNamed(
          reported.flatMap((payout) => payout.reference ?? []),
          reported.map((payout) => payout.providerPayoutId),
        ),
        payouts.listSubmittedBetween(
          window.from,
          new Date(window.to.getTime() - PAYOUT_LISTED_WITHIN_MS),
        ),
      ]);
      return {
        checked: reported.length,
        findings: comparePayouts({
          reported,
          ours,
          submittedLongAgo,
          recordsSince: provider.recordsSince,
        }),
      };
    },
  };

  const refundsComparer: Comparer = {
    counts: 'refundsChecked',
    check: async (window) => {
      // The payments module's adapter: the one that asked for the refunds (in test mode, the
      // stand-in keeping their list).
      const reported = await payments.listProviderRefunds({
        from: new Date(window.from.getTime() - PROVIDER_LEAD_MS),
        to: window.to,
      });
      const ours = await payments.findCardRefundsNamed(
        reported.flatMap((refund) => refund.receipt ?? []),
        reported.map((refund) => refund.providerRefundId),
      );
      return { checked: reported.length, findings: compareRefunds({ reported, ours }) };
    },
  };

  /** The comparisons each run makes, in order. */
  const comparers: Comparer[] = [paymentsComparer, refundsComparer, payoutsComparer];

  /** Mends what a missed event explains; answers the resolution, or null when a person must look. */
  const repair = async (fix: FindingRepair): Promise<ReconciliationResolution | null> => {
    try {
      if (fix.kind === 'confirm_payment') {
        await payments.confirmCaptured(fix.order, fix.providerPaymentId);
        return 'confirmed';
      }
      if (fix.kind === 'apply_refund') {
        return (await payments.applyProviderRefund(fix.reported)) ? 'settled' : null;
      }
      return (await payouts.applyProviderPayout(fix.reported)) ? 'settled' : null;
    } catch (error) {
      // A refusal (an order closed, paid by another payment) is for a person to look at.
      if (!(error instanceof AppError)) throw error;
      logger.warn({ err: error, repair: fix.kind }, 'reconciliation could not mend a finding');
      return null;
    }
  };

  /** Records one finding (mended, or open unless the same is open already); answers if new. */
  const record = async (draft: FindingDraft, runId: string) => {
    const resolution = draft.repair ? await repair(draft.repair) : null;
    const at = clock.now();
    const { repair: _repair, ...finding } = draft;
    const row = { ...finding, id: randomUUID(), runId, foundAt: at };
    if (!resolution) return repo.insertOpenFinding(db, { ...row, status: 'open' });
    const closedEarlier = await repo.resolveOpenFinding(db, {
      kind: draft.kind,
      providerReference: draft.providerReference,
      resolution,
      at,
    });
    if (closedEarlier) return false;
    await repo.insertFinding(db, { ...row, status: 'resolved', resolution, resolvedAt: at });
    return true;
  };

  /**
   * The job: once per 02:00 (the latest one due), claimed by inserting its run, so processes and
   * re-runs share it. The provider is read before anything is written; a failure to read gives
   * the moment back for the next beat.
   */
  const runDue = async (): Promise<number> => {
    const now = clock.now();
    const scheduledFor = latestDailyMoment(now, RUN_AT_HOUR);
    const last = await repo.findLastFinishedRun(db);
    const to = new Date(now.getTime() - SETTLING_MS);
    const from = last
      ? new Date(last.windowTo.getTime() - OVERLAP_MS)
      : new Date(to.getTime() - FIRST_WINDOW_MS);
    const run = await repo.claimRun(db, {
      id: randomUUID(),
      scheduledFor,
      windowFrom: from,
      windowTo: to,
      startedAt: now,
    });
    if (!run) return 0;
    let checks;
    try {
      checks = await Promise.all(
        comparers.map(async (comparer) => ({
          comparer,
          ...(await comparer.check({ from, to })),
        })),
      );
    } catch (error) {
      await repo.releaseRun(db, run.id);
      throw error;
    }
    const counts = { paymentsChecked: 0, refundsChecked: 0, payoutsChecked: 0 };
    let findings = 0;
    for (const { comparer, checked, findings: drafts } of checks) {
      counts[comparer.counts] += checked;
      for (const draft of drafts) if (await record(draft, run.id)) findings += 1;
    }
    await repo.finishRun(db, run.id, { ...counts, findings, finishedAt: clock.now() });
    if (findings > 0)
      logger.warn({ runId: run.id, findings }, 'reconciliation found disagreements');
    return 1;
  };

  const summary = async (): Promise<ReconciliationSummary> => {
    const since = new Date(clock.now().getTime() - FAILED_PAYOUTS_DAYS * 86_400_000);
    const [openFindings, moneyInTransit, cardRefundsInTransit, failedPayouts, last] =
      await Promise.all([
        repo.countOpenFindings(db),
        findPlatformBalance(db, 'payouts_in_transit'),
        findPlatformBalance(db, 'card_refunds_in_transit'),
        payouts.countFailedSince(since),
        repo.findLastFinishedRun(db),
      ]);
    return {
      openFindings,
      moneyInTransit,
      cardRefundsInTransit,
      failedPayouts,
      lastRunAt: last?.finishedAt?.toISOString() ?? null,
    };
  };

  return {
    runDue,
    summary,

    /** `GET /api/admin/reconciliation?status=`: the findings (open first) and the summary. */
    list: async ({ status, page, limit }: ListReconciliationQuery) => {
      const [{ rows, total }, figures] = await Promise.all([
        repo.listFindings(db, { status, page, limit }),
        summary(),
      ]);
      return {
        data: rows.map(toFinding),
        pagination: buildPagination(page, limit, total),
        summary: figures,
      };
    },

    /** `POST /api/admin/reconciliation/{id}/resolve`: an admin looked and closes an open finding. */
    resolve: async (id: string, note: string) => {
      const resolved = await repo.resolveFindingById(db, id, note, clock.now());
      if (resolved) return toFinding(resolved);
      const existing = await repo.findFindingById(db, id);
      if (!existing) throw notFound('Finding');
      throw new AppError('CONFLICT', { message: 'This finding is already resolved' });
    },
  };
};
export type ReconciliationService = ReturnType<typeof createReconciliationService>;
