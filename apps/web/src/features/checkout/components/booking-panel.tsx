import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { parseISO, subDays } from 'date-fns';
import { CalendarCheck } from 'lucide-react';
import {
  MOVE_IN_HORIZON_MONTHS,
  formatIsoDate,
  latestMoveInDate,
  priceStay,
  stayEndDate,
  type PropertyDetail,
  type Service,
  type TakenRange,
  paths,
} from '@nestly/shared';
import { Alert, Button, Card, CardBody, FormField, Select, Skeleton } from '../../../components/ui';
import { isApiError } from '../../../lib/api-error';
import { formatDay, formatInr, pluralize } from '../../../lib/format';
import { useServices } from '../api/list-services';
import { useStartBooking } from '../hooks/use-start-booking';
import { findOverlap, monthOptions } from '../lib/stay';
import { AddOnChoices } from './add-on-choices';
import { StayQuote } from './stay-quote';
import { businessToday } from '../../../lib/business-day';

/** What the panel hands the calendar it is given (the availability feature's, in the app). */
export interface StayCalendarProps {
  /** Today: earlier days cannot be the move-in. */
  minDate: string;
  /** The last possible move-in day (the horizon) and why. */
  maxDate: { day: string; reason: string };
  /** The stay [start, end): `end` is the move-out day. */
  selection: { start: string; end: string } | null;
  onSelectDay: (day: string) => void;
}

export interface BookingPanelProps {
  property: Pick<PropertyDetail, 'id' | 'rent' | 'deposit' | 'minMonths' | 'maxMonths'>;
  accountId: string;
  /** Booked and blocked ranges; undefined while they load. */
  taken: readonly TakenRange[] | undefined;
  /** Why the ranges could not be loaded, if they could not. */
  availabilityError: string | null;
  /** Reload the ranges: after a failure, or when the server says the dates were just taken. */
  onReloadAvailability: () => void;
  renderCalendar: (calendar: StayCalendarProps) => ReactNode;
}

/** `10 Mar 2027 – 9 Apr 2027`: the last taken day, not the exclusive end. */
const describeRange = ({ start, end }: TakenRange) =>
  `${formatDay(start)} – ${formatDay(formatIsoDate(subDays(parseISO(end), 1)))}`;

/** The calendar's place while its days (or its code: app/routes/user-property) are on the way. */
export function CalendarLoading() {
  return (
    <div role="status" aria-label="Loading the calendar" className="space-y-3">
      <Skeleton className="h-8" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * Booking a home from its page (PRODUCT.md, Booking): a free move-in day on the calendar, whole
 * months within the listing's range, optional add-on services, and the price as the server will
 * compute it. "Book" saves the dates, then the add-ons, into the cart and opens the checkout.
 */
export function BookingPanel({
  property,
  accountId,
  taken,
  availabilityError,
  onReloadAvailability,
  renderCalendar,
}: BookingPanelProps) {
  const navigate = useNavigate();
  const reasonId = useId();
  const dateTitleId = useId();
  const today = businessToday();
  // The server's rule (shared): a stay starts at most MOVE_IN_HORIZON_MONTHS ahead.
  const latestMoveIn = latestMoveInDate(today);
  const [moveInDate, setMoveInDate] = useState<string | null>(null);
  const [months, setMonths] = useState(property.minMonths);
  const [addOnIds, setAddOnIds] = useState<string[]>([]);
  const servicesQuery = useServices();
  const startMutation = useStartBooking(accountId);

  const services = servicesQuery.data ?? [];
  const chosen = services.filter((service) => addOnIds.includes(service.id));
  const price = priceStay({
    monthlyRent: property.rent,
    addOnMonthlyPrices: chosen.map((service) => service.monthlyPrice),
    deposit: property.deposit,
    months,
  });
  const endDate = moveInDate ? stayEndDate(moveInDate, months) : null;
  const overlap = moveInDate && endDate && taken ? findOverlap(moveInDate, endDate, taken) : null;

  const blockedReason = availabilityError
    ? 'We could not check which dates are free. Try loading them again.'
    : !taken
      ? 'Checking which dates are free…'
      : !moveInDate
        ? 'Choose a move-in date on the calendar to book.'
        : overlap
          ? `This stay runs into dates that are ${overlap.kind === 'booked' ? 'already booked' : 'blocked by the owner'} (${describeRange(overlap)}). Choose another move-in date or fewer months.`
          : null;

  const toggleAddOn = (service: Service, isChosen: boolean) =>
    setAddOnIds((ids) =>
      isChosen ? [...ids, service.id] : ids.filter((serviceId) => serviceId !== service.id),
    );

  const book = () => {
    if (!moveInDate || !endDate || blockedReason) return;
    startMutation.mutate(
      {
        propertyId: property.id,
        moveInDate,
        rentalPeriod: months,
        endDate,
        addOns: chosen.map((service) => service.id),
      },
      {
        onSuccess: () => void navigate(paths.user.checkout.getHref()),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) onReloadAvailability();
        },
      },
    );
  };

  return (
    <Card>
      <CardBody className="space-y-6">
        <div>
          <p className="text-sm text-slate-600">Monthly rent</p>
          <p className="text-3xl font-bold tracking-tight text-slate-900">
            {formatInr(property.rent)}
            <span className="text-base font-medium text-slate-600"> / month</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            Security deposit {formatInr(property.deposit)}, returned after your stay
          </p>
        </div>

        <section aria-labelledby={dateTitleId} className="space-y-3">
          <h2 id={dateTitleId} className="text-sm font-semibold text-slate-900">
            Move-in date
          </h2>
          {availabilityError ? (
            <Alert tone="danger" title="Could not load the calendar">
              <p>{availabilityError}</p>
              <Button size="sm" variant="outline" className="mt-2" onClick={onReloadAvailability}>
                Try again
              </Button>
            </Alert>
          ) : !taken ? (
            <CalendarLoading />
          ) : (
            renderCalendar({
              minDate: today,
              maxDate: {
                day: latestMoveIn,
                reason: `Stays can start up to ${MOVE_IN_HORIZON_MONTHS} months ahead, until ${formatDay(latestMoveIn)}`,
              },
              selection: moveInDate && endDate ? { start: moveInDate, end: endDate } : null,
              onSelectDay: setMoveInDate,
            })
          )}
        </section>

        <FormField
          label="Months"
          hint={`This home lets for ${property.minMonths}–${property.maxMonths} months.`}
        >
          <Select
            value={String(months)}
            onChange={(event) => setMonths(Number(event.target.value))}
            options={monthOptions(property.minMonths, property.maxMonths).map((count) => ({
              value: String(count),
              label: pluralize(count, 'month'),
            }))}
          />
        </FormField>

        <AddOnChoices
          query={servicesQuery}
          services={services}
          chosenIds={addOnIds}
          onToggle={toggleAddOn}
        />

        <StayQuote
          monthlyRent={property.rent}
          months={months}
          chosen={chosen}
          price={price}
          moveInDate={moveInDate}
          endDate={endDate}
        />

        <div className="space-y-2">
          <Button
            fullWidth
            size="lg"
            onClick={book}
            disabled={Boolean(blockedReason)}
            isLoading={startMutation.isPending}
            aria-describedby={blockedReason ? reasonId : undefined}
            icon={<CalendarCheck className="size-5" aria-hidden />}
          >
            Book
          </Button>
          {blockedReason ? (
            <p id={reasonId} className="text-sm text-slate-700">
              {blockedReason}
            </p>
          ) : (
            <p className="text-xs text-slate-600">
              Nothing is charged yet: you check the price and pay at checkout.
            </p>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
