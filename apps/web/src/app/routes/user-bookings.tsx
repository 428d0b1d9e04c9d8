import { PageHeader } from '../../components/ui';
import { UserBookingsScreen } from '../../features/bookings/components/user-bookings-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function UserBookingsPage() {
  usePageTitle('My bookings');
  return (
    <>
      <PageHeader
        title="My bookings"
        description="Your stays, what you paid, and cancelling while it is allowed."
      />
      <UserBookingsScreen />
    </>
  );
}
