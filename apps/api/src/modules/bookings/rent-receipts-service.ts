import { financialYearBounds, type FinancialYear } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { AppError, notFound } from '../../lib/app-error';
import { getBusinessTimeZone } from '../../lib/clock';
import {
  renderRentReceipt,
  renderRentStatement,
  type RentReceiptData,
  type RentReceiptItem,
} from '../../lib/rent-receipts';
import {
  findTenantInstalmentReceipt,
  listTenantPaidReceipts,
  type RentReceiptRow,
} from './rent-receipts-repo';

/** The signed-in tenant asking. */
interface Tenant {
  id: string;
  name: string;
}

/** A PDF to send as a download. */
export interface PdfFile {
  fileName: string;
  mimeType: 'application/pdf';
  bytes: Buffer;
}

/**
 * What the month's amount is made of: the rent and each add-on's monthly price, as the booking's
 * snapshot has them. Printed only when they add up to what was paid; otherwise (a schedule written
 * under other rules) the receipt states the amount alone.
 */
const itemsOf = (row: RentReceiptRow): RentReceiptItem[] => {
  const items = [
    { label: 'Rent', amount: row.monthlyRent },
    ...row.addOns.map((addOn) => ({ label: addOn.name, amount: addOn.monthlyPrice })),
  ];
  const sum = items.reduce((total, item) => total + item.amount, 0);
  return sum === row.amount ? items : [];
};

/** A row with a receipt: paid, or paid and cancelled since by ending early (it keeps its number). */
const toReceiptData = (row: RentReceiptRow): RentReceiptData | undefined => {
  if (row.receiptNumber === null || row.paidAt === null || row.method === null) return undefined;
  return {
    receiptNumber: row.receiptNumber,
    bookingReference: row.bookingReference,
    tenantName: row.tenantName,
    ownerName: row.ownerName,
    ownerPan: row.ownerPan,
    homeAddress: [
      row.homeTitle,
      row.homeAddress,
      `${row.homeCity}, ${row.homeState} ${row.homePincode}`,
    ],
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    amount: row.amount,
    items: itemsOf(row),
    paidAt: row.paidAt,
    method: row.method,
  };
};

/** Rent receipts for HRA claims (PRODUCT.md, "Long stays, month by month"): the tenant's only. */
export const createRentReceiptsService = ({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) => ({
  /**
   * One month's receipt. Someone else's instalment, or none, is 404; the tenant's own month that
   * is not paid (yet, or cancelled unpaid) is 409: the receipt comes with the payment.
   */
  receipt: async (caller: Tenant, instalmentId: string): Promise<PdfFile> => {
    const row = await findTenantInstalmentReceipt(db, { instalmentId, tenantId: caller.id });
    if (!row) throw notFound('Instalment');
    const data = toReceiptData(row);
    if (!data) {
      throw new AppError('CONFLICT', {
        message: 'This month is not paid yet: its receipt comes with the payment.',
      });
    }
    const bytes = await renderRentReceipt(data, {
      timeZone: getBusinessTimeZone(),
      issuedAt: clock.now(),
    });
    return {
      fileName: `rent-receipt-${data.receiptNumber}.pdf`,
      mimeType: 'application/pdf',
      bytes,
    };
  },

  /**
   * The financial year's statement: every paid month whose period starts in it, over all the
   * tenant's bookings. A year without any is still a statement, saying so.
   */
  statement: async (caller: Tenant, financialYear: FinancialYear): Promise<PdfFile> => {
    const bounds = financialYearBounds(financialYear);
    const rows = await listTenantPaidReceipts(db, {
      tenantId: caller.id,
      from: bounds.start,
      toExclusive: bounds.endExclusive,
    });
    const receipts = rows.flatMap((row) => toReceiptData(row) ?? []);
    const bytes = await renderRentStatement(
      { financialYear, tenantName: rows[0]?.tenantName ?? caller.name, receipts },
      { timeZone: getBusinessTimeZone(), issuedAt: clock.now() },
    );
    return { fileName: `rent-statement-${financialYear}.pdf`, mimeType: 'application/pdf', bytes };
  },
});

export type RentReceiptsService = ReturnType<typeof createRentReceiptsService>;
