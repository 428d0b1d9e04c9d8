import type { FinancialYear } from '@nestly/shared';
import { apiClient } from '../../../lib/api-client';

/** Offers a fetched file to the browser as a download. */
const saveBlob = (name: string, blob: Blob) => {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/**
 * The receipts are PDFs behind the signed-in API client (a bearer token, not a cookie), so a
 * plain link cannot fetch them: they are fetched as a blob and handed to the browser.
 */
const downloadPdf = async (path: string, params: object | undefined, name: string) => {
  const response = await apiClient.get<Blob>(path, { params, responseType: 'blob' });
  saveBlob(name, response.data);
};

/** GET /api/user/instalments/{id}/receipt: one paid month's rent receipt. */
export const downloadRentReceipt = (instalmentId: string, receiptNumber: string | null) =>
  downloadPdf(
    `/user/instalments/${encodeURIComponent(instalmentId)}/receipt`,
    undefined,
    `nestly-rent-receipt-${receiptNumber ?? instalmentId}.pdf`,
  );

/** GET /api/user/rent-statement?fy=2026-27: every month paid for in one April–March year. */
export const downloadRentStatement = (fy: FinancialYear) =>
  downloadPdf('/user/rent-statement', { fy }, `nestly-rent-statement-${fy}.pdf`);
