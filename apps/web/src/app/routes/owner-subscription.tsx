import { PageHeader } from '../../components/ui';
import { openCheckout } from '../../features/payments/checkout/open-checkout';
import { SubscriptionScreen } from '../../features/subscriptions/components/subscription-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

export default function OwnerSubscriptionPage() {
  const user = useCurrentUser();
  usePageTitle('Subscription');
  if (!user) return null;
  return (
    <>
      <PageHeader
        title="Subscription"
        description="Your plan sets how many properties you can list at a time."
      />
      <SubscriptionScreen user={user} pay={openCheckout} />
    </>
  );
}
