import { CircleCheck, Clock, CircleX } from 'lucide-react';
import type { Account } from '@nestly/shared';
import { Badge, Card, CardBody } from '../../../components/ui';
import { cn } from '../../../lib/cn';

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
    text: 'Please read the reason below. Contact support if you would like us to review your documents again.',
    iconBox: 'bg-red-50 text-red-700',
  },
  approved: {
    icon: CircleCheck,
    tone: 'success',
    badge: 'Approved',
    title: 'Your account is approved',
    text: 'You can choose a subscription plan and start listing your properties.',
    iconBox: 'bg-emerald-50 text-emerald-700',
  },
} as const;

/** Owner onboarding (PRODUCT.md, Accounts): pending until an admin approves or rejects. */
export function OnboardingStatusCard({ user }: { user: Account }) {
  const state = states[user.approvalStatus ?? 'pending'];
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
          <p className="text-sm leading-relaxed text-slate-600">{state.text}</p>
          {user.approvalStatus === 'rejected' && (
            <div className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200 ring-inset">
              <p className="font-semibold">Reason</p>
              <p className="mt-1 break-words">{user.rejectionReason ?? 'No reason was given.'}</p>
            </div>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
