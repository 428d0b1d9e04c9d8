// read model: reads accounts, bookings, properties, property_images, property_reservations, services
// The cart (its own table) and, as a read model of the checkout, what it is priced from: the
// bookable home, the add-on services, whether the dates are free and the card hold a checkout
// left, each read in the statement that needs it (the wallet balance is the ledger's column).
import { and, eq, getTableColumns, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  bookings,
  carts,
  properties,
  propertyImages,
  propertyReservations,
  services,
} from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';
import { walletBalanceColumn } from '../ledger/index';

/** An add-on service as the cart prices it. */
export interface ServiceRow {
  id: string;
  name: string;
  monthlyPrice: number;
  status: string;
}

/** A stay's dates; `ignoreHoldsOf` leaves out that user's own unpaid holds (see takenDuring). */
export interface StayDates {
  moveInDate: string;
  endDate: string;
  ignoreHoldsOf?: string;
}

/**
 * The active reservations of a home overlapping [moveIn, end). `ignoreHoldsOf` leaves out that
 * user's own unpaid holds: their next checkout of the same dates replaces them (replacingOwnHolds
 * in bookings/holds.ts), so they block nobody's choice but other people's. `propertyId` may be a column, so
 * a property's own query can ask it of each row.
 */
const takenDuring = (propertyId: string | AnyColumn, stay: StayDates) =>
  and(
    eq(propertyReservations.propertyId, propertyId),
    eq(propertyReservations.isActive, true),
    sql`${propertyReservations.during} && daterange(${stay.moveInDate}::date, ${stay.endDate}::date)`,
    stay.ignoreHoldsOf
      ? sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${propertyReservations.bookingId} and ${bookings.userId} = ${stay.ignoreHoldsOf} and ${bookings.status} = 'pending_payment')`
      : undefined,
  );

/** Whether [moveIn, end) is taken (takenDuring), as a column of the property's own query. */
export const takenBetween = (stay: StayDates) =>
  sql<boolean>`exists (select 1 from ${propertyReservations} where ${takenDuring(properties.id, stay)})`;

/** Whether [moveIn, end) is taken at this home (takenDuring). */
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
    .where(takenDuring(propertyId, { moveInDate, endDate, ignoreHoldsOf }))
    .limit(1);
  return Boolean(row);
};

/** The card hold a checkout left on the cart: whether it still holds the dates. */
export const findHold = async (db: DbOrTx, bookingId: string) =>
  firstRowOrNull(
    db
      .select({ id: bookings.id, status: bookings.status, expiresAt: bookings.expiresAt })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .limit(1),
  );

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

/**
 * What booking needs to know of a property: price, limits, owner, whether it can be booked; with
 * `stay`, also whether those dates are taken (one round trip for both).
 */
export const findBookableProperty = async (db: DbOrTx, propertyId: string, stay?: StayDates) => {
  return firstRowOrNull(
    db
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
      .limit(1),
  );
};

/**
 * Takes the user's cart out (a rollback puts it back) together with its property, in one
 * statement: the wallet payment's first step.
 */
export const takeCartWithProperty = async (db: DbOrTx, userId: string) => {
  const taken = db.$with('taken').as(db.delete(carts).where(eq(carts.userId, userId)).returning());
  return firstRowOrNull(
    db
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
      ),
  );
};

/**
 * A cart as a wallet payment reads it, in one statement and without locking anything: the cart,
 * its home as booking needs it, and its add-ons. The payment itself (`placeWalletBooking`) takes
 * the cart only if it is still exactly this one.
 */
export const findCartToPay = async (db: DbOrTx, userId: string) => {
  return firstRowOrNull(
    db
      .select({
        cart: {
          userId: carts.userId,
          propertyId: carts.propertyId,
          moveInDate: carts.moveInDate,
          rentalPeriod: carts.rentalPeriod,
          addOnIds: carts.addOnIds,
          pendingBookingId: carts.pendingBookingId,
        },
        property: { ...bookablePropertyColumns, isTaken: sql<boolean>`false` },
        services: sql<ServiceRow[]>`coalesce((select json_agg(json_build_object(
            'id', s.id, 'name', s.name, 'monthlyPrice', s.monthly_price, 'status', s.status))
          from ${services} s where s.id = any(${carts.addOnIds})), '[]'::json)`,
      })
      .from(carts)
      .innerJoin(properties, eq(properties.id, carts.propertyId))
      .innerJoin(accounts, eq(accounts.id, properties.ownerId))
      .leftJoin(
        propertyImages,
        and(eq(propertyImages.propertyId, properties.id), eq(propertyImages.position, 0)),
      )
      .where(eq(carts.userId, userId))
      .limit(1),
  );
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
  return firstRowOrNull(db.select().from(carts).where(eq(carts.userId, userId)).limit(1));
};

export const lockCart = async (db: DbOrTx, userId: string) => {
  return firstRowOrNull(
    db.select().from(carts).where(eq(carts.userId, userId)).for('update').limit(1),
  );
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
      walletBalance: walletBalanceColumn(values.userId),
    });
  const { walletBalance, ...cart } = row!;
  return { cart, walletBalance: Number(walletBalance ?? 0) };
};
