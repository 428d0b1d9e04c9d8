import { ListChecks, X } from 'lucide-react';
import { DEFAULT_PAGE_SIZE } from '@nestly/shared';
import { Button, DateField, EmptyState, FormField } from '../../../components/ui';
import type { AdminBookingListParams } from '../api/keys';
import { useAdminBookings } from '../api/list-admin-bookings';
import { useLoaded } from '../../../lib/use-loaded';
import { bookingSchemas, type BookingSchemas } from '../api/load-schemas';
import { useBookingListParams } from '../hooks/use-booking-list-params';
import { BookingSearch } from './booking-search';
import { BookingStatusTabs, BookingsPanel } from './bookings-panel';

type BookingListParams = ReturnType<typeof useBookingListParams>;

/** The URL's filters the API may refuse (page and status are checked as they are read). */
const CHECKED_FILTERS = ['search', 'from', 'to', 'propertyId', 'userId', 'ownerId'] as const;

/**
 * The request for the URL's filters, checked with the API's own schema: a filter the API would
 * refuse (a "from" after "to", a malformed id) is left out and its message shown by its field,
 * rather than failing the whole list. The schema comes beside the page, not in it (issue 27,
 * bundle budgets): until it is here, a request with nothing to check goes out at once, and one
 * with filters (`query` undefined) waits for it.
 */
const toAdminQuery = (
  { page, status, search, from, to, propertyId, userId, ownerId }: BookingListParams,
  schemas: BookingSchemas | undefined,
): {
  raw: AdminBookingListParams;
  query?: AdminBookingListParams;
  errors: Record<string, string>;
} => {
  const raw: AdminBookingListParams = {
    page,
    limit: DEFAULT_PAGE_SIZE,
    ...(status && { status }),
    ...(search.trim() && { search: search.trim() }),
    ...(from && { from }),
    ...(to && { to }),
    ...(propertyId && { propertyId }),
    ...(userId && { userId }),
    ...(ownerId && { ownerId }),
  };
  if (!schemas) {
    const hasChecks = CHECKED_FILTERS.some((filter) => filter in raw);
    return { raw, ...(!hasChecks && { query: raw }), errors: {} };
  }
  const parsed = schemas.adminBookingsQuerySchema.safeParse(raw);
  if (parsed.success) return { raw, query: raw, errors: {} };

  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  // A bad end of the range makes the range meaningless: both ends are left out.
  const dropsRange = 'from' in errors || 'to' in errors;
  const query = Object.fromEntries(
    Object.entries(raw).filter(
      ([key]) => !(key in errors) && !(dropsRange && (key === 'from' || key === 'to')),
    ),
  ) as AdminBookingListParams;
  return { raw, query, errors };
};

/** Every booking on the platform: status, search and stay dates, all kept in the URL. */
export function AdminBookingsScreen() {
  const params = useBookingListParams();
  const { page, status, search, from, to, update } = params;
  const schemas = useLoaded(bookingSchemas, { whenFailed: 'throw' });
  const { raw, query, errors } = toAdminQuery(params, schemas);
  const listQuery = useAdminBookings(query ?? raw, { enabled: query !== undefined });
  const hasFilters = Boolean(status || search || from || to);
  const clearFilters = () => update({ status: '', search: '', from: '', to: '' });

  return (
    <BookingsPanel
      area="admin"
      query={listQuery}
      page={page}
      onPageChange={(next) => update({ page: next })}
      toolbar={
        <>
          <BookingStatusTabs value={status} onChange={(value) => update({ status: value })} />
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_11rem_auto] lg:items-start">
            <BookingSearch value={search} onSearch={(value) => update({ search: value })} />
            <FormField label="Stays from" error={errors.from}>
              <DateField
                value={from}
                max={to || undefined}
                placeholder="Any day"
                clearable
                onChange={(value) => update({ from: value })}
              />
            </FormField>
            <FormField label="Stays to" error={errors.to}>
              <DateField
                value={to}
                min={from || undefined}
                placeholder="Any day"
                clearable
                onChange={(value) => update({ to: value })}
              />
            </FormField>
            {hasFilters && (
              <Button
                variant="ghost"
                className="lg:mt-7"
                onClick={clearFilters}
                icon={<X className="size-4" aria-hidden />}
              >
                Clear filters
              </Button>
            )}
          </div>
        </>
      }
      empty={
        <EmptyState
          icon={<ListChecks />}
          title={hasFilters ? 'No bookings match these filters' : 'No bookings yet'}
          description={
            hasFilters
              ? 'Try another status, search or range of dates.'
              : 'Bookings appear here as soon as tenants start one.'
          }
          action={
            hasFilters && (
              <Button variant="outline" onClick={clearFilters}>
                Clear filters
              </Button>
            )
          }
        />
      }
    />
  );
}
