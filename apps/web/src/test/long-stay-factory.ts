import { instalmentSchedule, type Instalment } from '@nestly/shared';

/** A stay's instalments as the API lists them: month 1 paid at checkout, the rest as given. */
export const makeInstalments = (
  statuses: readonly Instalment['status'][],
  { moveInDate = '2026-05-10', monthlyRent = 2_800_000, addOnMonthlyPrices = [150_000] } = {},
): Instalment[] =>
  instalmentSchedule({ moveInDate, months: statuses.length, monthlyRent, addOnMonthlyPrices }).map(
    (planned, index) => {
      const status = statuses[index] ?? 'upcoming';
      const paid = status === 'paid';
      return {
        ...planned,
        id: `00000000-0000-4000-8000-${String(planned.number).padStart(12, '0')}`,
        status,
        paidAt: paid ? `${planned.dueDate}T04:30:00.000Z` : null,
        method: paid ? (index === 0 ? 'card' : 'wallet') : null,
        receiptNumber: paid ? `NST-2026-27-${String(100 + planned.number).padStart(6, '0')}` : null,
      };
    },
  );
