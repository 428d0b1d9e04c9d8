import {
  PLANS,
  PLAN_DURATION_DAYS,
  businessDaysLeft,
  findPlan,
  planUpgradeCredit,
  type CurrentSubscription,
  type Plan,
  type SubscribeInput,
} from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getBusinessTimeZone } from '../../lib/clock';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { AuthenticatedAccount } from '../auth/service';
import type { PaymentsService } from '../payments/index';
import * as repo from './repo';
import type { SubscriptionRow } from './repo';

const DAY_MS = 86_400_000;

export const toPlan = (plan: (typeof PLANS)[number]): Plan => ({
  ...plan,
  durationDays: PLAN_DURATION_DAYS,
});

/**
 * An upgrade's order names the plan it buys and the running plan it replaces: `Standard` is a
 * plain purchase, `Standard upgrade <subscription id>` an immediate upgrade.
 */
const UPGRADE_REFERENCE = /^(\w+) upgrade ([0-9a-f-]{36})$/;
const parseReference = (reference: string) => {
  const upgrade = UPGRADE_REFERENCE.exec(reference);
  return upgrade
    ? { planName: upgrade[1]!, replaces: upgrade[2]! }
    : { planName: reference, replaces: null };
};

/** Owners hear this many days before their plan (their last one) ends. */
const PLAN_REMINDER_DAYS = 3;

export const createSubscriptionsService = (
  deps: AppDeps & Notifying,
  payments: PaymentsService,
) => {
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

  /**
   * A plan runs 30 × 24 hours from its payment (or from the end of the plan before it); its days
   * left are business days (BUSINESS_TIME_ZONE) up to the day it ends on, as every page counts
   * them (`businessDaysLeft`): 30 on the day it is paid, 0 ("ends today") on its last day.
   */
  const daysLeftOf = (row: SubscriptionRow) =>
    businessDaysLeft(row.endsAt, clock.now(), getBusinessTimeZone());

  /**
   * What an immediate upgrade to `plan` would replace and credit, or the refusal: the running
   * plan must be the owner's last (nothing queued after it) and allow fewer properties.
   */
  const upgradeOffer = async (dbOrTx: DbOrTx, ownerId: string, plan: (typeof PLANS)[number]) => {
    const now = clock.now();
    const [running, latest] = await Promise.all([
      repo.findRunningSubscription(dbOrTx, ownerId, now),
      repo.findLatestSubscription(dbOrTx, ownerId),
    ]);
    const refuse = (message: string) =>
      new AppError('VALIDATION_ERROR', {
        message,
        details: [{ field: 'upgrade', message }],
      });
    if (!running)
      return { error: refuse('You have no running plan to upgrade: buy a plan instead') };
    if (latest && latest.id !== running.id) {
      return {
        error: refuse('You already have a plan queued after this one: upgrade once it starts'),
      };
    }
    if (plan.allowedProperties <= running.allowedProperties) {
      return {
        error: new AppError('VALIDATION_ERROR', {
          message: `Upgrade to a plan that allows more than ${running.allowedProperties} properties`,
          details: [
            {
              field: 'planName',
              message: `Upgrade to a plan that allows more than ${running.allowedProperties} properties`,
            },
          ],
        }),
      };
    }
    const creditedDays = daysLeftOf(running);
    const credit = planUpgradeCredit(running.price, creditedDays);
    return { running, creditedDays, credit, amount: plan.price - credit };
  };

  // A verified plan payment starts after the current plan ends (or now, if none is active); an
  // upgrade's starts now and ends the plan it replaces now.
  payments.registerPurpose('subscription', {
    onConfirmed: async (tx, order) => {
      const { planName, replaces } = parseReference(order.reference);
      const plan = findPlan(planName);
      if (!plan) throw new Error(`unknown plan in paid order ${order.id}`);
      await repo.lockOwner(tx, order.accountId);
      const latest = await repo.findLatestSubscription(tx, order.accountId);
      const now = clock.now();
      let startsAt = latest && latest.endsAt > now ? latest.endsAt : now;
      // The replaced plan, still the running and last one, ends now; its unused days were
      // credited in the order's amount. (Had it ended or been followed meanwhile, the paid plan
      // queues as any purchase does: the owner keeps every day paid for.)
      if (replaces && latest && latest.id === replaces && latest.endsAt > now) {
        await repo.endSubscriptionAt(tx, latest.id, now);
        startsAt = now;
      }
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
      await notifications.raise(
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
    },
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
    /** The plan's provider order, written on `target` (an Idempotency-Key's transaction). */
    subscribe: async (target: DbOrTx, caller: AuthenticatedAccount, input: SubscribeInput) => {
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
      if (input.upgrade) {
        const offer = await upgradeOffer(target, caller.id, plan);
        if ('error' in offer) throw offer.error;
        const { order } = await payments.createOrder(target, {
          accountId: caller.id,
          purpose: 'subscription',
          reference: `${plan.name} upgrade ${offer.running.id}`,
          amount: offer.amount,
          description: `Nestly ${plan.name} plan, ${PLAN_DURATION_DAYS} days, from today (${offer.creditedDays} unused days of ${offer.running.planName} credited)`,
        });
        return {
          plan: toPlan(plan),
          order,
          upgrade: {
            fromPlan: offer.running.planName as Plan['name'],
            creditedDays: offer.creditedDays,
            credit: offer.credit,
            amount: offer.amount,
          },
        };
      }
      const { order } = await payments.createOrder(target, {
        accountId: caller.id,
        purpose: 'subscription',
        reference: plan.name,
        amount: plan.price,
        description: `Nestly ${plan.name} plan, ${PLAN_DURATION_DAYS} days`,
      });
      return { plan: toPlan(plan), order, upgrade: undefined };
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
        const claimed = await db.transaction(async (tx) => {
          if (!(await repo.claimEndingReminder(tx, plan.id, now))) return false;
          await notifications.raise(tx, {
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
