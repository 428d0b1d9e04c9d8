import { describe, expect, it } from 'vitest';
import { formatInr } from '@nestly/shared';
import { createUser, type SignedInPerson } from '../../test/factories/accounts';
import {
  bookByCard,
  bookByWallet,
  cancelBooking,
  daysFromNow,
  getBooking,
  getWallet,
  setUpBookingWorld,
} from '../../test/factories/bookings';

// What a booking mails, and to whom: each booking notice goes out as one e-mail (through the job
// queue, read here from the in-memory mailer once the queue has drained), greeting the person by
// name, carrying the notice's text and a link to the booking on the side that person sees.
const { t, home } = setUpBookingWorld();

const mailsTo = async (person: SignedInPerson, after = 0) => {
  await t.mailer.settle();
  return t.mailer.sent.filter((mail) => mail.to === person.email).slice(after);
};
const countMailsTo = (person: SignedInPerson) =>
  t.mailer.sent.filter((mail) => mail.to === person.email).length;
const referenceOf = async (person: SignedInPerson, bookingId: string) =>
  (await getBooking(t.app, person, 'user', bookingId)).json().booking.reference as string;
const linkTo = (path: string) => `http://localhost:${t.env.PORT}${path}`;

describe('a confirmed booking', () => {
  it('mails the guest a confirmation and the host the booking and their earnings', async () => {
    const { owner, property } = await home();
    const guest = await createUser(t.app, t.mailer, { name: 'Meera Guest' });
    const guestBefore = countMailsTo(guest);
    const { bookingId, total } = await bookByCard(t.app, guest, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 20),
    });
    const reference = await referenceOf(guest, bookingId);

    const [confirmation, ...moreToGuest] = await mailsTo(guest, guestBefore);
    expect(moreToGuest).toEqual([]);
    expect(confirmation!.subject).toBe(`Booking confirmed: ${property.title}`);
    expect(confirmation!.text).toMatch(/^Hi Meera Guest,\n\nYour stay from .+ is confirmed/);
    expect(confirmation!.text).toContain(`(booking ${reference}). You paid ${formatInr(total)}.`);
    expect(confirmation!.text).toContain(linkTo(`/user/bookings/${bookingId}`));
    expect(confirmation!.html).toContain('Hi Meera Guest,');

    const earnings = (await getWallet(t.app, owner, 'owner')).wallet.balance;
    expect(earnings).toBeGreaterThan(0);
    const toHost = await mailsTo(owner);
    const hostSubjects = toHost.map((mail) => mail.subject);
    expect(hostSubjects).toEqual(
      expect.arrayContaining([
        `New booking: ${property.title}`,
        `${formatInr(earnings)} earned: booking ${reference}`,
      ]),
    );
    const booked = toHost.find((mail) => mail.subject.startsWith('New booking'))!;
    expect(booked.text).toContain(`Meera Guest booked ${property.title} from`);
    expect(booked.text).toContain(`(booking ${reference})`);
    const paid = toHost.find((mail) => mail.subject.includes(' earned: booking '))!;
    expect(paid.text).toContain(
      `Your earnings for the first month of booking ${reference} at ${property.title}`,
    );
    for (const mail of [booked, paid]) {
      expect(mail.text).toContain(linkTo(`/owner/bookings/${bookingId}`));
    }
  });

  it('is mailed even to someone who switched booking e-mails off, and only once', async () => {
    const { owner, property } = await home();
    const guest = await createUser(t.app, t.mailer);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/user/notification-preferences',
      headers: guest.auth,
      payload: { preferences: [{ category: 'bookings_payments', email: false }] },
    });
    expect(off.statusCode).toBe(200);
    const ownerBefore = countMailsTo(owner);
    const { bookingId } = await bookByWallet(t.app, guest, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 25),
    });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const toGuest = await mailsTo(guest);
    expect(toGuest.filter((mail) => mail.subject.startsWith('Booking confirmed'))).toHaveLength(1);
    expect(toGuest.at(-1)!.text).toContain(linkTo(`/user/bookings/${bookingId}`));
    const toHost = (await mailsTo(owner, ownerBefore)).map((mail) => mail.subject);
    expect(toHost).toHaveLength(2);
    expect(toHost).toEqual(
      expect.arrayContaining([
        `New booking: ${property.title}`,
        expect.stringMatching(/ earned: booking NST-/),
      ]),
    );
  });
});

describe('a cancelled booking', () => {
  const bookAndCancel = async (by: 'user' | 'owner') => {
    const { owner, property } = await home();
    const guest = await createUser(t.app, t.mailer, { name: 'Ravi Guest' });
    const { bookingId } = await bookByWallet(t.app, guest, {
      propertyId: property.id,
      moveInDate: daysFromNow(t.clock, 40),
    });
    await t.mailer.settle();
    const guestBefore = countMailsTo(guest);
    const ownerBefore = countMailsTo(owner);
    const balanceBefore = (await getWallet(t.app, guest, 'user')).wallet.balance;
    const canceller = by === 'user' ? guest : owner;
    const reason = 'Plans changed, sorry';
    expect((await cancelBooking(t.app, canceller, by, bookingId, reason)).statusCode).toBe(200);
    const refund = (await getWallet(t.app, guest, 'user')).wallet.balance - balanceBefore;
    expect(refund).toBeGreaterThan(0);
    return {
      property,
      bookingId,
      reason,
      refund,
      toGuest: await mailsTo(guest, guestBefore),
      toHost: await mailsTo(owner, ownerBefore),
    };
  };

  it('by the guest: mails the guest their refund and the host who cancelled', async () => {
    const { property, bookingId, reason, refund, toGuest, toHost } = await bookAndCancel('user');
    expect(toGuest).toHaveLength(1);
    expect(toGuest[0]!.subject).toBe(`Booking cancelled: ${property.title}`);
    expect(toGuest[0]!.text).toMatch(/^Hi Ravi Guest,\n\nYou cancelled your stay from /);
    expect(toGuest[0]!.text).toContain(
      `${formatInr(refund)} was refunded to your Nestly wallet. Reason: ${reason}`,
    );
    expect(toGuest[0]!.text).toContain(linkTo(`/user/bookings/${bookingId}`));
    expect(toHost).toHaveLength(1);
    expect(toHost[0]!.subject).toBe(`Booking cancelled: ${property.title}`);
    expect(toHost[0]!.text).toContain('Ravi Guest cancelled the stay from ');
    expect(toHost[0]!.text).toContain(`Reason: ${reason}`);
    expect(toHost[0]!.text).toContain(linkTo(`/owner/bookings/${bookingId}`));
  });

  it('by the host: tells the guest the host cancelled and the host that they did', async () => {
    const { property, refund, toGuest, toHost } = await bookAndCancel('owner');
    expect(toGuest.map((mail) => mail.subject)).toEqual([`Booking cancelled: ${property.title}`]);
    expect(toGuest[0]!.text).toContain('The host cancelled your stay from ');
    expect(toGuest[0]!.text).toContain(`${formatInr(refund)} was refunded to your Nestly wallet.`);
    expect(toHost.map((mail) => mail.subject)).toEqual([`Booking cancelled: ${property.title}`]);
    expect(toHost[0]!.text).toContain('You cancelled the stay from ');
  });
});
