import {
  buildPagination,
  depositSettlementProposalInputSchema,
  formatInr,
  ownerProposalDeadline,
  resolveDepositDisputeInputSchema,
  splitDeposit,
  tenantResponseDeadline,
  totalDeductions,
  type DepositDispute,
  type DepositSettlement,
  type DepositSettlementProposalInput,
} from '@nestly/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { BookingRow } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { getBusinessTimeZone } from '../../lib/clock';
import { parseInput } from '../../lib/validation';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { LedgerService } from '../ledger/index';
import * as repo from './repo';
import * as settlements from './deposit-settlements-repo';
import type { DepositSettlementRow } from './deposit-settlements-repo';
import {
  findDisputeView,
  listDisputeViews,
  type DisputeViewRow,
} from './deposit-disputes-views-repo';
import type { BookingTransitions } from './transitions';

/** The recurring job kinds of the settlement's deadlines (run after the stays complete). */
export const DEPOSIT_RECURRING_JOBS = {
  ownerDeadline: 'deposits.owner-deadline',
  tenantDeadline: 'deposits.tenant-deadline',
} as const;

type SettledBy = 'owner' | 'tenant' | 'owner_silence' | 'tenant_silence' | 'admin';

/** The settlement as the booking detail answers it (PRODUCT.md: status, deductions, amounts, deadline). */
export const toDepositSettlement = (
  row: DepositSettlementRow,
  deductions: { reason: string; amount: number }[],
): DepositSettlement => ({
  status: row.status,
  deductions,
  ownerAmount: row.ownerAmount ?? 0,
  // Until the owner proposes, silence returns everything: that is what the tenant would get.
  tenantAmount: row.tenantAmount ?? row.deposit,
  deadline:
    row.status === 'awaiting_owner'
      ? row.ownerDeadline.toISOString()
      : row.status === 'proposed'
        ? (row.tenantDeadline?.toISOString() ?? null)
        : null,
});

export const toDepositDispute = (view: DisputeViewRow): DepositDispute => ({
  id: view.dispute.id,
  bookingId: view.dispute.bookingId,
  bookingReference: view.bookingReference,
  propertyTitle: view.propertyTitle,
  tenant: view.tenant,
  owner: view.owner,
  deposit: view.deposit,
  deductions: view.deductions,
  proposedOwnerAmount: view.proposedOwnerAmount ?? 0,
  reason: view.dispute.reason,
  status: view.dispute.status,
  ownerAmount: view.dispute.ownerAmount,
  openedAt: view.dispute.openedAt.toISOString(),
  resolvedAt: view.dispute.resolvedAt?.toISOString() ?? null,
});

/** The settlement of a booking with its deductions, for the booking detail (null before the end). */
export const findDepositSettlement = async (db: DbOrTx, bookingId: string) => {
  const row = await settlements.findSettlement(db, bookingId);
  if (!row) return null;
  return toDepositSettlement(row, await settlements.listDeductions(db, bookingId));
};

const wrongState = (row: DepositSettlementRow, action: string) =>
  new AppError('INVALID_TRANSITION', {
    message: `The deposit settlement cannot be ${action}: ${
      {
        awaiting_owner: 'the owner has not proposed one yet',
        proposed: 'it is already proposed and waiting for the tenant',
        disputed: 'it is disputed and waiting for our team',
        settled: 'it is already settled',
      }[row.status]
    }`,
  });

/**
 * The move-out deposit settlement (PRODUCT.md "Long stays, month by month"; decision 027): the
 * owner proposes deductions within 7 days of the stay's end, the tenant accepts or disputes within
 * 7 days, silence moves it on (the deadline jobs), an admin decides a dispute. Each move is a
 * guarded UPDATE on the settlement's status in one transaction with its ledger posting and notices,
 * so two answers at once move money once.
 */
export const createDepositSettlements = (
  deps: AppDeps & Notifying,
  ledger: LedgerService,
  { stayOf }: Pick<BookingTransitions, 'stayOf'>,
) => {
  const { db, clock, notifications } = deps;

  /** The booking of a party (404 for anyone else's), with its settlement (409 before the end). */
  const loadForParty = async (
    tx: DbOrTx,
    bookingId: string,
    party: { id: string; side: 'user' | 'owner' },
  ) => {
    const booking = await repo.findBookingById(tx, bookingId);
    const partyId = booking && (party.side === 'user' ? booking.userId : booking.ownerId);
    if (!booking || partyId !== party.id) throw notFound('Booking');
    const settlement = await settlements.findSettlement(tx, bookingId);
    if (!settlement)
      throw new AppError('INVALID_TRANSITION', {
        message: 'The deposit is settled after the stay ends: this stay has not ended yet',
      });
    return { booking, settlement };
  };

  /** Pays out a settlement just moved to `settled`, links its posting, and tells both sides. */
  const payOut = async (tx: Tx, booking: BookingRow, row: DepositSettlementRow, by: SettledBy) => {
    const ownerAmount = row.ownerAmount ?? 0;
    const posted = await ledger.settleDeposit(tx, booking, { ownerAmount, at: clock.now() });
    if (posted) await settlements.setSettlementTransaction(tx, booking.id, posted.transactionId);
    await notifications.raise(tx, {
      type: 'deposit_settled',
      stay: await stayOf(tx, booking),
      ownerAmount,
      tenantAmount: row.deposit - ownerAmount,
      settledBy: by,
    });
  };

  /** Moves `from` → settled with `ownerAmount` kept; null when it had moved on meanwhile. */
  const settle = async (
    tx: Tx,
    booking: BookingRow,
    from: DepositSettlementRow['status'],
    ownerAmount: number,
    by: SettledBy,
  ) => {
    const now = clock.now();
    const split = splitDeposit(booking.deposit, ownerAmount);
    const settled = await settlements.moveSettlement(tx, booking.id, from, {
      status: 'settled',
      ...split,
      settledAt: now,
      settledBy: by,
      updatedAt: now,
    });
    if (settled) await payOut(tx, booking, settled, by);
    return settled;
  };

  const answer = async (tx: DbOrTx, row: DepositSettlementRow) =>
    toDepositSettlement(row, await settlements.listDeductions(tx, row.bookingId));

  /** Runs a deadline: every settlement still `status` past it settles as silence says. */
  const runDeadline = async (status: 'awaiting_owner' | 'proposed', batchSize: number) => {
    let handled = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const due = await settlements.claimPastDeadline(tx, status, clock.now(), batchSize);
        for (const row of due) {
          const booking = await repo.findBookingById(tx, row.bookingId);
          if (!booking) continue;
          if (status === 'awaiting_owner') await settle(tx, booking, status, 0, 'owner_silence');
          else await settle(tx, booking, status, row.ownerAmount ?? 0, 'tenant_silence');
        }
        return due.length;
      });
      handled += claimed;
      if (claimed < batchSize) return handled;
    }
  };

  return {
    /**
     * A stay just completed (in the completion's transaction): its deposit waits for the owner's
     * proposal until the owner's deadline. Answers the deadline (the notices tell it).
     */
    openDepositSettlement: async (tx: Tx, booking: BookingRow) => {
      const now = clock.now();
      const ownerDeadline = ownerProposalDeadline(booking.endDate, getBusinessTimeZone());
      await settlements.insertSettlement(tx, {
        bookingId: booking.id,
        deposit: booking.deposit,
        status: 'awaiting_owner',
        ownerDeadline,
        createdAt: now,
        updatedAt: now,
      });
      return ownerDeadline;
    },

    /**
     * POST /api/owner/bookings/{id}/deposit-settlement. No deductions returns the whole deposit at
     * once (nothing for the tenant to answer); otherwise the proposal waits for the tenant.
     */
    proposeDepositSettlement: async (
      ownerId: string,
      bookingId: string,
      input: DepositSettlementProposalInput,
    ) =>
      db.transaction(async (tx) => {
        const { booking, settlement } = await loadForParty(tx, bookingId, {
          id: ownerId,
          side: 'owner',
        });
        const { deductions } = parseInput(
          depositSettlementProposalInputSchema(settlement.deposit),
          input,
        );
        if (deductions.length === 0) {
          const settled = await settle(tx, booking, 'awaiting_owner', 0, 'owner');
          if (!settled) throw wrongState(settlement, 'proposed');
          return {
            message: `The whole deposit of ${formatInr(settlement.deposit)} was returned to the tenant`,
            depositSettlement: await answer(tx, settled),
          };
        }
        const now = clock.now();
        const ownerAmount = totalDeductions(deductions);
        const tenantDeadline = tenantResponseDeadline(now, getBusinessTimeZone());
        const proposed = await settlements.moveSettlement(tx, bookingId, 'awaiting_owner', {
          status: 'proposed',
          proposedAt: now,
          tenantDeadline,
          ...splitDeposit(settlement.deposit, ownerAmount),
          updatedAt: now,
        });
        if (!proposed) throw wrongState(settlement, 'proposed');
        await settlements.insertDeductions(tx, bookingId, deductions);
        await notifications.raise(tx, {
          type: 'deposit_settlement_proposed',
          stay: await stayOf(tx, booking),
          deposit: settlement.deposit,
          ownerAmount,
          tenantDeadline,
        });
        return {
          message: `Proposed: you keep ${formatInr(ownerAmount)}, ${formatInr(settlement.deposit - ownerAmount)} goes back to the tenant once they accept (or after 7 days)`,
          depositSettlement: await answer(tx, proposed),
        };
      }),

    /** POST /api/user/bookings/{id}/deposit-settlement/accept: settles as proposed. */
    acceptDepositSettlement: async (userId: string, bookingId: string) =>
      db.transaction(async (tx) => {
        const { booking, settlement } = await loadForParty(tx, bookingId, {
          id: userId,
          side: 'user',
        });
        if (settlement.status !== 'proposed') throw wrongState(settlement, 'accepted');
        const settled = await settle(
          tx,
          booking,
          'proposed',
          settlement.ownerAmount ?? 0,
          'tenant',
        );
        // Another answer (a second accept, the deadline job) moved it first: read what it is now.
        if (!settled)
          throw wrongState(
            (await settlements.findSettlement(tx, bookingId)) ?? settlement,
            'accepted',
          );
        return {
          message: `Accepted: ${formatInr(settled.tenantAmount ?? 0)} was returned to your wallet`,
          depositSettlement: await answer(tx, settled),
        };
      }),

    /** POST /api/user/bookings/{id}/deposit-settlement/dispute: an admin will decide. */
    disputeDepositSettlement: async (userId: string, bookingId: string, reason: string) =>
      db.transaction(async (tx) => {
        const { booking, settlement } = await loadForParty(tx, bookingId, {
          id: userId,
          side: 'user',
        });
        if (settlement.status !== 'proposed') throw wrongState(settlement, 'disputed');
        const now = clock.now();
        const disputed = await settlements.moveSettlement(tx, bookingId, 'proposed', {
          status: 'disputed',
          updatedAt: now,
        });
        if (!disputed)
          throw wrongState(
            (await settlements.findSettlement(tx, bookingId)) ?? settlement,
            'disputed',
          );
        await settlements.insertDispute(tx, { bookingId, reason, openedAt: now, status: 'open' });
        await notifications.raise(tx, {
          type: 'deposit_settlement_disputed',
          stay: await stayOf(tx, booking),
          reason,
        });
        return {
          message: 'Disputed: our team will look at it and decide how the deposit is divided',
          depositSettlement: await answer(tx, disputed),
        };
      }),

    /** GET /api/admin/deposit-disputes (list shape). */
    listDepositDisputes: async (
      filter: { status?: 'open' | 'resolved' },
      page: number,
      limit: number,
    ) => {
      const { rows, total } = await listDisputeViews(db, filter, page, limit);
      return { data: rows.map(toDepositDispute), pagination: buildPagination(page, limit, total) };
    },

    /** POST /api/admin/deposit-disputes/{id}/resolve: what the owner keeps, 0..deposit. */
    resolveDepositDispute: async (
      adminId: string,
      disputeId: string,
      input: { ownerAmount: number },
    ) =>
      db.transaction(async (tx) => {
        const dispute = await settlements.findDispute(tx, disputeId);
        if (!dispute) throw notFound('Dispute');
        const settlement = await settlements.findSettlement(tx, dispute.bookingId);
        const booking = await repo.findBookingById(tx, dispute.bookingId);
        if (!settlement || !booking) throw notFound('Dispute');
        const { ownerAmount } = parseInput(
          resolveDepositDisputeInputSchema(settlement.deposit),
          input,
        );
        const now = clock.now();
        const resolved = await settlements.resolveDispute(tx, disputeId, {
          ownerAmount,
          resolvedBy: adminId,
          resolvedAt: now,
        });
        if (!resolved)
          throw new AppError('INVALID_TRANSITION', { message: 'This dispute is already resolved' });
        const settled = await settle(tx, booking, 'disputed', ownerAmount, 'admin');
        if (!settled) throw wrongState(settlement, 'decided');
        const view = await findDisputeView(tx, disputeId);
        return {
          message: `Resolved: the owner keeps ${formatInr(ownerAmount)}, ${formatInr(settlement.deposit - ownerAmount)} went back to the tenant`,
          dispute: toDepositDispute(view!),
        };
      }),

    /** deposits.owner-deadline: no proposal in 7 days returns the whole deposit. */
    settleOwnerSilence: (batchSize = 50) => runDeadline('awaiting_owner', batchSize),
    /** deposits.tenant-deadline: no answer in 7 days accepts the proposal. */
    settleTenantSilence: (batchSize = 50) => runDeadline('proposed', batchSize),
  };
};
export type DepositSettlements = ReturnType<typeof createDepositSettlements>;
