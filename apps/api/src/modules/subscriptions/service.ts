import {
  PLANS,
  PLAN_DURATION_DAYS,
  findPlan,
  type CurrentSubscription,
  type Plan,
  type SubscribeInput,
} from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import type { AuthenticatedAccount } from '../auth/service';
import type { PaymentsService } from '../payments/service';
import * as repo from './repo';
import type { SubscriptionRow } from './repo';

const DAY_MS = 86_400_000;

export const toPlan = (plan: (typeof PLANS)[number]): Plan => ({
  ...plan,
  durationDays: PLAN_DURATION_DAYS,
});

/** Owners hear this many days before their plan (their last one) ends. */
const PLAN_REMINDER_DAYS = 3;

export const createSubscriptionsService = (deps: AppDeps, payments: PaymentsService) => {
  const { db, clock, notifications } = deps;

  const toCurrent = (row: SubscriptionRow): CurrentSubscription => ({
    planName: row.planName as CurrentSubscription['planName'],
    allowedProperties: row.allowedProperties,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    isActive: row.endsAt > clock.now(),
  });

  const requireApprovedOwner = (caller: AuthenticatedAccount) => {
    if (caller.approvalStatus !== 'approved') {
      throw new AppError('OWNER_NOT_APPROVED', {
        message:
          'Your owner account is waiting for approval. You can buy a plan once an admin approves it.',
      });
    }
  };

  // A verified plan payment starts 30 days after the current plan ends (or now, if none is active).
  payments.registerHandler('subscription', async (tx, order, afterCommit) => {
    const plan = findPlan(order.reference);
    if (!plan) throw new Error(`unknown plan in paid order ${order.id}`);
    await repo.lockOwner(tx, order.accountId);
    const latest = await repo.findLatestSubscription(tx, order.accountId);
    const now = clock.now();
    const startsAt = latest && latest.endsAt > now ? latest.endsAt : now;
    const endsAt = new Date(startsAt.getTime() + PLAN_DURATION_DAYS * DAY_MS);
    const subscription = await repo.insertSubscription(tx, {
      ownerId: order.accountId,
      planName: plan.name,
      allowedProperties: plan.allowedProperties,
      price: plan.price,
      startsAt,
      endsAt,
      paymentOrderId: order.id,
      createdAt: now,
    });
    // Whether the browser's verify or the webhook confirmed it, the owner hears once.
    const notices = await notifications.raise(
      tx,
      {
        type: 'plan_bought',
        ownerId: order.accountId,
        subscriptionId: subscription.id,
        planName: plan.name,
        endsAt,
      },
      { actorId: order.accountId },
    );
    afterCommit(async () => notifications.publish(notices));
  });

  return {
    /** The running plan, or else the last one (ended), so the owner sees when it ran out. */
    getStatus: async (ownerId: string) => {
      const [running, latest, usedProperties] = await Promise.all([
        repo.findRunningSubscription(db, ownerId, clock.now()),
        repo.findLatestSubscription(db, ownerId),
        repo.countOwnerProperties(db, ownerId),
      ]);
      const shown = running ?? latest;
      return {
        plans: PLANS.map(toPlan),
        current: shown ? toCurrent(shown) : null,
        paidUntil: latest && latest.endsAt > clock.now() ? latest.endsAt.toISOString() : null,
        usedProperties,
      };
    },

    /** The server trusts only the plan name; a price or allowance that differs is refused. */
    subscribe: async (caller: AuthenticatedAccount, input: SubscribeInput) => {
      requireApprovedOwner(caller);
      const plan = findPlan(input.planName)!;
      const details = [];
      if (input.price !== undefined && input.price !== plan.price) {
        details.push({
          field: 'price',
          message: `The ${plan.name} plan costs ${plan.price} paise`,
        });
      }
      if (
        input.allowedProperties !== undefined &&
        input.allowedProperties !== plan.allowedProperties
      ) {
        details.push({
          field: 'allowedProperties',
          message: `The ${plan.name} plan allows ${plan.allowedProperties} properties`,
        });
      }
      if (details.length > 0) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'The plan details do not match our plans. Reload and try again.',
          details,
        });
      }
      const { order } = await payments.createOrder(db, {
        accountId: caller.id,
        purpose: 'subscription',
        reference: plan.name,
        amount: plan.price,
        description: `Nestly ${plan.name} plan, ${PLAN_DURATION_DAYS} days`,
      });
      return { plan: toPlan(plan), order };
    },

    verify: async (
      caller: AuthenticatedAccount,
      paymentData: Parameters<PaymentsService['verifyFromBrowser']>[2],
    ) => {
      const result = await payments.verifyFromBrowser(caller.id, 'subscription', paymentData);
      const latest = (await repo.findSubscriptionByOrder(db, result.order.id))!;
      return { applied: result.applied, subscription: toCurrent(latest) };
    },

    /**
     * "Your plan ends in 3 days", once per plan, to owners whose cover ends within 3 days (a plan
     * with another queued after it is not ending). Run on the scheduled beat; answers how many.
     */
    remindEndingPlans: async () => {
      const now = clock.now();
      const due = await repo.findPlansEndingUnreminded(
        db,
        now,
        new Date(now.getTime() + PLAN_REMINDER_DAYS * DAY_MS),
      );
      let reminded = 0;
      for (const plan of due) {
        const claimed = await notifications.transaction(async (tx, notify) => {
          if (!(await repo.claimEndingReminder(tx, plan.id, now))) return false;
          await notify({
            type: 'plan_ending',
            ownerId: plan.ownerId,
            subscriptionId: plan.id,
            planName: plan.planName,
            endsAt: plan.endsAt,
          });
          return true;
        });
        if (claimed) reminded += 1;
      }
      return reminded;
    },

    /**
     * Used by listings: the active plan's allowance, or null without an active plan. Takes the
     * caller's transaction (the embedded database has one connection: never mix db and tx).
     */
    findActiveAllowance: async (dbOrTx: DbOrTx, ownerId: string) =>
      repo.findRunningSubscription(dbOrTx, ownerId, clock.now()),
  };
};
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
