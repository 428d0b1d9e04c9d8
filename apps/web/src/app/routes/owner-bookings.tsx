import { PageHeader } from '../../components/ui';
import { OwnerBookingsScreen } from '../../features/bookings/components/owner-bookings-screen';
import { usePageTitle } from '../../lib/use-page-title';

export default function OwnerBookingsPage() {
  usePageTitle('Bookings');
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Stays booked in your homes, their guests, and what each one earns you."
      />
      <OwnerBookingsScreen />
    </>
  );
}
