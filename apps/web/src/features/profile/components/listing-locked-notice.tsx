import { Clock, CircleX } from 'lucide-react';
import { paths } from '@nestly/shared';
import { Card, EmptyState, LinkButton } from '../../../components/ui';

const copy = {
  pending: {
    icon: <Clock />,
    title: 'You can add properties once your account is approved',
    text: 'An admin is reviewing the documents you sent at signup; we will e-mail you as soon as it is done. Meanwhile, complete your profile and look at the plans, so you are ready to list.',
  },
  rejected: {
    icon: <CircleX />,
    title: 'Your account was not approved, so you cannot add properties',
    text: 'Your profile says why, and takes new documents for another review.',
  },
} as const;

/**
 * Said up front, instead of the add-property form, to an owner who may not list yet (PRODUCT.md,
 * Accounts: only approved owners list homes), with what they can do meanwhile.
 */
export function ListingLockedNotice({
  approvalStatus,
}: {
  approvalStatus: 'pending' | 'rejected';
}) {
  const state = copy[approvalStatus];
  return (
    <Card>
      <EmptyState
        icon={state.icon}
        title={state.title}
        description={state.text}
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <LinkButton to={paths.owner.profile.getHref()}>Complete your profile</LinkButton>
            <LinkButton to={paths.owner.subscription.getHref()} variant="outline">
              View the plans
            </LinkButton>
            <LinkButton to={paths.owner.dashboard.getHref()} variant="ghost">
              Back to the dashboard
            </LinkButton>
          </div>
        }
      />
    </Card>
  );
}
