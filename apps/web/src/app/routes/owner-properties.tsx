import { Plus } from 'lucide-react';
import { paths, type Account } from '@nestly/shared';
import { Alert, LinkButton, PageHeader, TextLink } from '../../components/ui';
import { useOwnerApproval } from '../../features/profile/hooks/use-owner-approval';
import { OwnerPropertiesScreen } from '../../features/properties/components/owner-properties-screen';
import { useSubscription } from '../../features/subscriptions/api/get-subscription';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/** Says why adding may be refused before the owner fills the form (no plan, or plan full). */
function PlanAllowanceNotice() {
  const { data } = useSubscription();
  if (!data) return null;
  const { current, usedProperties } = data;
  if (!current?.isActive) {
    return (
      <Alert tone="warning" title="You need a plan to add listings" className="mb-6">
        Your existing listings stay visible.{' '}
        <TextLink to={paths.owner.subscription.getHref()}>Choose a plan</TextLink> to add more.
      </Alert>
    );
  }
  if (usedProperties >= current.allowedProperties) {
    return (
      <Alert tone="warning" title="Your plan is full" className="mb-6">
        Your {current.planName} plan allows {current.allowedProperties} properties and you have{' '}
        {usedProperties}.{' '}
        <TextLink to={paths.owner.subscription.getHref()}>Upgrade your plan</TextLink> or delete a
        listing to add another.
      </Alert>
    );
  }
  return null;
}

/** Said beside the add button, up front, to an owner who may not list yet. */
function ApprovalNotice({ approval }: { approval: 'pending' | 'rejected' }) {
  return approval === 'pending' ? (
    <Alert
      tone="warning"
      title="You can add properties once your account is approved"
      className="mb-6"
    >
      An admin is reviewing your documents; we will e-mail you when it is done. Meanwhile,{' '}
      <TextLink to={paths.owner.profile.getHref()}>complete your profile</TextLink> and{' '}
      <TextLink to={paths.owner.subscription.getHref()}>look at the plans</TextLink>.
    </Alert>
  ) : (
    <Alert
      tone="danger"
      title="Your account was not approved, so you cannot add properties"
      className="mb-6"
    >
      <TextLink to={paths.owner.profile.getHref()}>Your profile</TextLink> says why, and takes new
      documents for another review.
    </Alert>
  );
}

export default function OwnerPropertiesPage() {
  usePageTitle('Properties');
  const user = useCurrentUser();
  if (!user) return null;
  return <OwnerProperties user={user} />;
}

function OwnerProperties({ user }: { user: Account }) {
  const approval = useOwnerApproval(user);
  const canAdd = approval === 'approved';
  return (
    <>
      <PageHeader
        title="Your properties"
        description="Every listing, its review status, and what tenants pay."
        actions={
          canAdd ? (
            <LinkButton
              to={paths.owner.addProperty.getHref()}
              icon={<Plus className="size-4" aria-hidden />}
            >
              Add property
            </LinkButton>
          ) : undefined
        }
      />
      {approval === 'pending' || approval === 'rejected' ? (
        <ApprovalNotice approval={approval} />
      ) : (
        <PlanAllowanceNotice />
      )}
      <OwnerPropertiesScreen canAdd={canAdd} />
    </>
  );
}
