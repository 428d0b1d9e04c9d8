import type { Account } from '@nestly/shared';
import { Alert, ErrorState, Skeleton } from '../../../components/ui';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useSubscription } from '../api/get-subscription';
import { useBuyPlan, type PayOrder } from '../hooks/use-buy-plan';
import { CurrentPlanCard } from './current-plan-card';
import { PlanCard } from './plan-card';

interface SubscriptionScreenProps {
  user: Account;
  pay: PayOrder;
}

const NOT_APPROVED_TEXT =
  'Only approved owners can buy a plan. An admin is reviewing your documents; we will e-mail you when you are approved.';

/** The owner's plan: what is in force, how much is used, and the three plans to buy or extend. */
export function SubscriptionScreen({ user, pay }: SubscriptionScreenProps) {
  const subscriptionQuery = useSubscription();
  const buyMutation = useBuyPlan(pay);

  const notApprovedError =
    isApiError(buyMutation.error) && buyMutation.error.code === 'OWNER_NOT_APPROVED'
      ? buyMutation.error
      : null;
  const isApproved = user.approvalStatus === 'approved' && !notApprovedError;

  if (subscriptionQuery.isPending) {
    return (
      <div className="space-y-6" aria-busy>
        <Skeleton className="h-28" />
        <div className="grid gap-5 md:grid-cols-3">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      </div>
    );
  }
  if (subscriptionQuery.isError) {
    return (
      <ErrorState
        message={errorMessage(subscriptionQuery.error)}
        onRetry={() => void subscriptionQuery.refetch()}
      />
    );
  }

  const { plans, current, paidUntil, usedProperties } = subscriptionQuery.data;

  return (
    <div className="space-y-8">
      {!isApproved && (
        <Alert tone="warning" title="You cannot buy a plan yet">
          {notApprovedError?.message ??
            (user.approvalStatus === 'rejected'
              ? 'Your owner account was not approved, so you cannot buy a plan. See the reason on your dashboard.'
              : NOT_APPROVED_TEXT)}
        </Alert>
      )}
      <CurrentPlanCard current={current} paidUntil={paidUntil} usedProperties={usedProperties} />
      <section aria-labelledby="plans-title">
        <h2 id="plans-title" className="text-xl font-semibold text-slate-900">
          Plans
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Each plan lasts {plans[0]?.durationDays ?? 30} days. Buying while a plan is active adds
          the new days after it ends.
        </p>
        <div className="mt-5 grid gap-5 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.name}
              plan={plan}
              current={current}
              isBuying={buyMutation.isPending && buyMutation.variables.name === plan.name}
              disabled={buyMutation.isPending}
              onBuy={() => buyMutation.mutate(plan)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
