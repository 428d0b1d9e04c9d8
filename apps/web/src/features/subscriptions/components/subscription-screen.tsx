import { businessDaysLeft, planUpgradeCredit, type Account, type Plan } from '@nestly/shared';
import { Alert, QueryState, Skeleton } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { BUSINESS_TIME_ZONE } from '../../../lib/business-day';
import { useSubscription } from '../api/get-subscription';
import { useBuyPlan, type PayOrder } from '../hooks/use-buy-plan';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCard } from './plan-card';

interface SubscriptionScreenProps {
  user: Account;
  pay: PayOrder;
}

const PENDING_TEXT =
  'Only approved owners can buy a plan. An admin is reviewing your documents; we will e-mail you as soon as they decide. Once you are approved, come back here to choose a plan and start listing.';
const REJECTED_TEXT =
  'Your owner account was not approved, so you cannot buy a plan. Your dashboard shows the reason.';

/** The owner's plan: what is in force, how much is used, and the three plans to buy or extend. */
export function SubscriptionScreen({ user, pay }: SubscriptionScreenProps) {
  const subscriptionQuery = useSubscription();
  const buyMutation = useBuyPlan(pay);

  const notApprovedError =
    isApiError(buyMutation.error) && buyMutation.error.code === 'OWNER_NOT_APPROVED'
      ? buyMutation.error
      : null;
  const isApproved = user.approvalStatus === 'approved' && !notApprovedError;

  return (
    <QueryState
      query={subscriptionQuery}
      loadingLabel="Loading the plans"
      loading={
        <div className="space-y-6" role="status" aria-label="Loading the plans">
          <Skeleton className="h-28" />
          <div className="grid gap-5 md:grid-cols-3">
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
            <Skeleton className="h-80" />
          </div>
        </div>
      }
    >
      {({ plans, current, paidUntil, usedProperties }) => {
        // An immediate upgrade (issue 29 item 13): to a larger plan than the running one, when nothing
        // is queued after it; its unused business days are credited (the server's rule, shared).
        const running = current?.isActive && paidUntil === current.endsAt ? current : null;
        const runningPrice = plans.find((plan) => plan.name === running?.planName)?.price ?? 0;
        const upgradeOf = (plan: Plan) => {
          if (!running || plan.allowedProperties <= running.allowedProperties) return undefined;
          const creditedDays = businessDaysLeft(
            new Date(running.endsAt),
            new Date(),
            BUSINESS_TIME_ZONE,
          );
          const credit = planUpgradeCredit(runningPrice, creditedDays);
          return {
            creditedDays,
            credit,
            amount: plan.price - credit,
            onUpgrade: () => buyMutation.mutate({ ...plan, upgrade: true }),
          };
        };

        return (
          <div className="space-y-8">
            {!isApproved && (
              <Alert tone="warning" title="You cannot buy a plan yet">
                {notApprovedError?.message ??
                  (user.approvalStatus === 'rejected' ? REJECTED_TEXT : PENDING_TEXT)}
              </Alert>
            )}
            <CurrentPlanCard
              current={current}
              paidUntil={paidUntil}
              usedProperties={usedProperties}
            />
            <section aria-labelledby="plans-title">
              <h2 id="plans-title" className="text-xl font-semibold text-slate-900">
                Plans
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                Each plan lasts {plans[0]?.durationDays ?? 30} days. Buying while a plan is active
                adds the new days after it ends; a larger plan can also start today, with the unused
                days of yours credited.
              </p>
              <div className="mt-5 grid gap-5 md:grid-cols-3">
                {plans.map((plan) => (
                  <PlanCard
                    key={plan.name}
                    plan={plan}
                    current={current}
                    isBuying={
                      buyMutation.isPending &&
                      buyMutation.variables.name === plan.name &&
                      !buyMutation.variables.upgrade
                    }
                    isUpgrading={
                      buyMutation.isPending &&
                      buyMutation.variables.name === plan.name &&
                      buyMutation.variables.upgrade === true
                    }
                    upgrade={upgradeOf(plan)}
                    disabled={buyMutation.isPending}
                    // No Buy button the server would refuse (issue 29): the alert above says why.
                    canBuy={isApproved}
                    onBuy={() => buyMutation.mutate(plan)}
                  />
                ))}
              </div>
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
