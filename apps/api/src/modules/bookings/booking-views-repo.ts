// read model: reads accounts, properties, property_images.
// Bookings as screens show them: with their home and both parties, in lists and on the detail page.
import { aliasedTable, and, count, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookingEvents,
  bookings,
  properties,
  propertyImages,
  type BookingRow,
} from '../../db/schema/index';

export interface BookingFilter {
  userId?: string;
  ownerId?: string;
  propertyId?: string;
  status?: BookingRow['status'];
  /** Stays overlapping [from, to]. */
  from?: string;
  to?: string;
  search?: string;
}

const guests = aliasedTable(accounts, 'guest');
const hosts = aliasedTable(accounts, 'host');

const whereOf = (filter: BookingFilter): SQL | undefined =>
  and(
    filter.userId ? eq(bookings.userId, filter.userId) : undefined,
    filter.ownerId ? eq(bookings.ownerId, filter.ownerId) : undefined,
    filter.propertyId ? eq(bookings.propertyId, filter.propertyId) : undefined,
    filter.status ? eq(bookings.status, filter.status) : undefined,
    filter.from ? gt(bookings.endDate, filter.from) : undefined,
    filter.to ? lte(bookings.moveInDate, filter.to) : undefined,
    filter.search
      ? or(
          sql`${bookings.reference} ilike ${`%${escapeLike(filter.search)}%`}`,
          sql`${properties.title} ilike ${`%${escapeLike(filter.search)}%`}`,
          sql`${guests.name} ilike ${`%${escapeLike(filter.search)}%`}`,
          sql`${guests.email} ilike ${`%${escapeLike(filter.search)}%`}`,
        )
      : undefined,
  );

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Booking rows with their property (and cover) and both parties: lists and the detail page. */
const selectBookingViews = (db: DbOrTx) =>
  db
    .select({
      booking: bookings,
      /**
       * Months paid (decision 027: month 1 at checkout; every month for a stay paid whole before
       * long stays), paid_at kept when a cancellation cancels them: what cancelling refunds from.
       */
      paidMonths:
        sql<number>`(select count(*)::int from booking_instalments i where i.booking_id = ${bookings.id} and i.paid_at is not null)`.mapWith(
          Number,
        ),
      property: {
        id: properties.id,
        title: properties.title,
        city: properties.city,
        state: properties.state,
      },
      coverThumbKey: propertyImages.thumbKey,
      /** The home's longest stay (the detail's `maxMonths`, decision 027). */
      maxMonths: properties.maxMonths,
      user: { id: guests.id, name: guests.name, email: guests.email },
      owner: { id: hosts.id, name: hosts.name, email: hosts.email },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(guests, eq(guests.id, bookings.userId))
    .innerJoin(hosts, eq(hosts.id, bookings.ownerId))
    .leftJoin(
      propertyImages,
      and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
    );

export const listBookingViews = async (
  db: DbOrTx,
  filter: BookingFilter,
  page: number,
  limit: number,
) => {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    selectBookingViews(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(guests, eq(guests.id, bookings.userId))
      .where(where),
  ]);
  return { rows, total: total!.total };
};

export const findBookingView = async (db: DbOrTx, id: string) => {
  const [row] = await selectBookingViews(db).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
};
export type BookingViewRow = NonNullable<Awaited<ReturnType<typeof findBookingView>>>;

export const listBookingEvents = async (db: DbOrTx, bookingId: string) =>
  db
    .select({
      id: bookingEvents.id,
      fromStatus: bookingEvents.fromStatus,
      toStatus: bookingEvents.toStatus,
      actorRole: bookingEvents.actorRole,
      actorName: accounts.name,
      reason: bookingEvents.reason,
      createdAt: bookingEvents.createdAt,
    })
    .from(bookingEvents)
    .leftJoin(accounts, eq(accounts.id, bookingEvents.actorId))
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(bookingEvents.seq);
