import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '@nestly/shared';
import { createOwner, createUser, type SignedInPerson } from '../../test/factories/accounts';
import { bookByWallet, daysFromNow, setUpBookingWorld } from '../../test/factories/bookings';
import { putInstalment } from '../../test/factories/instalments';
import { buyPlan, createApprovedListing } from '../../test/factories/listings';
import { pdfText } from '../../test/helpers/pdf-text';

const RENT = 2_500_000;
const world = setUpBookingWorld({ homeFields: { rent: String(RENT) } });
const { t, admin } = world;

// Serials of the real form (six digits), far from the sequence's own on this file's fresh database.
let serial = 900_000;
/** A receipt number no other row has taken. */
const nextReceiptNumber = (year = '2026-27') => {
  serial += 1;
  return `NST-${year}-${serial}`;
};

/** An owner named `ownerName` with one approved home, and a tenant's confirmed booking of it. */
const stayWith = async (
  ownerName: string,
  tenant?: SignedInPerson,
  homeFields: Record<string, string> = {},
) => {
  const owner = await createOwner(t.app, t.mailer, { name: ownerName });
  await buyPlan(t.app, owner, 'Basic');
  const property = await createApprovedListing(t.app, owner, admin, {
    rent: String(RENT),
    ...homeFields,
  });
  const user = tenant ?? (await createUser(t.app, t.mailer, { name: 'Asha Menon' }));
  const { bookingId } = await bookByWallet(t.app, user, {
    propertyId: property.id,
    moveInDate: daysFromNow(t.clock, 10),
    rentalPeriod: 2,
  });
  return { owner, user, bookingId };
};

const getReceipt = (person: SignedInPerson, instalmentId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/instalments/${instalmentId}/receipt`,
    headers: person.auth,
  });

const getStatement = (person: SignedInPerson, fy: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/rent-statement?fy=${encodeURIComponent(fy)}`,
    headers: person.auth,
  });

const setPan = (owner: SignedInPerson, pan: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/owner/profile/${owner.id}`,
    headers: owner.auth,
    payload: { data: { pan } },
  });

describe('GET /api/user/instalments/{id}/receipt', () => {
  it("answers the paid month's receipt as a PDF download with everything an HRA claim needs", async () => {
    const { owner, user, bookingId } = await stayWith('Priya Varghese');
    expect((await setPan(owner, 'abcde1234f')).statusCode).toBe(200);
    const receiptNumber = nextReceiptNumber();
    const instalmentId = await putInstalment(t.db, {
      bookingId,
      number: 1,
      periodStart: '2026-05-10',
      periodEnd: '2026-06-10',
      amount: RENT,
      // 23:50 IST on 7 May: the receipt says 7 May (the business day), not UTC's date.
      paidAt: new Date('2026-05-07T18:20:00Z'),
      method: 'card',
      receiptNumber,
    });

    const response = await getReceipt(user, instalmentId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="rent-receipt-${receiptNumber}\\.pdf"`),
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { text } = await pdfText(response.rawPayload);
    for (const expected of [
      'Rent Receipt',
      receiptNumber,
      'Asha Menon',
      'Priya Varghese',
      'ABCDE1234F',
      'Sunny 2BHK near Marine Drive',
      '12 Shanmugham Road, Marine Drive',
      'Kochi, Kerala 682031',
      '10 May 2026 to 9 June 2026',
      'Rs. 25,000.00',
      amountInWords(RENT),
      '7 May 2026',
      'Card (online payment)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the owner's PAN only when they gave one", async () => {
    const { owner, user, bookingId } = await stayWith('Ravi Kumar');
    const instalmentId = await putInstalment(t.db, {
      bookingId,
      number: 1,
      periodStart: '2026-07-01',
      periodEnd: '2026-08-01',
      amount: RENT,
      paidAt: new Date('2026-07-01T05:00:00Z'),
      method: 'wallet',
      receiptNumber: nextReceiptNumber(),
    });
    const without = await pdfText((await getReceipt(user, instalmentId)).rawPayload);
    expect(without.text).toContain('Not provided by the landlord');
    expect(without.text).toContain('Nestly wallet');
    expect(without.text).not.toMatch(/[A-Z]{5}[0-9]{4}[A-Z]/);

    expect((await setPan(owner, 'PQRSX6789K')).statusCode).toBe(200);
    const withPan = await pdfText((await getReceipt(user, instalmentId)).rawPayload);
    expect(withPan.text).toContain('PQRSX6789K');

    // Removed again: gone from the receipt.
    expect((await setPan(owner, '')).statusCode).toBe(200);
    const removed = await pdfText((await getReceipt(user, instalmentId)).rawPayload);
    expect(removed.text).not.toContain('PQRSX6789K');
  });

  it('keeps the receipt of a paid month that ending early cancelled', async () => {
    const { user, bookingId } = await stayWith('Meera Nair');
    const receiptNumber = nextReceiptNumber();
    const instalmentId = await putInstalment(t.db, {
      bookingId,
      number: 2,
      periodStart: '2026-09-01',
      periodEnd: '2026-10-01',
      amount: RENT,
      status: 'cancelled',
      paidAt: new Date('2026-08-20T05:00:00Z'),
      receiptNumber,
    });
    const response = await getReceipt(user, instalmentId);
    expect(response.statusCode).toBe(200);
    expect((await pdfText(response.rawPayload)).text).toContain(receiptNumber);
  });

  it("is 404 for another tenant's instalment or an unknown one, 409 for an unpaid month", async () => {
    const { user, bookingId } = await stayWith('Anil Joseph');
    const paidId = await putInstalment(t.db, {
      bookingId,
      number: 1,
      periodStart: '2026-05-10',
      periodEnd: '2026-06-10',
      amount: RENT,
      receiptNumber: nextReceiptNumber(),
    });
    const unpaidId = await putInstalment(t.db, {
      bookingId,
      number: 2,
      periodStart: '2026-06-10',
      periodEnd: '2026-07-10',
      amount: RENT,
      status: 'upcoming',
    });
    const stranger = await createUser(t.app, t.mailer);
    const foreign = await getReceipt(stranger, paidId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await getReceipt(stranger, unpaidId)).statusCode).toBe(404);
    expect((await getReceipt(user, randomUUID())).statusCode).toBe(404);

    const unpaid = await getReceipt(user, unpaidId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('CONFLICT');

    const badId = await getReceipt(user, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(JSON.stringify(badId.json().details)).toContain('id');
  });

  it('is for tenants only', async () => {
    const { owner, bookingId } = await stayWith('Lakshmi Iyer');
    const instalmentId = await putInstalment(t.db, {
      bookingId,
      number: 1,
      periodStart: '2026-05-10',
      periodEnd: '2026-06-10',
      amount: RENT,
      receiptNumber: nextReceiptNumber(),
    });
    expect((await getReceipt(owner, instalmentId)).statusCode).toBe(403);
    expect((await getReceipt(admin, instalmentId)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/user/instalments/${instalmentId}/receipt`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/user/rent-statement', () => {
  it('lists the paid months whose period starts in the financial year, over all bookings', async () => {
    const first = await stayWith('Priya Varghese');
    const tenant = first.user;
    const second = await stayWith('Gopal Pillai', tenant, {
      title: 'Quiet studio in Fort Kochi',
      address: '4 Princess Street',
    });
    const numbers = {
      march: nextReceiptNumber('2025-26'),
      april: nextReceiptNumber(),
      lastDay: nextReceiptNumber(),
      nextYear: nextReceiptNumber('2027-28'),
      otherHome: nextReceiptNumber(),
      refunded: nextReceiptNumber(),
    };
    const put = (
      bookingId: string,
      number: number,
      periodStart: string,
      periodEnd: string,
      receiptNumber: string,
      status: 'paid' | 'cancelled' = 'paid',
    ) =>
      putInstalment(t.db, {
        bookingId,
        number,
        periodStart,
        periodEnd,
        amount: RENT,
        status,
        // Month 1 paid at a checkout in the year before: the period decides the year.
        paidAt: new Date('2026-03-01T05:00:00Z'),
        receiptNumber,
      });
    await put(first.bookingId, 1, '2026-03-10', '2026-04-10', numbers.march);
    await put(first.bookingId, 2, '2026-04-10', '2026-05-10', numbers.april);
    await put(first.bookingId, 3, '2027-03-31', '2027-04-30', numbers.lastDay);
    await put(first.bookingId, 4, '2027-04-01', '2027-05-01', numbers.nextYear);
    await put(second.bookingId, 1, '2026-08-01', '2026-09-01', numbers.otherHome);
    await put(second.bookingId, 2, '2026-09-01', '2026-10-01', numbers.refunded, 'cancelled');
    await putInstalment(t.db, {
      bookingId: second.bookingId,
      number: 3,
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
      amount: RENT,
      status: 'upcoming',
    });
    // Another tenant's paid month in the same year stays out of this one's statement.
    const stranger = await stayWith('Priya Varghese');
    const strangersNumber = nextReceiptNumber();
    await put(stranger.bookingId, 1, '2026-06-01', '2026-07-01', strangersNumber);

    const response = await getStatement(tenant, '2026-27');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="rent-statement-2026-27\.pdf"/,
    );
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Rent Statement, Financial Year 2026-27');
    expect(text).toContain('Asha Menon');
    for (const included of [numbers.april, numbers.lastDay, numbers.otherHome]) {
      expect(text).toContain(included);
    }
    for (const excluded of [numbers.march, numbers.nextYear, numbers.refunded, strangersNumber]) {
      expect(text).not.toContain(excluded);
    }
    expect(text).toContain('Gopal Pillai');
    expect(text).toContain('Quiet studio in Fort Kochi');
    expect(text).toContain('Rs. 75,000.00');
    expect(text).toContain(amountInWords(3 * RENT));

    const previous = await pdfText((await getStatement(tenant, '2025-26')).rawPayload);
    expect(previous.text).toContain(numbers.march);
    expect(previous.text).not.toContain(numbers.april);
  });

  it('warns when rent to a landlord without a PAN passes ₹1 lakh in the year', async () => {
    const { user, bookingId } = await stayWith('Sunil Das');
    for (let month = 0; month < 5; month += 1) {
      const start = `2026-${String(5 + month).padStart(2, '0')}-01`;
      const end = `2026-${String(6 + month).padStart(2, '0')}-01`;
      await putInstalment(t.db, {
        bookingId,
        number: month + 1,
        periodStart: start,
        periodEnd: end,
        amount: RENT,
        receiptNumber: nextReceiptNumber(),
      });
    }
    const { text } = await pdfText((await getStatement(user, '2026-27')).rawPayload);
    expect(text).toContain('Rs. 1,25,000.00');
    expect(text).toContain('an HRA claim needs their PAN');
  });

  it('answers a statement saying so for a year without rent', async () => {
    const user = await createUser(t.app, t.mailer, { name: 'Kiran Rao' });
    const response = await getStatement(user, '2024-25');
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Kiran Rao');
    expect(text).toContain('No rent was paid through Nestly for periods in 2024-25');
  });

  it('refuses a malformed financial year on `fy`, and other roles', async () => {
    const user = await createUser(t.app, t.mailer);
    for (const fy of ['2026-28', '2026', 'last year']) {
      const response = await getStatement(user, fy);
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'fy' })]),
      );
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/user/rent-statement',
      headers: user.auth,
    });
    expect(missing.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'GET',
      url: '/api/user/rent-statement?fy=2026-27&year=2026',
      headers: user.auth,
    });
    expect(extra.statusCode).toBe(400);
    const owner = await createOwner(t.app, t.mailer);
    expect((await getStatement(owner, '2026-27')).statusCode).toBe(403);
  });
});
