import {
  aliasedTable,
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookingEvents,
  bookings,
  carts,
  ledgerAccounts,
  properties,
  propertyImages,
  propertyReservations,
  services,
  type BookingRow,
} from '../../db/schema/index';

export type { BookingRow };

/** What booking needs to know of a property: price, limits, owner, whether it can be booked. */
const bookablePropertyColumns = {
  id: properties.id,
  title: properties.title,
  city: properties.city,
  state: properties.state,
  ownerId: properties.ownerId,
  rent: properties.rent,
  deposit: properties.deposit,
  minMonths: properties.minMonths,
  maxMonths: properties.maxMonths,
  isListed: properties.isListed,
  coverThumbKey: propertyImages.thumbKey,
  ownerName: accounts.name,
  ownerEmail: accounts.email,
};

/** Whether [moveIn, end) is taken (see hasOverlap), as a column of the property's own query. */
const takenBetween = (stay: { moveInDate: string; endDate: string; ignoreHoldsOf?: string }) =>
  sql<boolean>`exists (select 1 from ${propertyReservations} r
    where r.property_id = ${properties.id} and r.is_active
      and r.during && daterange(${stay.moveInDate}::date, ${stay.endDate}::date)
      ${
        stay.ignoreHoldsOf
          ? sql`and not exists (select 1 from ${bookings} b where b.id = r.booking_id and b.user_id = ${stay.ignoreHoldsOf} and b.status = 'pending_payment')`
          : sql``
      })`;

/**
 * What booking needs to know of a property: price, limits, owner, whether it can be booked; with
 * `stay`, also whether those dates are taken (one round trip for both).
 */
export const findBookableProperty = async (
  db: DbOrTx,
  propertyId: string,
  stay?: { moveInDate: string; endDate: string; ignoreHoldsOf?: string },
) => {
  const [row] = await db
    .select({
      ...bookablePropertyColumns,
      isTaken: stay ? takenBetween(stay) : sql<boolean>`false`,
    })
    .from(properties)
    .innerJoin(accounts, eq(accounts.id, properties.ownerId))
    .leftJoin(
      propertyImages,
      and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
    )
    .where(eq(properties.id, propertyId))
    .limit(1);
  return row ?? null;
};

/**
 * Takes the user's cart out (a rollback puts it back) together with its property, in one
 * statement: the wallet payment's first step.
 */
export const takeCartWithProperty = async (db: DbOrTx, userId: string) => {
  const taken = db.$with('taken').as(db.delete(carts).where(eq(carts.userId, userId)).returning());
  const [row] = await db
    .with(taken)
    .select({
      cart: {
        userId: taken.userId,
        propertyId: taken.propertyId,
        moveInDate: taken.moveInDate,
        rentalPeriod: taken.rentalPeriod,
        addOnIds: taken.addOnIds,
        pendingBookingId: taken.pendingBookingId,
        updatedAt: taken.updatedAt,
      },
      property: { ...bookablePropertyColumns, isTaken: sql<boolean>`false` },
    })
    .from(taken)
    .innerJoin(properties, eq(properties.id, taken.propertyId))
    .innerJoin(accounts, eq(accounts.id, properties.ownerId))
    .leftJoin(
      propertyImages,
      and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
    );
  return row ?? null;
};

export type BookableProperty = NonNullable<Awaited<ReturnType<typeof findBookableProperty>>>;

export const findServicesByIds = async (db: DbOrTx, ids: readonly string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: services.id,
          name: services.name,
          monthlyPrice: services.monthlyPrice,
          status: services.status,
        })
        .from(services)
        .where(inArray(services.id, [...ids]));

// --- Cart -----------------------------------------------------------------------------------

export const findCart = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  return row ?? null;
};

export const lockCart = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select()
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update')
    .limit(1);
  return row ?? null;
};

export const updateCart = async (
  db: DbOrTx,
  userId: string,
  changes: Partial<typeof carts.$inferInsert>,
) => {
  await db.update(carts).set(changes).where(eq(carts.userId, userId));
};

/** Empties the user's cart if it is the one this booking was made from. */
export const deleteCartHolding = async (db: DbOrTx, userId: string, bookingId: string) => {
  await db
    .delete(carts)
    .where(and(eq(carts.userId, userId), eq(carts.pendingBookingId, bookingId)));
};

export const deleteCart = async (db: DbOrTx, userId: string) => {
  await db.delete(carts).where(eq(carts.userId, userId));
};

// --- Bookings and their reservations ----------------------------------------------------------

/**
 * A new booking, the reservation that holds its dates under the exclusion constraint (an overlap
 * raises 23P01) and its first timeline event, in one statement. The caller built the whole row
 * (id included), so nothing needs reading back.
 */
export const insertHeldBooking = async (
  db: DbOrTx,
  booking: BookingRow,
  event: { id: string; reason: string },
) => {
  await db.execute(sql`
    with booked as (${db.insert(bookings).values(booking).returning({ id: bookings.id }).getSQL()}),
    held as (
      insert into ${propertyReservations} (property_id, during, kind, booking_id, created_by)
      select ${booking.propertyId}, daterange(${booking.moveInDate}::date, ${booking.endDate}::date), 'booking', id, ${booking.userId}
      from booked
    )
    insert into ${bookingEvents} (id, booking_id, from_status, to_status, actor_id, actor_role, reason, created_at)
    select ${event.id}, id, null, ${booking.status}, ${booking.userId}, 'user', ${event.reason}, ${booking.createdAt}
    from booked`);
};

/** Holds [moveIn, end) under the exclusion constraint; an overlap raises 23P01. */
export const insertBookingReservation = async (
  db: DbOrTx,
  booking: { id: string; propertyId: string; moveInDate: string; endDate: string; userId: string },
) => {
  await db.insert(propertyReservations).values({
    propertyId: booking.propertyId,
    during: `[${booking.moveInDate},${booking.endDate})`,
    kind: 'booking',
    bookingId: booking.id,
    createdBy: booking.userId,
  });
};

export const releaseBookingReservation = async (db: DbOrTx, bookingId: string) => {
  await db
    .update(propertyReservations)
    .set({ isActive: false })
    .where(
      and(eq(propertyReservations.bookingId, bookingId), eq(propertyReservations.isActive, true)),
    );
};

export const findBookingById = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row ?? null;
};

export const lockBooking = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update').limit(1);
  return row ?? null;
};

/**
 * The guarded transition: changes the booking only if it is still in one of `from`. Answers the
 * updated row, or null when the booking had moved on (the caller answers 409).
 */
export const transitionBooking = async (
  db: DbOrTx,
  id: string,
  from: readonly BookingRow['status'][],
  changes: Partial<typeof bookings.$inferInsert> & { status: BookingRow['status'] },
) => {
  const [row] = await db
    .update(bookings)
    .set(changes)
    .where(and(eq(bookings.id, id), inArray(bookings.status, [...from])))
    .returning();
  return row ?? null;
};

/**
 * Dates into the cart in one statement: a new home starts a new selection (no add-ons); the same
 * home keeps the add-ons chosen. Any earlier card hold is no longer this cart's.
 */
export const saveCartDates = async (
  db: DbOrTx,
  values: {
    userId: string;
    propertyId: string;
    moveInDate: string;
    rentalPeriod: number;
    at: Date;
  },
) => {
  const [row] = await db
    .insert(carts)
    .values({
      userId: values.userId,
      propertyId: values.propertyId,
      moveInDate: values.moveInDate,
      rentalPeriod: values.rentalPeriod,
      addOnIds: [],
      pendingBookingId: null,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: carts.userId,
      set: {
        propertyId: values.propertyId,
        moveInDate: values.moveInDate,
        rentalPeriod: values.rentalPeriod,
        addOnIds: sql`case when ${carts.propertyId} = excluded.property_id then ${carts.addOnIds} else '{}'::uuid[] end`,
        pendingBookingId: null,
        updatedAt: values.at,
      },
    })
    .returning({
      ...getTableColumns(carts),
      // Checkout shows the wallet balance: read in the same round trip.
      walletBalance: sql<
        string | null
      >`(select balance from ${ledgerAccounts} where kind = 'wallet' and holder_id = ${values.userId})`,
    });
  const { walletBalance, ...cart } = row!;
  return { cart, walletBalance: Number(walletBalance ?? 0) };
};

/**
 * A user's card holds still running (awaiting payment, not yet past their 15 minutes), leaving out
 * those overlapping `stay` on the same home: a new checkout of those dates replaces them.
 */
export const countOtherRunningHolds = async (
  db: DbOrTx,
  userId: string,
  now: Date,
  stay: { propertyId: string; moveInDate: string; endDate: string },
) => {
  const [row] = await db
    .select({ holds: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'pending_payment'),
        gt(bookings.expiresAt, now),
        sql`not (${bookings.propertyId} = ${stay.propertyId}
          and daterange(${bookings.moveInDate}, ${bookings.endDate})
            && daterange(${stay.moveInDate}::date, ${stay.endDate}::date))`,
      ),
    );
  return row?.holds ?? 0;
};

export const insertBookingEvent = async (db: DbOrTx, values: typeof bookingEvents.$inferInsert) => {
  await db.insert(bookingEvents).values(values);
};

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

// --- Lists ----------------------------------------------------------------------------------

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
      property: {
        id: properties.id,
        title: properties.title,
        city: properties.city,
        state: properties.state,
      },
      coverThumbKey: propertyImages.thumbKey,
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

// --- Jobs -----------------------------------------------------------------------------------

/** Unpaid holds past their expiry, claimed so that other processes skip them. */
export const claimExpiredBookings = async (db: DbOrTx, now: Date, limit: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.expiresAt, now)))
    .orderBy(bookings.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });

/** Confirmed stays whose end date has come, claimed likewise. */
export const claimFinishedStays = async (db: DbOrTx, today: string, limit: number) =>
  db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), lte(bookings.endDate, today)))
    .orderBy(bookings.endDate)
    .limit(limit)
    .for('update', { skipLocked: true });

// --- Availability -----------------------------------------------------------------------------

/** Ranges still to come that are taken (bookings held or confirmed, owner blocks). */
export const listTakenRanges = async (db: DbOrTx, propertyId: string, today: string) =>
  db
    .select({
      start: sql<string>`lower(${propertyReservations.during})::text`,
      end: sql<string>`upper(${propertyReservations.during})::text`,
      kind: propertyReservations.kind,
    })
    .from(propertyReservations)
    .where(
      and(
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.isActive, true),
        sql`upper(${propertyReservations.during}) > ${today}::date`,
      ),
    )
    .orderBy(sql`lower(${propertyReservations.during})`);

/**
 * Whether [moveIn, end) is taken. `ignoreHoldsOf` leaves out that user's own unpaid holds: their
 * next checkout of the same dates replaces them (see releaseOwnHolds), so they block nobody's
 * choice but other people's.
 */
export const hasOverlap = async (
  db: DbOrTx,
  propertyId: string,
  moveInDate: string,
  endDate: string,
  ignoreHoldsOf?: string,
) => {
  const [row] = await db
    .select({ id: propertyReservations.id })
    .from(propertyReservations)
    .where(
      and(
        eq(propertyReservations.propertyId, propertyId),
        eq(propertyReservations.isActive, true),
        sql`${propertyReservations.during} && daterange(${moveInDate}::date, ${endDate}::date)`,
        ignoreHoldsOf
          ? sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${propertyReservations.bookingId} and ${bookings.userId} = ${ignoreHoldsOf} and ${bookings.status} = 'pending_payment')`
          : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** The user's own unpaid holds on this home overlapping [moveIn, end), locked. */
export const lockOwnOverlappingHolds = async (
  db: DbOrTx,
  userId: string,
  propertyId: string,
  moveInDate: string,
  endDate: string,
) =>
  db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.propertyId, propertyId),
        eq(bookings.status, 'pending_payment'),
        sql`daterange(${bookings.moveInDate}, ${bookings.endDate}) && daterange(${moveInDate}::date, ${endDate}::date)`,
      ),
    )
    .for('update');
