import { randomUUID } from 'node:crypto';
import {
  buildPagination,
  describePayoutDestination,
  lastFourDigits,
  MIN_WITHDRAWAL,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_INTERVAL_SECONDS,
  OTP_TTL_MINUTES,
  PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS,
  type AdminPayout,
  type ListAdminPayoutsQuery,
  type Payout,
  type PayoutAccount,
  type PayoutStatus,
  type SetPayoutAccountInput,
  type WithdrawInput,
} from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { afterCommit } from '../../db/after-commit';
import type { Tx } from '../../db/client';
import type { PayoutAccountRow, PayoutRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { createFieldCipher, parseKeyRing } from '../../lib/field-encryption';
import {
  parseMoneyOutEvent,
  ProviderError,
  type FundAccountDetails,
  type FundAccountValidation,
  type PayoutsProvider,
  type ProviderPayout,
  type ProviderPayoutStatus,
} from '../../lib/payouts-provider';
import type { RateLimitName } from '../../lib/rate-limits';
import { resolvePayoutEncryptionKeys } from '../../lib/secrets';
import { isoWeekOf, latestMondayMoment } from '../../lib/business-schedule';
import { runIdempotently } from '../../idempotency/store';
import { findWalletSplit } from '../ledger/index';
import { generateOneTimeCode, safeEqualHex, verifyPassword } from '../../lib/security';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../../jobs/mail';
import type { Mail } from '../../lib/mailer';
import {
  consumeCode,
  countCodeAttempt,
  findLatestCode,
  findLiveAccountById,
  replaceCode,
} from '../auth/index';
import type { LedgerService } from '../ledger/index';
import type { NotificationsService } from '../notifications/index';
import * as repo from './repo';

const CODE_PURPOSE = 'payout_account_change';

const payoutCodeMail = (to: string, name: string, code: string): Mail => ({
  to,
  subject: `${code} is your code to change your Nestly payout account`,
  text: `Hello ${name},\n\nYour code to confirm a new payout account is ${code}. It works for ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask to change where your money is paid, ignore this e-mail and change your password.`,
  html: `<p>Hello ${escapeHtml(name)},</p><p>Your code to confirm a new payout account is <strong>${code}</strong>. It works for ${OTP_TTL_MINUTES} minutes.</p><p>If you did not ask to change where your money is paid, ignore this e-mail and change your password.</p>`,
});

/** The recurring job of weekly automatic payouts (owners who asked for them), Mondays 09:00. */
export const WEEKLY_JOB = 'payouts.weekly';
const WEEKLY_PAYOUT_HOUR = 9;

/** The durable job that hands a payout to the provider (from its `not_before`). */
export const SUBMIT_JOB = 'payouts.submit';
/** Attempts at the provider before a payout that cannot be handed over fails and comes back. */
const SUBMIT_MAX_ATTEMPTS = 8;

const ACCOUNT_CHANGED_REASON =
  'Your payout account changed before this payout left; the money is back in your wallet.';
const PROVIDER_REFUSED_REASON = 'The payout could not be sent; the money is back in your wallet.';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller as the routes know them: only users and owners have wallets to pay out. */
export interface PayoutPerson {
  id: string;
  role: 'user' | 'owner';
}

const confirmationFailed = (field: 'password' | 'code', message: string) =>
  new AppError('PAYOUT_CONFIRMATION_FAILED', { message, details: [{ field, message }] });

const destinationOf = (row: PayoutAccountRow) =>
  row.method === 'bank_account'
    ? describePayoutDestination({
        method: 'bank_account',
        accountNumberLast4: row.accountNumberLast4 ?? '',
        ifsc: row.ifsc ?? '',
      })
    : describePayoutDestination({ method: 'upi', vpa: row.vpa ?? '' });

export const toPayout = (row: PayoutRow): Payout => ({
  id: row.id,
  amount: row.amount,
  status: row.status,
  destination: row.destination,
  utr: row.utr,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The account as answered: the last four digits, never the number. */
const toPayoutAccount = (row: PayoutAccountRow, now: Date): PayoutAccount => {
  const common = {
    accountHolder: row.accountHolder,
    status: row.status,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    autoPayout: row.autoPayout,
    payoutsHeldUntil:
      row.payoutsHeldUntil && row.payoutsHeldUntil > now
        ? row.payoutsHeldUntil.toISOString()
        : null,
  };
  return row.method === 'bank_account'
    ? {
        method: 'bank_account',
        accountNumberLast4: row.accountNumberLast4 ?? '',
        ifsc: row.ifsc ?? '',
        ...common,
      }
    : { method: 'upi', vpa: row.vpa ?? '', ifsc: null, ...common };
};

/**
 * Money out (PRODUCT.md "Money out", decision 028): payout accounts, withdrawals through the
 * ledger's intents, their submission to the provider by durable jobs, and the provider's webhook,
 * which settles or returns them once per event.
 */
export const createPayoutsService = (
  deps: AppDeps,
  {
    ledger,
    notifications,
    provider,
  }: { ledger: LedgerService; notifications: NotificationsService; provider: PayoutsProvider },
) => {
  const { db, clock, jobs, metrics, env, tokens, rateLimits } = deps;
  const cipher = createFieldCipher(
    parseKeyRing(resolvePayoutEncryptionKeys(env.PAYOUT_ENCRYPTION_KEYS, env.DATA_DIR)),
  );

  /**
   * The password, or the code mailed by `requestCode` (accounts without a password), that
   * confirms a change of where money goes. A code is 6 digits, lives 10 minutes, allows 5 tries
   * and is used once.
   */
  const checkConfirmation = async (personId: string, input: SetPayoutAccountInput) => {
    const account = await findLiveAccountById(db, personId);
    if (input.password === undefined) {
      const now = clock.now();
      const latest = await findLatestCode(db, personId, CODE_PURPOSE);
      const live = latest && !latest.consumedAt && latest.expiresAt > now ? latest : null;
      const code = input.code ?? '';
      if (
        !live ||
        !safeEqualHex(tokens.hashOneTimeCode(personId, CODE_PURPOSE, code), live.codeHash)
      ) {
        if (live && (await countCodeAttempt(db, live.id)) >= OTP_MAX_ATTEMPTS) {
          await consumeCode(db, live.id, now);
        }
        throw confirmationFailed(
          'code',
          'That code is not valid or has expired. Ask for a new one.',
        );
      }
      await consumeCode(db, live.id, now);
      return;
    }
    if (!account?.passwordHash) {
      throw confirmationFailed(
        'password',
        'Your account has no password: set one from "Forgot password" to change your payout account.',
      );
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      throw confirmationFailed('password', 'That is not your password');
    }
  };

  const validate = async (
    person: PayoutPerson,
    details: FundAccountDetails,
  ): Promise<FundAccountValidation> => {
    try {
      return await provider.validateFundAccount({
        details,
        reference: person.id,
        contactType: person.role === 'owner' ? 'vendor' : 'customer',
      });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.retryable) {
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'The bank could not be reached to check this account. Try again in a minute.',
          headers: { 'Retry-After': '30' },
        });
      }
      const field = details.method === 'bank_account' ? 'accountNumber' : 'vpa';
      throw new AppError('VALIDATION_ERROR', {
        message: error.message,
        details: [{ field, message: error.message }],
      });
    }
  };

  /**
   * A payout's transition, inside the caller's transaction with the payout row locked:
   * processing → processed | failed | reversed, processed → reversed; anything else changes
   * nothing (answers false). The ledger moves, the row changes and a notice is raised together.
   */
  const settle = async (
    tx: Tx,
    payout: PayoutRow,
    outcome: {
      status: Exclude<ProviderPayoutStatus, 'processing'>;
      utr: string | null;
      failureReason: string | null;
      providerPayoutId: string | null;
    },
  ) => {
    const to = outcome.status;
    const allowed =
      payout.status === 'processing' || (payout.status === 'processed' && to === 'reversed');
    if (!allowed) return false;
    const at = clock.now();
    if (to === 'processed') {
      await ledger.settlePayout(tx, { amount: payout.amount, at });
    } else {
      await ledger.returnPayout(tx, {
        holderId: payout.accountId,
        amount: payout.amount,
        from: payout.status === 'processed' ? 'paid_out' : 'payouts_in_transit',
        at,
      });
    }
    const failureReason =
      to === 'processed' ? null : (outcome.failureReason ?? PROVIDER_REFUSED_REASON);
    const updated = await repo.updatePayout(tx, payout.id, {
      status: to,
      utr: outcome.utr ?? payout.utr,
      failureReason,
      providerPayoutId: payout.providerPayoutId ?? outcome.providerPayoutId,
      updatedAt: at,
    });
    const person = await findLiveAccountById(tx, payout.accountId);
    if (person && (person.role === 'user' || person.role === 'owner')) {
      await notifications.raise(tx, {
        type:
          to === 'processed'
            ? 'payout_processed'
            : to === 'reversed'
              ? 'payout_reversed'
              : 'payout_failed',
        recipientId: person.id,
        role: person.role,
        amount: updated.amount,
        destination: updated.destination,
        utr: updated.utr,
        failureReason,
      });
    }
    afterCommit(tx, () => metrics.payoutSettled(to));
    return true;
  };

  /** Fails a payout still processing and credits its money back (its own transaction). */
  const failPayout = (payoutId: string, failureReason: string) =>
    db.transaction(async (tx) => {
      const payout = await repo.findPayoutById(tx, payoutId, { lock: true });
      if (!payout || payout.status !== 'processing') return;
      await settle(tx, payout, {
        status: 'failed',
        utr: null,
        failureReason,
        providerPayoutId: null,
      });
    });

  /** The payout the provider names (by our reference, else its id), locked. */
  const findReported = async (
    tx: Tx,
    reported: { reference: string | null; providerPayoutId: string },
  ) =>
    (reported.reference && UUID_PATTERN.test(reported.reference)
      ? await repo.findPayoutById(tx, reported.reference, { lock: true })
      : null) ?? (await repo.findPayoutByProviderId(tx, reported.providerPayoutId));

  /**
   * A withdrawal, inside the transaction that claims its Idempotency-Key: a verified account,
   * the ledger's `payOut` (available money only; 409 naming what is available), the payout row,
   * and its submission job from `not_before` (the hold after an account change).
   */
  const withdraw = async (
    tx: Tx,
    person: PayoutPerson,
    input: WithdrawInput,
    { automatic = false }: { automatic?: boolean } = {},
  ): Promise<Payout> => {
    const account = await repo.findCurrentPayoutAccount(tx, person.id);
    if (!account) {
      const message = 'Add a payout account (bank account or UPI) before you withdraw';
      throw new AppError('PAYOUT_ACCOUNT_REQUIRED', {
        message,
        details: [{ field: 'payoutAccount', message }],
      });
    }
    if (account.status !== 'verified') {
      const message =
        'Your payout account could not be verified by the bank: add a verified account first';
      throw new AppError('PAYOUT_ACCOUNT_NOT_VERIFIED', {
        message,
        details: [{ field: 'payoutAccount', message }],
      });
    }
    const now = clock.now();
    await ledger.payOut(tx, { holderId: person.id, amount: input.amount, at: now });
    const notBefore =
      account.payoutsHeldUntil && account.payoutsHeldUntil > now ? account.payoutsHeldUntil : now;
    const payout = await repo.insertPayout(tx, {
      id: randomUUID(),
      accountId: person.id,
      payoutAccountId: account.id,
      amount: input.amount,
      status: 'processing',
      destination: destinationOf(account),
      automatic,
      notBefore,
      createdAt: now,
      updatedAt: now,
    });
    await jobs.enqueue(
      tx,
      SUBMIT_JOB,
      { payoutId: payout.id },
      { runAt: notBefore, maxAttempts: SUBMIT_MAX_ATTEMPTS },
    );
    afterCommit(tx, () => void jobs.kick());
    return toPayout(payout);
  };

  const service = {
    /**
     * `POST /api/{user|owner}/payout-account/code`: mails a code that confirms a new payout
     * account (for people who sign in with Google and have no password). One a minute.
     */
    requestCode: async (personId: string) => {
      const account = await findLiveAccountById(db, personId);
      if (!account) return;
      const now = clock.now();
      const latest = await findLatestCode(db, personId, CODE_PURPOSE);
      if (
        latest &&
        now.getTime() - latest.createdAt.getTime() < OTP_RESEND_INTERVAL_SECONDS * 1000
      ) {
        throw new AppError('RATE_LIMITED', {
          message: 'A code was sent less than a minute ago. Check your e-mail, or try again soon.',
          headers: { 'Retry-After': String(OTP_RESEND_INTERVAL_SECONDS) },
        });
      }
      const code = generateOneTimeCode();
      await db.transaction(async (tx) => {
        await replaceCode(tx, {
          accountId: personId,
          purpose: CODE_PURPOSE,
          codeHash: tokens.hashOneTimeCode(personId, CODE_PURPOSE, code),
          expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000),
          createdAt: now,
        });
        await enqueueMail(jobs, tx, payoutCodeMail(account.email, account.name, code));
      });
      jobs.kick();
    },

    getAccount: async (personId: string) => {
      const row = await repo.findCurrentPayoutAccount(db, personId);
      return row ? toPayoutAccount(row, clock.now()) : null;
    },

    /**
     * A new payout account: the password first (403), then the provider's penny drop (outside any
     * transaction: a network call), then one transaction writes the new row (verified or failed,
     * as the provider said), marks the old one replaced, holds payouts to a replacement for 24
     * hours, and raises the notice that e-mails the person.
     */
    setAccount: async (person: PayoutPerson, input: SetPayoutAccountInput) => {
      if (input.autoPayout !== undefined && person.role !== 'owner') {
        const message = 'Weekly automatic payouts are for owners';
        throw new AppError('VALIDATION_ERROR', {
          message,
          details: [{ field: 'autoPayout', message }],
        });
      }
      // Like sign-in: wrong passwords or codes are counted, and a spent budget is a 429.
      const budget: [RateLimitName, string][] = [
        ['payoutConfirmationFailuresByAccount', person.id],
      ];
      await rateLimits.assertNotLimited(budget);
      try {
        await checkConfirmation(person.id, input);
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYOUT_CONFIRMATION_FAILED') {
          await rateLimits.recordFailure(budget);
        }
        throw error;
      }
      await rateLimits.reset(budget);
      const details: FundAccountDetails =
        input.method === 'bank_account'
          ? {
              method: 'bank_account',
              accountHolder: input.accountHolder,
              accountNumber: input.accountNumber,
              ifsc: input.ifsc,
            }
          : { method: 'upi', accountHolder: input.accountHolder, vpa: input.vpa };
      const validation = await validate(person, details);
      try {
        const row = await db.transaction(async (tx) => {
          const now = clock.now();
          const previous = await repo.findCurrentPayoutAccount(tx, person.id, { lock: true });
          if (previous) await repo.markPayoutAccountReplaced(tx, previous.id, now);
          const id = randomUUID();
          const autoPayout = input.autoPayout ?? previous?.autoPayout ?? false;
          const encrypted =
            details.method === 'bank_account'
              ? cipher.encrypt(details.accountNumber, `payout_account:${id}`)
              : null;
          const inserted = await repo.insertPayoutAccount(tx, {
            id,
            accountId: person.id,
            method: details.method,
            accountHolder: details.accountHolder,
            accountNumberCiphertext: encrypted?.ciphertext ?? null,
            accountNumberKeyId: encrypted?.keyId ?? null,
            accountNumberLast4:
              details.method === 'bank_account' ? lastFourDigits(details.accountNumber) : null,
            ifsc: details.method === 'bank_account' ? details.ifsc : null,
            vpa: details.method === 'upi' ? details.vpa : null,
            providerContactId: validation.providerContactId,
            providerFundAccountId: validation.providerFundAccountId,
            status: validation.status,
            failureReason: validation.failureReason,
            registeredName: validation.registeredName,
            verifiedAt: validation.status === 'verified' ? now : null,
            autoPayout,
            autoPayoutSince: autoPayout ? (previous?.autoPayoutSince ?? now) : null,
            // The first account is not held; a replacement is, so a taken-over session cannot
            // redirect money at once.
            payoutsHeldUntil: previous
              ? new Date(now.getTime() + PAYOUT_ACCOUNT_CHANGE_HOLD_HOURS * 3_600_000)
              : null,
            createdAt: now,
          });
          await notifications.raise(tx, {
            type: 'payout_account_changed',
            recipientId: person.id,
            role: person.role,
            destination: destinationOf(inserted),
            status: inserted.status,
          });
          return inserted;
        });
        return toPayoutAccount(row, clock.now());
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('CONFLICT', {
          message: 'Your payout account was changed at the same moment. Reload and try again.',
        });
      }
    },

    /**
     * `PATCH /api/owner/payout-account` `{ autoPayout }`: weekly automatic payouts on or off, on
     * the current account, without a new check by the bank (decision 028).
     */
    setAutoPayout: async (ownerId: string, autoPayout: boolean) => {
      const row = await repo.setAutoPayout(db, ownerId, autoPayout, clock.now());
      if (!row) {
        const message = 'Add a payout account (bank account or UPI) first';
        throw new AppError('PAYOUT_ACCOUNT_REQUIRED', {
          message,
          details: [{ field: 'payoutAccount', message }],
        });
      }
      return toPayoutAccount(row, clock.now());
    },

    /**
     * The job `payouts.weekly` (decision 028): from Monday 09:00 in BUSINESS_TIME_ZONE, each owner
     * with weekly payouts on, a verified account and ₹100 or more available is paid all of it,
     * `automatic`, under the Idempotency-Key `auto:<ISO week>`: processes running it together pay
     * once, and an owner already paid automatically since that Monday is not paid again that
     * week (the key itself is kept only 24 hours). Answers how many were paid.
     */
    payWeekly: async (): Promise<number> => {
      const { day, at } = latestMondayMoment(clock.now(), WEEKLY_PAYOUT_HOUR);
      const key = `auto:${isoWeekOf(day)}`;
      const owners = await repo.listWeeklyPayoutCandidates(db, at);
      let paid = 0;
      for (const ownerId of owners) {
        const { available } = await findWalletSplit(db, ownerId);
        if (available < MIN_WITHDRAWAL) continue;
        const outcome = await runIdempotently(
          db,
          clock,
          { accountId: ownerId, key, requestHash: WEEKLY_JOB },
          async (tx) => {
            const { available: now } = await findWalletSplit(tx, ownerId);
            return {
              statusCode: 201,
              body: {
                data: await withdraw(
                  tx,
                  { id: ownerId, role: 'owner' },
                  { amount: now },
                  { automatic: true },
                ),
              },
            };
          },
        ).catch((error: unknown) => {
          deps.logger.error({ err: error, ownerId }, 'weekly payout failed');
          return null;
        });
        if (outcome?.kind === 'fresh') paid += 1;
      }
      return paid;
    },

    withdraw,

    listMine: async (personId: string, page: number, limit: number) => {
      const { rows, total } = await repo.listPayoutsOf(db, personId, page, limit);
      return { data: rows.map(toPayout), pagination: buildPagination(page, limit, total) };
    },

    listAll: async ({ status, page, limit }: ListAdminPayoutsQuery) => {
      const { rows, total } = await repo.listAllPayouts(db, { status, page, limit });
      return {
        data: rows.map(({ payout, account }): AdminPayout => ({
          ...toPayout(payout),
          account: { ...account, role: account.role as 'user' | 'owner' },
          providerPayoutId: payout.providerPayoutId,
          automatic: payout.automatic,
        })),
        pagination: buildPagination(page, limit, total),
      };
    },

    /**
     * The job `payouts.submit`: hands a payout to the provider with its own id as the idempotency
     * key (a retry never pays twice). A payout whose account was replaced before it left fails
     * and comes back; a refusal the provider will repeat fails it; anything else is retried.
     */
    submit: async (payoutId: string, attempt: number) => {
      const payout = await repo.findPayoutById(db, payoutId);
      if (!payout || payout.status !== 'processing' || payout.providerPayoutId) return;
      const account = await repo.findPayoutAccountById(db, payout.payoutAccountId);
      if (!account?.providerFundAccountId || account.replacedAt) {
        await failPayout(payout.id, ACCOUNT_CHANGED_REASON);
        return;
      }
      await repo.countSubmitAttempt(db, payout.id);
      let answer;
      try {
        answer = await provider.createPayout({
          idempotencyKey: payout.id,
          providerFundAccountId: account.providerFundAccountId,
          method: account.method,
          amount: payout.amount,
          reference: payout.id,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        if (error.retryable && attempt < SUBMIT_MAX_ATTEMPTS) throw error;
        await failPayout(payout.id, PROVIDER_REFUSED_REASON);
        return;
      }
      await db.transaction(async (tx) => {
        const current = await repo.findPayoutById(tx, payout.id, { lock: true });
        if (!current) return;
        const now = clock.now();
        const submitted = current.providerPayoutId
          ? current
          : await repo.updatePayout(tx, current.id, {
              providerPayoutId: answer.providerPayoutId,
              submittedAt: now,
              updatedAt: now,
            });
        // A provider that answers with the final state at once (an instant failure) settles here.
        if (answer.status !== 'processing') {
          await settle(tx, submitted, { ...answer, status: answer.status });
        }
      });
    },

    /** The provider's own records (reconciliation lists its payouts and captured payments). */
    provider,

    /**
     * Reconciliation's "payout_status_mismatch" (decision 028): the provider reports a final
     * state our payout never heard of (a missed webhook); applies it through the same transition
     * as the webhook. Answers whether anything changed.
     */
    applyProviderPayout: (reported: ProviderPayout) =>
      db.transaction(async (tx) => {
        const payout = await findReported(tx, reported);
        if (!payout || reported.status === 'processing') return false;
        return settle(tx, payout, {
          status: reported.status,
          utr: reported.utr,
          failureReason: reported.failureReason,
          providerPayoutId: reported.providerPayoutId,
        });
      }),

    /** Reconciliation: our payouts the provider names, by our reference or its id. */
    findPayoutsNamed: (references: string[], providerPayoutIds: string[]) =>
      repo.findPayoutsNamed(
        db,
        references.filter((reference) => UUID_PATTERN.test(reference)),
        providerPayoutIds,
      ),

    /** Reconciliation: payouts handed to the provider within the window. */
    listSubmittedBetween: (from: Date, to: Date) => repo.listPayoutsSubmittedBetween(db, from, to),

    /** The admin's figures: payouts that failed or were reversed since then, and their money. */
    countFailedSince: (since: Date) => repo.countFailedPayoutsSince(db, since),

    /**
     * `POST /api/payments/razorpayx/webhook`, and the test-mode stand-in's deliveries: the
     * signature over the raw body (403), the event id (400 without), then one transaction records
     * the event (a replay stops here), locks the payout and applies the transition.
     */
    receiveWebhook: async ({
      rawBody,
      signature,
      eventId,
    }: {
      rawBody: string;
      signature: unknown;
      eventId: unknown;
    }): Promise<string> => {
      if (
        typeof signature !== 'string' ||
        !provider.isValidPayoutWebhookSignature(rawBody, signature)
      ) {
        throw new AppError('FORBIDDEN', { message: 'Invalid webhook signature' });
      }
      if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 200) {
        const message = 'The X-Razorpay-Event-Id header is missing';
        throw new AppError('VALIDATION_ERROR', {
          message,
          details: [{ field: 'X-Razorpay-Event-Id', message }],
        });
      }
      let event;
      try {
        event = parseMoneyOutEvent(eventId, JSON.parse(rawBody));
      } catch {
        throw new AppError('VALIDATION_ERROR', { message: 'Malformed webhook payload' });
      }
      if (
        event.type !== 'payout.processed' &&
        event.type !== 'payout.failed' &&
        event.type !== 'payout.reversed'
      ) {
        return 'ignored';
      }
      const { payout: reported } = event;
      const status: Exclude<PayoutStatus, 'processing'> =
        event.type === 'payout.processed'
          ? 'processed'
          : event.type === 'payout.failed'
            ? 'failed'
            : 'reversed';
      return db.transaction(async (tx) => {
        const fresh = await repo.recordWebhookEvent(tx, {
          provider: 'razorpayx',
          eventId,
          event: event.type,
          receivedAt: clock.now(),
        });
        if (!fresh) return 'already handled';
        const payout = await findReported(tx, reported);
        if (!payout) return 'ignored: unknown payout';
        const applied = await settle(tx, payout, {
          status,
          utr: reported.utr,
          failureReason: reported.failureReason,
          providerPayoutId: reported.providerPayoutId,
        });
        return applied ? status : 'ignored: no change';
      });
    },
  };
  return service;
};
export type PayoutsService = ReturnType<typeof createPayoutsService>;
