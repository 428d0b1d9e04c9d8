import { lazy, Suspense } from 'react';
import { CircleCheck, Clock, CircleX } from 'lucide-react';
import { PLAN_NAMES, type Account, type CurrentSubscription } from '@nestly/shared';
import { Badge, Card, CardBody, Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { formatDate, pluralize } from '../../../lib/format';

// Only a rejected owner sends documents again: the form (with its file drop) is not in the first
// load of every owner's dashboard.
const ResubmitDocumentsForm = lazy(() =>
  import('./resubmit-documents-form').then((module) => ({ default: module.ResubmitDocumentsForm })),
);

const states = {
  pending: {
    icon: Clock,
    tone: 'warning',
    badge: 'Pending approval',
    title: 'Your account is pending approval',
    text: 'An admin is reviewing your documents. We will e-mail you as soon as you are approved; then you can choose a plan and list properties.',
    iconBox: 'bg-amber-50 text-amber-700',
  },
  rejected: {
    icon: CircleX,
    tone: 'danger',
    badge: 'Rejected',
    title: 'Your account was not approved',
    text: 'Please read the reason below, then send new documents: they go back to our team for review.',
    iconBox: 'bg-red-50 text-red-700',
  },
  approved: {
    icon: CircleCheck,
    tone: 'success',
    badge: 'Approved',
    title: 'Your account is approved',
    text: 'Your documents were checked: you can list properties within your plan.',
    iconBox: 'bg-emerald-50 text-emerald-700',
  },
} as const;

/**
 * An approved owner's next step depends on the plan (issue 29: a Premium owner was told "You can
 * choose a plan"): none or expired → choose one; a running one → what it allows. `undefined` while
 * the plan is not known.
 */
const approvedText = (plan: CurrentSubscription | null | undefined): string => {
  if (plan === undefined) return states.approved.text;
  if (!plan?.isActive)
    return 'You can choose a subscription plan and start listing your properties.';
  const allowance = `Your ${plan.planName} plan runs until ${formatDate(plan.endsAt)}: you can list up to ${pluralize(plan.allowedProperties, 'property', 'properties')}.`;
  return plan.planName === PLAN_NAMES.at(-1) ? allowance : `${allowance} A bigger plan lists more.`;
};

/** Owner onboarding (PRODUCT.md, Accounts): pending until an admin approves or rejects. */
export function OnboardingStatusCard({
  user,
  plan,
}: {
  user: Account;
  /** The owner's current plan, when known (`null`: none yet). */
  plan?: CurrentSubscription | null;
}) {
  const state = states[user.approvalStatus ?? 'pending'];
  const text = user.approvalStatus === 'approved' ? approvedText(plan) : state.text;
  const Icon = state.icon;
  return (
    <Card>
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div
          className={cn(
            'flex size-12 shrink-0 items-center justify-center rounded-2xl',
            state.iconBox,
          )}
        >
          <Icon className="size-6" aria-hidden />
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900">{state.title}</h2>
            <Badge tone={state.tone}>{state.badge}</Badge>
          </div>
          <p className="text-sm leading-relaxed text-slate-600">{text}</p>
          {user.approvalStatus === 'rejected' && (
            <div className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
              <p className="font-semibold">Reason</p>
              <p className="mt-1 break-words">{user.rejectionReason ?? 'No reason was given.'}</p>
            </div>
          )}
          {user.approvalStatus === 'rejected' && (
            <Suspense fallback={<Spinner label="Loading the documents form" />}>
              <ResubmitDocumentsForm />
            </Suspense>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
