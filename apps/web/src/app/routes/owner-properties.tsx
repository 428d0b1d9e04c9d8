import { Plus } from 'lucide-react';
import { Alert, LinkButton, PageHeader, TextLink } from '../../components/ui';
import { OwnerPropertiesScreen } from '../../features/properties/components/owner-properties-screen';
import { useSubscription } from '../../features/subscriptions/api/get-subscription';
import { usePageTitle } from '../../lib/use-page-title';

/** Says why adding may be refused before the owner fills the form (no plan, or plan full). */
function PlanAllowanceNotice() {
  const { data } = useSubscription();
  if (!data) return null;
  const { current, usedProperties } = data;
  if (!current?.isActive) {
    return (
      <Alert tone="warning" title="You need a plan to add listings" className="mb-6">
        Your existing listings stay visible.{' '}
        <TextLink to="/owner/subscription">Choose a plan</TextLink> to add more.
      </Alert>
    );
  }
  if (usedProperties >= current.allowedProperties) {
    return (
      <Alert tone="warning" title="Your plan is full" className="mb-6">
        Your {current.planName} plan allows {current.allowedProperties} properties and you have{' '}
        {usedProperties}. <TextLink to="/owner/subscription">Upgrade your plan</TextLink> or delete
        a listing to add another.
      </Alert>
    );
  }
  return null;
}

export default function OwnerPropertiesPage() {
  usePageTitle('Properties');
  return (
    <>
      <PageHeader
        title="Your properties"
        description="Every listing, its review status, and what tenants pay."
        actions={
          <LinkButton to="/owner/add-property" icon={<Plus className="size-4" aria-hidden />}>
            Add property
          </LinkButton>
        }
      />
      <PlanAllowanceNotice />
      <OwnerPropertiesScreen />
    </>
  );
}
