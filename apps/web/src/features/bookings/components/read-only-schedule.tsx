import { QueryState } from '../../../components/ui';
import { useInstalments } from '../api/list-instalments';
import { InstalmentSchedule } from './instalment-schedule';

/** A stay's months as its owner or an admin reads them (GET …/bookings/{id}/instalments). */
export function ReadOnlySchedule({
  area,
  bookingId,
}: {
  area: 'owner' | 'admin';
  bookingId: string;
}) {
  const instalmentsQuery = useInstalments(area, bookingId);
  return (
    <QueryState
      query={instalmentsQuery}
      loadingLabel="Loading the monthly payments"
      spinnerClassName="py-8"
      errorTitle="Could not load the monthly payments"
    >
      {(instalments) => <InstalmentSchedule instalments={instalments} area={area} />}
    </QueryState>
  );
}
