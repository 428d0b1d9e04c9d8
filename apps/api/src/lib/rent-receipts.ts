import PDFDocument from 'pdfkit';
import {
  addDaysToDate,
  amountInWords,
  financialYearBounds,
  type FinancialYear,
  type PaymentMethod,
} from '@nestly/shared';

/**
 * Rent receipts and financial-year rent statements as PDF (PRODUCT.md, "Long stays, month by
 * month"): what a salaried tenant hands their employer to claim HRA. Plain data in, PDF bytes out;
 * who may read which receipt, and where the data comes from, is the bookings module's business.
 *
 * Text is set in the PDF standard Helvetica, which every reader has, so nothing is embedded and a
 * receipt stays a few kilobytes. Its WinAnsi encoding has no rupee sign, so figures read
 * "Rs. 28,000.00", the usual form on Indian receipts; names outside Latin script would need an
 * embedded font (decision note on long stays).
 */

export interface RentReceiptItem {
  /** "Rent", or an add-on service's name. */
  label: string;
  /** Paise. */
  amount: number;
}

export interface RentReceiptData {
  receiptNumber: string;
  bookingReference: string;
  tenantName: string;
  ownerName: string;
  /** The owner's PAN when they gave one (`AAAAA9999A`). */
  ownerPan: string | null;
  /** The home's full address, one line per element (title, street, city and pincode…). */
  homeAddress: readonly string[];
  /** First day of the period paid for, `YYYY-MM-DD`. */
  periodStart: string;
  /** The next period's first day (exclusive, as instalments store it). */
  periodEnd: string;
  /** Paise: what was paid for the month. */
  amount: number;
  /** What the amount is made of (rent, each add-on); must add up to `amount`. */
  items: readonly RentReceiptItem[];
  paidAt: Date;
  method: PaymentMethod;
}

export interface RenderOptions {
  /** The business time zone: payment dates are printed as that zone's calendar days. */
  timeZone: string;
  /** When the document is made (its "issued on" and the PDF's creation date). */
  issuedAt: Date;
}

export interface RentStatementData {
  financialYear: FinancialYear;
  tenantName: string;
  /** The receipts of the year, any order (grouped by landlord and home, then by period). */
  receipts: readonly RentReceiptData[];
}

/** A tenant paying more rent than this in a year needs the landlord's PAN to claim HRA. */
export const HRA_PAN_THRESHOLD_PAISE = 10_000_000;

const PAGE_MARGIN = 56;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const BRAND = '#1d4ed8';

const rupeeFigures = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `Rs. 1,25,000.50`: Indian grouping, always with paise (a receipt states the exact sum). */
export const formatRupeesForPdf = (paise: number): string => {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be an integer, got ${paise}`);
  return `Rs. ${rupeeFigures.format(paise / 100)}`;
};

const calendarDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `8 May 2026` for the calendar day `2026-05-08` (no time zone can move it). */
const formatCalendarDay = (day: string): string =>
  calendarDayFormat.format(new Date(`${day}T00:00:00Z`));

const shortDayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `10 Aug 2026 – 9 Sept 2026`: a period in a statement's table column, on one line. */
const formatShortPeriod = ({
  periodStart,
  periodEnd,
}: Pick<RentReceiptData, 'periodStart' | 'periodEnd'>) =>
  [periodStart, addDaysToDate(periodEnd, -1)]
    .map((day) => shortDayFormat.format(new Date(`${day}T00:00:00Z`)))
    .join(' – ');

/** `8 May 2026` for an instant, as the business time zone's calendar day. */
const formatInstantDay = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(instant);

/** `10 May 2026 to 9 June 2026`: the period's first and last days (periodEnd is exclusive). */
const formatPeriod = ({
  periodStart,
  periodEnd,
}: Pick<RentReceiptData, 'periodStart' | 'periodEnd'>) =>
  `${formatCalendarDay(periodStart)} to ${formatCalendarDay(addDaysToDate(periodEnd, -1))}`;

const METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card (online payment)',
  wallet: 'Nestly wallet',
};

const checkReceipt = (receipt: RentReceiptData) => {
  const itemsTotal = receipt.items.reduce((sum, item) => sum + item.amount, 0);
  if (receipt.items.length > 0 && itemsTotal !== receipt.amount) {
    throw new RangeError(
      `receipt ${receipt.receiptNumber}: items add up to ${itemsTotal} paise, not ${receipt.amount}`,
    );
  }
  if (receipt.periodEnd <= receipt.periodStart) {
    throw new RangeError(`receipt ${receipt.receiptNumber}: the period ends before it starts`);
  }
};

/** Collects a document's bytes; resolves once pdfkit has written the last one. */
const renderDocument = (
  info: { title: string; subject: string; issuedAt: Date },
  draw: (document: PDFKit.PDFDocument) => void,
): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const document = new PDFDocument({
      size: 'A4',
      margin: PAGE_MARGIN,
      bufferPages: true,
      info: {
        Title: info.title,
        Subject: info.subject,
        Author: 'Nestly',
        Creator: 'Nestly',
        CreationDate: info.issuedAt,
      },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    try {
      document.font('Helvetica').fillColor(INK);
      draw(document);
      numberPages(document);
      document.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });

const contentWidth = (document: PDFKit.PDFDocument) =>
  document.page.width - document.page.margins.left - document.page.margins.right;

const rule = (document: PDFKit.PDFDocument, gap = 10) => {
  document.moveDown(0.2);
  const y = document.y + gap / 2;
  document
    .moveTo(document.page.margins.left, y)
    .lineTo(document.page.width - document.page.margins.right, y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  document.y = y + gap / 2;
};

const heading = (document: PDFKit.PDFDocument, title: string, subtitle: string) => {
  const left = document.page.margins.left;
  document.font('Helvetica-Bold').fontSize(11).fillColor(BRAND).text('Nestly', left, PAGE_MARGIN);
  document.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title, left);
  document.font('Helvetica').fontSize(10).fillColor(MUTED).text(subtitle, left);
  rule(document, 16);
};

/** Label on the left, value beside it, wrapping within its column. */
const fact = (document: PDFKit.PDFDocument, label: string, value: string) => {
  const left = document.page.margins.left;
  const labelWidth = 150;
  const y = document.y;
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(label, left, y, { width: labelWidth });
  const labelBottom = document.y;
  document
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(value, left + labelWidth, y, { width: contentWidth(document) - labelWidth });
  document.y = Math.max(labelBottom, document.y) + 4;
};

const footnote = (document: PDFKit.PDFDocument, text: string) => {
  document
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(text, document.page.margins.left, document.y, { width: contentWidth(document) });
};

/** "Page 1 of 2" at the foot of every page (pages are buffered until the end). */
const numberPages = (document: PDFKit.PDFDocument) => {
  const range = document.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    document.switchToPage(index);
    const bottom = document.page.height - PAGE_MARGIN / 2 - 10;
    // Writing below the bottom margin would add a page: lift the margin while writing the footer.
    const margin = document.page.margins.bottom;
    document.page.margins.bottom = 0;
    document
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${index + 1} of ${range.count}`, document.page.margins.left, bottom, {
        width: contentWidth(document),
        align: 'right',
      });
    document.page.margins.bottom = margin;
  }
};

const LANDLORD_PAN_MISSING = 'Not provided by the landlord';

/** One month's rent receipt. */
export const renderRentReceipt = async (
  receipt: RentReceiptData,
  { timeZone, issuedAt }: RenderOptions,
): Promise<Buffer> => {
  checkReceipt(receipt);
  const paidOn = formatInstantDay(receipt.paidAt, timeZone);
  const figures = formatRupeesForPdf(receipt.amount);
  const words = amountInWords(receipt.amount);
  return renderDocument(
    {
      title: `Rent receipt ${receipt.receiptNumber}`,
      subject: `Rent for ${formatPeriod(receipt)}`,
      issuedAt,
    },
    (document) => {
      heading(
        document,
        'Rent Receipt',
        `Receipt No. ${receipt.receiptNumber}    Issued on ${formatInstantDay(issuedAt, timeZone)}`,
      );
      document
        .font('Helvetica')
        .fontSize(11)
        .fillColor(INK)
        .text(
          `Received with thanks from ${receipt.tenantName} the sum of ${figures} (${words}) ` +
            `towards the rent of the home at ${receipt.homeAddress.join(', ')}, for the period ` +
            `${formatPeriod(receipt)}, paid by ${METHOD_LABELS[receipt.method].toLowerCase()} ` +
            `on ${paidOn}.`,
          { width: contentWidth(document), lineGap: 3 },
        );
      rule(document, 16);
      fact(document, 'Receipt number', receipt.receiptNumber);
      fact(document, 'Tenant', receipt.tenantName);
      fact(document, 'Landlord', receipt.ownerName);
      fact(document, "Landlord's PAN", receipt.ownerPan ?? LANDLORD_PAN_MISSING);
      fact(document, 'Home', receipt.homeAddress.join('\n'));
      fact(document, 'Rental period', formatPeriod(receipt));
      fact(document, 'Amount', figures);
      fact(document, 'Amount in words', words);
      fact(document, 'Paid on', paidOn);
      fact(document, 'Payment method', METHOD_LABELS[receipt.method]);
      fact(document, 'Booking reference', receipt.bookingReference);
      if (receipt.items.length > 1) {
        rule(document, 12);
        document.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('What the amount covers');
        document.moveDown(0.3);
        receipt.items.forEach((item) =>
          fact(document, item.label, formatRupeesForPdf(item.amount)),
        );
      }
      rule(document, 16);
      footnote(
        document,
        'This receipt was issued electronically by Nestly on behalf of the landlord for a payment ' +
          'received through Nestly; it needs no signature. Keep it for your House Rent Allowance ' +
          'claim.',
      );
    },
  );
};

interface StatementGroup {
  ownerName: string;
  ownerPan: string | null;
  homeAddress: readonly string[];
  receipts: RentReceiptData[];
}

/** One group per landlord and home, in the order their first period starts. */
const groupReceipts = (receipts: readonly RentReceiptData[]): StatementGroup[] => {
  const groups = new Map<string, StatementGroup>();
  const sorted = [...receipts].sort(
    (first, second) =>
      first.periodStart.localeCompare(second.periodStart) ||
      first.receiptNumber.localeCompare(second.receiptNumber),
  );
  for (const receipt of sorted) {
    const key = JSON.stringify([receipt.ownerName, receipt.ownerPan, receipt.homeAddress]);
    const group = groups.get(key) ?? {
      ownerName: receipt.ownerName,
      ownerPan: receipt.ownerPan,
      homeAddress: receipt.homeAddress,
      receipts: [],
    };
    group.receipts.push(receipt);
    groups.set(key, group);
  }
  return [...groups.values()];
};

const STATEMENT_COLUMNS = [
  { title: 'Receipt No.', width: 0.24, align: 'left' },
  { title: 'Rental period', width: 0.33, align: 'left' },
  { title: 'Paid on', width: 0.2, align: 'left' },
  { title: 'Amount', width: 0.23, align: 'right' },
] as const;

const TABLE_ROW_HEIGHT = 16;
const STATEMENT_HEADER = STATEMENT_COLUMNS.map((column) => column.title);

/** One row of the statement's table; a row that would not fit opens a page with the header again. */
const tableRow = (
  document: PDFKit.PDFDocument,
  cells: readonly string[],
  { bold = false }: { bold?: boolean } = {},
) => {
  const width = contentWidth(document);
  const bottom = document.page.height - document.page.margins.bottom;
  if (document.y + TABLE_ROW_HEIGHT > bottom) {
    document.addPage();
    if (cells !== STATEMENT_HEADER) tableRow(document, STATEMENT_HEADER, { bold: true });
  }
  const y = document.y;
  let x = document.page.margins.left;
  document
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(9.5)
    .fillColor(INK);
  STATEMENT_COLUMNS.forEach((column, index) => {
    document.text(cells[index] ?? '', x, y, {
      width: column.width * width - 6,
      align: column.align,
      lineBreak: false,
    });
    x += column.width * width;
  });
  document.y = y + TABLE_ROW_HEIGHT;
};

/** The rent paid in one Indian financial year (April to March), grouped by landlord and home. */
export const renderRentStatement = async (
  statement: RentStatementData,
  { timeZone, issuedAt }: RenderOptions,
): Promise<Buffer> => {
  statement.receipts.forEach(checkReceipt);
  const bounds = financialYearBounds(statement.financialYear);
  const total = statement.receipts.reduce((sum, receipt) => sum + receipt.amount, 0);
  return renderDocument(
    {
      title: `Rent statement ${statement.financialYear}`,
      subject: `Rent paid by ${statement.tenantName} in the financial year ${statement.financialYear}`,
      issuedAt,
    },
    (document) => {
      heading(
        document,
        `Rent Statement, Financial Year ${statement.financialYear}`,
        `${formatCalendarDay(bounds.start)} to ${formatCalendarDay(bounds.end)}    ` +
          `Issued on ${formatInstantDay(issuedAt, timeZone)}`,
      );
      fact(document, 'Tenant', statement.tenantName);
      fact(document, 'Rent paid in the year', formatRupeesForPdf(total));
      fact(document, 'In words', amountInWords(total));
      if (statement.receipts.length === 0) {
        rule(document, 16);
        document
          .font('Helvetica')
          .fontSize(11)
          .fillColor(INK)
          .text(`No rent was paid through Nestly for periods in ${statement.financialYear}.`);
        return;
      }
      for (const group of groupReceipts(statement.receipts)) {
        rule(document, 16);
        const groupTotal = group.receipts.reduce((sum, receipt) => sum + receipt.amount, 0);
        fact(document, 'Landlord', group.ownerName);
        fact(document, "Landlord's PAN", group.ownerPan ?? LANDLORD_PAN_MISSING);
        fact(document, 'Home', group.homeAddress.join('\n'));
        document.moveDown(0.4);
        tableRow(document, STATEMENT_HEADER, { bold: true });
        for (const receipt of group.receipts) {
          tableRow(document, [
            receipt.receiptNumber,
            formatShortPeriod(receipt),
            formatInstantDay(receipt.paidAt, timeZone),
            formatRupeesForPdf(receipt.amount),
          ]);
        }
        tableRow(document, ['', '', 'Total', formatRupeesForPdf(groupTotal)], { bold: true });
        document.x = document.page.margins.left;
        if (groupTotal > HRA_PAN_THRESHOLD_PAISE && !group.ownerPan) {
          document.moveDown(0.3);
          footnote(
            document,
            'Rent to this landlord is above Rs. 1,00,000 in the year: an HRA claim needs their ' +
              'PAN. Ask them to add it to their Nestly profile, and the statement will show it.',
          );
        }
      }
      rule(document, 16);
      footnote(
        document,
        'Each period is counted in the financial year in which it starts. Every payment listed has ' +
          'its own receipt, issued electronically by Nestly on behalf of the landlord.',
      );
    },
  );
};
