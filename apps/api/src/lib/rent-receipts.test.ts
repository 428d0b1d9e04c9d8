import { describe, expect, it } from 'vitest';
import {
  formatRupeesForPdf,
  renderRentReceipt,
  renderRentStatement,
  type RentReceiptData,
} from './rent-receipts';
import { pdfText } from '../test/helpers/pdf-text';

const options = { timeZone: 'Asia/Kolkata', issuedAt: new Date('2026-05-08T06:30:00Z') };

const receipt: RentReceiptData = {
  receiptNumber: 'NST-2026-27-000123',
  bookingReference: 'NST-7F3A9C',
  tenantName: 'Asha Menon',
  ownerName: 'Priya Varghese',
  ownerPan: 'ABCDE1234F',
  homeAddress: ['Sea-view flat', '12 Marine Drive, Ernakulam', 'Kochi, Kerala 682031'],
  periodStart: '2026-05-10',
  periodEnd: '2026-06-10',
  amount: 12_500_050,
  items: [
    { label: 'Rent', amount: 12_000_050 },
    { label: 'Weekly cleaning', amount: 500_000 },
  ],
  // 23:50 IST on 7 May: the receipt says 7 May, the business day, not 8 May or UTC's date.
  paidAt: new Date('2026-05-07T18:20:00Z'),
  method: 'card',
};

describe('formatRupeesForPdf', () => {
  it('groups the Indian way and always shows paise', () => {
    expect(formatRupeesForPdf(12_500_050)).toBe('Rs. 1,25,000.50');
    expect(formatRupeesForPdf(2_800_000)).toBe('Rs. 28,000.00');
    expect(formatRupeesForPdf(0)).toBe('Rs. 0.00');
  });
});

describe('renderRentReceipt', () => {
  it('writes a PDF with everything an HRA claim needs', async () => {
    const bytes = await renderRentReceipt(receipt, options);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages, info } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(info.Title).toBe('Rent receipt NST-2026-27-000123');
    for (const expected of [
      'Rent Receipt',
      'NST-2026-27-000123',
      'Asha Menon',
      'Priya Varghese',
      'ABCDE1234F',
      '12 Marine Drive, Ernakulam',
      'Kochi, Kerala 682031',
      '10 May 2026 to 9 June 2026',
      'Rs. 1,25,000.50',
      'Rupees One Lakh Twenty-Five Thousand and Fifty Paise Only',
      '7 May 2026',
      'Card (online payment)',
      'NST-7F3A9C',
      'Weekly cleaning',
      'Rs. 5,000.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Paid on 7 May 2026');
    expect(text).toContain('Issued on 8 May 2026');
  });

  it('says when the landlord gave no PAN, and leaves out a breakdown of one line', async () => {
    const { text } = await pdfText(
      await renderRentReceipt(
        {
          ...receipt,
          ownerPan: null,
          method: 'wallet',
          items: [{ label: 'Rent', amount: 12_500_050 }],
        },
        options,
      ),
    );
    expect(text).toContain("Landlord's PAN Not provided by the landlord");
    expect(text).toContain('Nestly wallet');
    expect(text).not.toContain('What the amount covers');
  });

  it('refuses items that do not add up to the amount', async () => {
    await expect(
      renderRentReceipt({ ...receipt, items: [{ label: 'Rent', amount: 1 }] }, options),
    ).rejects.toThrow(/items add up to 1 paise/);
  });
});

describe('renderRentStatement', () => {
  const month = (index: number, overrides: Partial<RentReceiptData> = {}): RentReceiptData => {
    const start = new Date(Date.UTC(2026, 3 + index, 10));
    const end = new Date(Date.UTC(2026, 4 + index, 10));
    return {
      ...receipt,
      receiptNumber: `NST-2026-27-${String(200 + index).padStart(6, '0')}`,
      periodStart: start.toISOString().slice(0, 10),
      periodEnd: end.toISOString().slice(0, 10),
      amount: 2_800_000,
      items: [],
      paidAt: new Date(start.getTime() - 86_400_000),
      ...overrides,
    };
  };

  it('lists the year’s receipts by landlord with totals in figures and words', async () => {
    const second = {
      ownerName: 'Thomas Kurian',
      ownerPan: null,
      homeAddress: ['Studio near MG Road', 'Bengaluru, Karnataka 560001'],
    };
    const receipts = [
      ...Array.from({ length: 12 }, (_, index) => month(index)),
      month(5, { ...second, receiptNumber: 'NST-2026-27-000900', amount: 1_500_000 }),
    ];
    const { text, pages } = await pdfText(
      await renderRentStatement(
        { financialYear: '2026-27', tenantName: 'Asha Menon', receipts },
        options,
      ),
    );
    expect(pages).toBeGreaterThanOrEqual(1);
    for (const expected of [
      'Rent Statement, Financial Year 2026-27',
      '1 April 2026 to 31 March 2027',
      'Asha Menon',
      'Priya Varghese',
      'ABCDE1234F',
      'NST-2026-27-000200',
      'NST-2026-27-000211',
      '10 Apr 2026 – 9 May 2026',
      'Rs. 3,36,000.00',
      'Thomas Kurian',
      'NST-2026-27-000900',
      'Rs. 15,000.00',
      // 12 × ₹28,000 + ₹15,000
      'Rs. 3,51,000.00',
      'Rupees Three Lakh Fifty-One Thousand Only',
      `Page 1 of ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
    // Below ₹1,00,000 to Thomas: no PAN warning for him; Priya gave hers.
    expect(text).not.toContain('an HRA claim needs their PAN');
  });

  it('warns when rent above ₹1,00,000 went to a landlord without a PAN, over several pages', async () => {
    const receipts = Array.from({ length: 60 }, (_, index) =>
      month(index % 12, {
        ownerPan: null,
        receiptNumber: `NST-2026-27-${String(1000 + index).padStart(6, '0')}`,
      }),
    );
    const { text, pages } = await pdfText(
      await renderRentStatement(
        { financialYear: '2026-27', tenantName: 'Asha Menon', receipts },
        options,
      ),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('NST-2026-27-001059');
    // Each page that the table runs onto starts with its header again.
    expect(text.split('Receipt No. Rental period Paid on Amount')).toHaveLength(pages + 1);
    expect(text).toContain('an HRA claim needs their PAN');
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('says so when no rent was paid in the year', async () => {
    const { text } = await pdfText(
      await renderRentStatement(
        { financialYear: '2025-26', tenantName: 'Asha Menon', receipts: [] },
        options,
      ),
    );
    expect(text).toContain('No rent was paid through Nestly for periods in 2025-26.');
    expect(text).toContain('Rupees Zero Only');
  });
});
