import { OwnerDashboardScreen } from '../../features/dashboards/components/owner-dashboard-screen';
import { OnboardingStatusCard } from '../../features/profile/components/onboarding-status-card';
import { OwnerNextSteps } from '../../features/profile/components/owner-next-steps';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

/**
 * The owner's landing: the dashboard (GET /api/owner/dashboard), with the onboarding checklist on
 * top for owners not yet approved, without a running plan or without a listing.
 */
export default function OwnerDashboardPage() {
  const user = useCurrentUser();
  usePageTitle('Dashboard');
  if (!user) return null;
  return (
    <OwnerDashboardScreen
      user={user}
      onboarding={(state) => (
        <>
          {state.approvalStatus !== 'approved' && (
            <OnboardingStatusCard user={{ ...user, ...state }} />
          )}
          <OwnerNextSteps
            user={{ ...user, approvalStatus: state.approvalStatus }}
            hasPlan={state.hasPlan}
            listingCount={state.listingCount}
          />
        </>
      )}
    />
  );
}
