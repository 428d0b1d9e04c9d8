// The plan catalogue and an upgrade's credit, kept apart from subscription.schemas.ts: the
// subscription screens draw with these, and a module that builds Zod schemas brings Zod into every
// page that imports any of its exports (common/dates.ts).

/** The plan catalogue (PRODUCT.md, Subscription plans). Prices in paise per 30 days. */
export const PLANS = [
  { name: 'Basic', price: 99_900, allowedProperties: 3 },
  { name: 'Standard', price: 249_900, allowedProperties: 10 },
  { name: 'Premium', price: 499_900, allowedProperties: 50 },
] as const;
export const PLAN_NAMES = ['Basic', 'Standard', 'Premium'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const PLAN_DURATION_DAYS = 30;

export const findPlan = (name: string) => PLANS.find((plan) => plan.name === name);

/**
 * An immediate upgrade's credit (PRODUCT.md, Subscription plans; issue 29 item 13): the running
 * plan's unused days (whole business days after today, `businessDaysLeft`), at its price per 30 days,
 * rounded down to the paisa. `daysLeft` comes from `businessDaysLeft` (business time zone).
 */
export const planUpgradeCredit = (runningPlanPrice: number, daysLeft: number) =>
  Math.floor(
    (runningPlanPrice * Math.min(Math.max(daysLeft, 0), PLAN_DURATION_DAYS)) / PLAN_DURATION_DAYS,
  );
