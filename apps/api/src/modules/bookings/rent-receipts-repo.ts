// read model: reads accounts, properties.
// Rent receipts as the PDFs print them: each paid month with its booking, home, tenant and owner,
// in one query (no lookup per receipt).
import { aliasedTable, and, asc, eq, gte, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts, bookingInstalments, bookings, properties } from '../../db/schema/index';

const tenants = aliasedTable(accounts, 'tenant');
const owners = aliasedTable(accounts, 'landlord');

const receiptColumns = {
  instalmentId: bookingInstalments.id,
  status: bookingInstalments.status,
  receiptNumber: bookingInstalments.receiptNumber,
  paidAt: bookingInstalments.paidAt,
  method: bookingInstalments.method,
  periodStart: bookingInstalments.periodStart,
  periodEnd: bookingInstalments.periodEnd,
  amount: bookingInstalments.amount,
  bookingReference: bookings.reference,
  monthlyRent: bookings.monthlyRent,
  addOns: bookings.addOns,
  tenantName: tenants.name,
  ownerName: owners.name,
  ownerPan: owners.pan,
  homeTitle: properties.title,
  homeAddress: properties.address,
  homeCity: properties.city,
  homeState: properties.state,
  homePincode: properties.pincode,
};

const selectReceipts = (db: DbOrTx) =>
  db
    .select(receiptColumns)
    .from(bookingInstalments)
    .innerJoin(bookings, eq(bookings.id, bookingInstalments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(tenants, eq(tenants.id, bookings.userId))
    .innerJoin(owners, eq(owners.id, bookings.ownerId));

export type RentReceiptRow = Awaited<ReturnType<typeof selectReceipts>>[number];

/** One instalment of the tenant's own bookings, paid or not; undefined for anyone else's. */
export const findTenantInstalmentReceipt = async (
  db: DbOrTx,
  { instalmentId, tenantId }: { instalmentId: string; tenantId: string },
): Promise<RentReceiptRow | undefined> => {
  const [row] = await selectReceipts(db)
    .where(and(eq(bookingInstalments.id, instalmentId), eq(bookings.userId, tenantId)))
    .limit(1);
  return row;
};

/**
 * The tenant's paid months (every booking) whose period starts in [from, toExclusive): a
 * financial year's statement. Months refunded since (cancelled after being paid) are left out:
 * their rent came back.
 */
export const listTenantPaidReceipts = (
  db: DbOrTx,
  { tenantId, from, toExclusive }: { tenantId: string; from: string; toExclusive: string },
): Promise<RentReceiptRow[]> =>
  selectReceipts(db)
    .where(
      and(
        eq(bookings.userId, tenantId),
        eq(bookingInstalments.status, 'paid'),
        isNotNull(bookingInstalments.receiptNumber),
        gte(bookingInstalments.periodStart, from),
        lt(bookingInstalments.periodStart, toExclusive),
      ),
    )
    .orderBy(asc(bookingInstalments.periodStart), asc(bookingInstalments.receiptNumber));
