import { PageHeader } from '../../components/ui';
import { AdminBookingsScreen } from '../../features/bookings/components/admin-bookings-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminBookingsPage() {
  usePageTitle('Bookings');
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Every booking on Nestly: find one by reference, person, home, status or dates."
      />
      <AdminBookingsScreen />
    </>
  );
}
