import { PageHeader } from '../../components/ui';
import { OnboardingStatusCard } from '../../features/profile/components/onboarding-status-card';
import { OwnerNextSteps } from '../../features/profile/components/owner-next-steps';
import { usePageTitle } from '../../lib/use-page-title';
import { firstNameOf } from '../../stores/auth-store';
import { useCurrentUser } from '../guards/use-current-user';

/** The owner's landing: onboarding status (kept fresh by the guard's status check) and next steps. */
export default function OwnerDashboardPage() {
  const user = useCurrentUser();
  usePageTitle('Dashboard');
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={`Welcome, ${firstNameOf(user.name)}`}
        description="Here is where your owner account stands."
      />
      <div className="space-y-6">
        <OnboardingStatusCard user={user} />
        <OwnerNextSteps user={user} />
      </div>
    </>
  );
}
