import { Check } from 'lucide-react';
import type { CurrentSubscription, Plan } from '@nestly/shared';
import { Badge, Button, Card } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatDate, formatInr, pluralize } from '../../../lib/format';

interface PlanCardProps {
  plan: Plan;
  current: CurrentSubscription | null;
  isBuying: boolean;
  disabled: boolean;
  /** False for an owner not approved yet: the card shows the plan without a Buy button. */
  canBuy: boolean;
  onBuy: () => void;
  /**
   * An immediate upgrade on offer (a larger plan than the running, last one): what would be
   * credited and paid. The server computes the order; this is its preview.
   */
  upgrade?: { creditedDays: number; credit: number; amount: number; onUpgrade: () => void };
  isUpgrading?: boolean;
}

/** When a purchase starts: a new plan begins where an active one ends (PRODUCT.md). */
const startNote = (plan: Plan, current: CurrentSubscription | null): string => {
  if (!current?.isActive) return `Starts as soon as you pay, for ${plan.durationDays} days.`;
  const end = formatDate(current.endsAt);
  return current.planName === plan.name
    ? `Adds ${plan.durationDays} days after your plan ends on ${end}.`
    : `Starts when your current plan ends on ${end}.`;
};

export function PlanCard({
  plan,
  current,
  isBuying,
  disabled,
  canBuy,
  onBuy,
  upgrade,
  isUpgrading = false,
}: PlanCardProps) {
  const isCurrent = current?.isActive === true && current.planName === plan.name;
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      className={cn('flex flex-col p-6', isCurrent && 'ring-2 ring-primary-500')}
      aria-labelledby={headingId}
      role="group"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h3>
        {isCurrent && <Badge tone="primary">Current plan</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-3xl font-bold tracking-tight text-slate-900">
          {formatInr(plan.price)}
        </span>
        <span className="text-sm text-slate-600">per {plan.durationDays} days</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-slate-700">
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          <span>
            List up to{' '}
            <strong className="font-semibold text-slate-900">
              {pluralize(plan.allowedProperties, 'property', 'properties')}
            </strong>
          </span>
        </li>
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          <span>Every listing reviewed before tenants see it</span>
        </li>
        <li className="flex gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
          <span>Bookings and payments straight to your wallet</span>
        </li>
      </ul>
      {canBuy ? (
        <>
          <Button
            className="mt-6"
            fullWidth
            variant={isCurrent ? 'primary' : 'outline'}
            onClick={onBuy}
            isLoading={isBuying}
            disabled={disabled}
          >
            Buy {plan.name}
          </Button>
          <p className="mt-2 text-center text-xs text-slate-600">{startNote(plan, current)}</p>
          {upgrade && current && (
            <>
              <Button
                className="mt-4"
                fullWidth
                onClick={upgrade.onUpgrade}
                isLoading={isUpgrading}
                disabled={disabled}
              >
                Upgrade to {plan.name} now
              </Button>
              <p className="mt-2 text-center text-xs text-slate-600">
                Starts today. {pluralize(upgrade.creditedDays, 'unused day')} of {current.planName}{' '}
                ({formatInr(upgrade.credit)}) credited: you pay {formatInr(upgrade.amount)}.
              </p>
            </>
          )}
        </>
      ) : (
        <p className="mt-6 rounded-xl bg-slate-50 px-3 py-2.5 text-center text-sm text-slate-600">
          You can buy {plan.name} once your account is approved.
        </p>
      )}
    </Card>
  );
}
