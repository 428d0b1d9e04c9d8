import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { paths, type PropertyDetail } from '@nestly/shared';
import { BackLink } from '../../components/ui';
import { useAvailability } from '../../features/availability/api/get-availability';
import { MessageOwnerButton } from '../../features/chat/components/message-owner-button';
import { BookingPanel, CalendarLoading } from '../../features/checkout/components/booking-panel';
import { useProperty } from '../../features/properties/api/get-property';
import { UserPropertyScreen } from '../../features/properties/components/user-property-screen';
import { ReviewListLoading } from '../../features/reviews/components/reviews-loading';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useCurrentUser } from '../guards/use-current-user';

// The calendar (react-day-picker, about 14 KiB compressed) comes after the page is drawn: on a phone
// it is below the home's photos and details, and the page's first load is smaller without it.
const AvailabilityCalendar = lazy(() =>
  import('../../features/availability/components/availability-calendar').then(
    ({ AvailabilityCalendar }) => ({ default: AvailabilityCalendar }),
  ),
);

// The reviews are at the foot of the page: their code is asked for as the page's code runs, beside
// the home's request, and does not hold up the page's first draw.
const reviewListCode = import('../../features/reviews/components/review-list');
reviewListCode.catch(() => undefined); // a failed fetch is the Suspense's to report, when drawn
const ReviewList = lazy(() => reviewListCode.then(({ ReviewList }) => ({ default: ReviewList })));

/** The booking panel, with the availability calendar as its move-in picker. */
function PropertyBooking({ property }: { property: PropertyDetail }) {
  const user = useCurrentUser();
  const availabilityQuery = useAvailability('user', property.id);
  if (!user) return null;
  return (
    <BookingPanel
      property={property}
      accountId={user.id}
      taken={availabilityQuery.data}
      availabilityError={availabilityQuery.isError ? errorMessage(availabilityQuery.error) : null}
      onReloadAvailability={() => void availabilityQuery.refetch()}
      renderCalendar={(calendar) => (
        <Suspense fallback={<CalendarLoading />}>
          <AvailabilityCalendar
            label="Move-in date"
            taken={availabilityQuery.data ?? []}
            {...calendar}
          />
        </Suspense>
      )}
    />
  );
}

export default function UserPropertyPage() {
  const { id = '' } = useParams();
  const { data } = useProperty(id);
  usePageTitle(data?.title ?? 'Home');
  return (
    <div className="space-y-6">
      <BackLink to={paths.user.properties.getHref()}>All homes</BackLink>
      <UserPropertyScreen
        id={id}
        renderBooking={(property) => <PropertyBooking property={property} />}
        renderContact={(property) => (
          <MessageOwnerButton propertyId={property.id} ownerId={property.owner.id} />
        )}
      />
      {data && (
        <Suspense fallback={<ReviewListLoading />}>
          <ReviewList role="user" propertyId={data.id} />
        </Suspense>
      )}
    </div>
  );
}
