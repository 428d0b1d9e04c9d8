import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail, DepositSettlement, Instalment } from '@nestly/shared';
import { BOOKING_ID, makeBookingDetail } from '../../test/booking-factory';
import { serveApi, stopApi, type RecordedCall } from '../../test/fake-api';
import { makeInstalments } from '../../test/long-stay-factory';
import { formatDay } from '../../lib/format';
import {
  axeViolations,
  expectOneHeadingOne,
  expectWellFormedDefinitionLists,
} from '../../test/a11y';
import { renderWithProviders, signIn } from '../../test/render';
import { useCheckoutStore } from '../../features/payments/checkout/checkout-store';
import { CheckoutHost } from '../../features/payments/components/checkout-host';
import { financialYearsOfStay } from '../../features/bookings/components/user-long-stay';
import UserBookingPage from './user-booking';

const toast = vi.hoisted(() => ({
  error: vi.fn(),
  success: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
}));
vi.mock('react-toastify', () => ({ toast }));

afterEach(() => {
  useCheckoutStore.setState({ request: null });
  stopApi();
  vi.clearAllMocks();
});

/** A 4-month stay from 10 May 2026 at ₹29,500 a month (rent and Wi-Fi), month 3 due. */
const longStay = (overrides: Partial<BookingDetail> = {}): BookingDetail =>
  makeBookingDetail({
    moveInDate: '2026-05-10',
    endDate: '2026-09-10',
    rentalPeriod: 4,
    price: {
      monthlyRent: 2_800_000,
      months: 4,
      rentTotal: 11_200_000,
      addOns: [
        {
          serviceId: '3c9f0b1e-7a2d-4c5e-9f8a-1b2c3d4e5f60',
          name: 'High-speed internet',
          monthlyPrice: 150_000,
          total: 600_000,
        },
      ],
      addOnsTotal: 600_000,
      deposit: 5_600_000,
      subtotal: 11_800_000,
      total: 17_400_000,
      dueNow: 8_550_000,
    },
    autopay: false,
    maxMonths: 6,
    endEarly: {
      allowed: true,
      noticeUntil: '2026-08-26',
      newEndDate: '2026-09-10',
      newRentalPeriod: 4,
      cancelledNumbers: [],
      noLongerCharged: 0,
      refunded: 0,
    },
    depositSettlement: null,
    ...overrides,
  });

const month = (instalments: Instalment[], number: number) => instalments[number - 1]!;

const renderStay = (
  booking: BookingDetail,
  {
    instalments = makeInstalments(['paid', 'paid', 'due', 'upcoming']),
    routes = [],
  }: {
    instalments?: Instalment[] | (() => Instalment[]);
    routes?: Parameters<typeof serveApi>[0];
  } = {},
) => {
  const calls = serveApi([
    ...routes,
    [`GET /user/bookings/${booking.id}`, { data: { booking } }],
    [
      `GET /user/bookings/${booking.id}/instalments`,
      () => ({ data: { data: typeof instalments === 'function' ? instalments() : instalments } }),
    ],
  ]);
  signIn('user');
  renderWithProviders(
    <>
      <UserBookingPage />
      <CheckoutHost />
    </>,
    {
      route: `/user/bookings/${booking.id}`,
      path: '/user/bookings/:id',
    },
  );
  return calls;
};

const sent = (calls: RecordedCall[], key: string) =>
  calls
    .filter((call) => `${call.method} ${call.url}` === key)
    .map((call) =>
      call.data === undefined ? undefined : (JSON.parse(call.data as string) as unknown),
    );

describe('a long stay on the tenant’s booking page', () => {
  it('lists the months with their status and pays a due one from the wallet', async () => {
    const user = userEvent.setup();
    let instalments = makeInstalments(['paid', 'paid', 'due', 'upcoming']);
    const third = month(instalments, 3);
    const calls = renderStay(longStay(), {
      instalments: () => instalments,
      routes: [
        [
          `POST /user/instalments/${third.id}/pay`,
          () => {
            instalments = makeInstalments(['paid', 'paid', 'paid', 'upcoming']);
            return {
              data: {
                message: 'Month 3 paid from your wallet',
                instalment: month(instalments, 3),
                order: null,
              },
            };
          },
        ],
      ],
    });

    const schedule = await screen.findByRole('list', { name: 'Monthly payments' });
    const rows = within(schedule).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Due');
    expect(rows[3]).toHaveTextContent('Upcoming');
    // Only due and overdue months can be paid here.
    expect(screen.getAllByRole('button', { name: /^Pay month/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Pay month 3, ₹29,500' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay month 3' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay from wallet' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Month 3 paid from your wallet'),
    );
    const pay = calls.find((call) => call.url === `/user/instalments/${third.id}/pay`)!;
    expect(JSON.parse(pay.data as string)).toEqual({ method: 'wallet' });
    expect(pay.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The schedule is fetched again and shows the month paid.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay month/ })).toBeNull());
    expect(screen.getAllByRole('button', { name: /^Download the receipt/ })).toHaveLength(3);
  });

  it('pays a due month by card through the same checkout window as a booking', async () => {
    const user = userEvent.setup();
    let instalments = makeInstalments(['paid', 'paid', 'due', 'upcoming']);
    const third = month(instalments, 3);
    const order = {
      orderId: 'order_m3',
      amount: 2_950_000,
      currency: 'INR',
      keyId: 'rzp_test_nestly',
      testMode: true,
    };
    const calls = renderStay(longStay(), {
      instalments: () => instalments,
      routes: [
        [
          `POST /user/instalments/${third.id}/pay`,
          { data: { message: 'Complete the payment', instalment: third, order } },
        ],
        [
          'GET /payments/test-checkout/order_m3',
          {
            data: {
              orderId: 'order_m3',
              amount: 2_950_000,
              currency: 'INR',
              description: 'Month 3',
              status: 'created',
            },
          },
        ],
        [
          'POST /payments/test-checkout/order_m3/pay',
          {
            data: {
              razorpay_order_id: 'order_m3',
              razorpay_payment_id: 'pay_order_m3',
              razorpay_signature: 'a'.repeat(64),
            },
          },
        ],
        [
          'POST /user/razorpay/verify',
          () => {
            instalments = makeInstalments(['paid', 'paid', 'paid', 'upcoming']);
            return {
              data: {
                message: 'Month 3 paid',
                purpose: 'instalment',
                bookingId: BOOKING_ID,
                bookingStatus: 'confirmed',
                instalmentId: third.id,
              },
            };
          },
        ],
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Pay month 3, ₹29,500' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Pay month 3' })).getByRole('button', {
        name: 'Pay by card',
      }),
    );
    const checkout = await screen.findByRole('dialog', { name: 'Nestly test checkout' });
    const pay = await within(checkout).findByRole('button', { name: 'Pay ₹29,500' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Month 3 paid'));
    expect(sent(calls, `POST /user/instalments/${third.id}/pay`)).toEqual([{ method: 'card' }]);
    expect(sent(calls, 'POST /user/razorpay/verify')).toEqual([
      {
        razorpay_order_id: 'order_m3',
        razorpay_payment_id: 'pay_order_m3',
        razorpay_signature: 'a'.repeat(64),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Pay month/ })).toBeNull());
  });

  it('turns autopay on and shows the server’s answer', async () => {
    const user = userEvent.setup();
    let booking = longStay();
    const calls = renderStay(booking, {
      routes: [
        [
          `PATCH /user/bookings/${BOOKING_ID}/autopay`,
          () => {
            booking = { ...booking, autopay: true };
            return { data: { message: 'Autopay is on', enabled: true } };
          },
        ],
        [`GET /user/bookings/${BOOKING_ID}`, () => ({ data: { booking } })],
      ],
    });
    const autopay = await screen.findByRole('switch', { name: 'Autopay from wallet' });
    expect(autopay).not.toBeChecked();
    await user.click(autopay);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Autopay is on'));
    expect(sent(calls, `PATCH /user/bookings/${BOOKING_ID}/autopay`)).toEqual([{ enabled: true }]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Autopay from wallet' })).toBeChecked(),
    );
  });

  it('ends the stay early after showing the new end date and asking for a reason', async () => {
    const user = userEvent.setup();
    const booking = longStay({
      endDate: '2026-11-10',
      rentalPeriod: 6,
      endEarly: {
        allowed: true,
        noticeUntil: '2026-08-26',
        newEndDate: '2026-09-10',
        newRentalPeriod: 4,
        cancelledNumbers: [5, 6],
        noLongerCharged: 5_900_000,
        refunded: 0,
      },
    });
    const ended = longStay({
      endDate: '2026-09-10',
      rentalPeriod: 4,
      endEarly: { allowed: false, reason: 'Notice was already given' },
    });
    const calls = renderStay(booking, {
      instalments: makeInstalments(['paid', 'paid', 'due', 'upcoming', 'upcoming', 'upcoming']),
      routes: [
        [
          `POST /user/bookings/${BOOKING_ID}/end-early`,
          { data: { message: 'Your stay now ends on 10 Sep 2026', booking: ended } },
        ],
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'End stay early' }));
    const dialog = await screen.findByRole('dialog', { name: 'End your stay early?' });
    expect(dialog).toHaveTextContent(formatDay('2026-09-10'));
    expect(dialog).toHaveTextContent('₹59,000');
    expect(dialog).toHaveTextContent('month 5, month 6');
    await user.type(within(dialog).getByLabelText('Reason for leaving'), 'Moving to Pune for work');
    await user.click(within(dialog).getByRole('button', { name: 'End stay early' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your stay now ends on 10 Sep 2026'),
    );
    expect(sent(calls, `POST /user/bookings/${BOOKING_ID}/end-early`)).toEqual([
      { reason: 'Moving to Pune for work' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer's booking: notice given, so ending early is no longer offered.
    expect(await screen.findByText('Notice was already given')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End stay early' })).toBeNull();
  });

  it('shows the API’s words when the months asked for are taken (409)', async () => {
    const user = userEvent.setup();
    const calls = renderStay(longStay(), {
      routes: [
        [
          `POST /user/bookings/${BOOKING_ID}/extend`,
          {
            status: 409,
            data: {
              message: 'The home is booked from 10 Oct 2026: extend by at most 1 month',
              code: 'CONFLICT',
            },
          },
        ],
      ],
    });
    const extend = await screen.findByRole('region', { name: 'Extend your stay' });
    await user.selectOptions(within(extend).getByLabelText('Extend by'), '2');
    await user.click(within(extend).getByRole('button', { name: 'Extend stay' }));

    expect(
      await within(extend).findByText(
        'The home is booked from 10 Oct 2026: extend by at most 1 month',
      ),
    ).toBeInTheDocument();
    expect(sent(calls, `POST /user/bookings/${BOOKING_ID}/extend`)).toEqual([{ months: 2 }]);
  });

  const proposed: DepositSettlement = {
    status: 'proposed',
    deductions: [{ reason: 'Broken window pane replaced', amount: 500_000 }],
    ownerAmount: 500_000,
    tenantAmount: 5_100_000,
    deadline: '2026-09-17T18:30:00.000Z',
  };

  it('accepts the owner’s deductions after confirming', async () => {
    const user = userEvent.setup();
    const calls = renderStay(longStay({ status: 'completed', depositSettlement: proposed }), {
      instalments: makeInstalments(['paid', 'paid', 'paid', 'paid']),
      routes: [
        [
          `POST /user/bookings/${BOOKING_ID}/deposit-settlement/accept`,
          {
            data: {
              message: '₹51,000 of your deposit is back in your wallet',
              depositSettlement: { ...proposed, status: 'settled', deadline: null },
            },
          },
        ],
      ],
    });
    expect(await screen.findByText('Broken window pane replaced')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Accept the deductions?' });
    expect(confirm).toHaveTextContent('₹51,000 comes back to your wallet');
    expect(sent(calls, `POST /user/bookings/${BOOKING_ID}/deposit-settlement/accept`)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('₹51,000 of your deposit is back in your wallet'),
    );
    expect(sent(calls, `POST /user/bookings/${BOOKING_ID}/deposit-settlement/accept`)).toHaveLength(
      1,
    );
    expect(await screen.findByText('Settled')).toBeInTheDocument();
    expect(screen.getByText('Returned to you')).toBeInTheDocument();
  });

  it('disputes the owner’s deductions with a reason', async () => {
    const user = userEvent.setup();
    const calls = renderStay(longStay({ status: 'completed', depositSettlement: proposed }), {
      instalments: makeInstalments(['paid', 'paid', 'paid', 'paid']),
      routes: [
        [
          `POST /user/bookings/${BOOKING_ID}/deposit-settlement/dispute`,
          {
            data: {
              message: 'Your dispute is with our team',
              depositSettlement: { ...proposed, status: 'disputed', deadline: null },
            },
          },
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Dispute' }));
    await user.type(
      screen.getByLabelText('Why you dispute the deductions'),
      'The pane was cracked when I moved in; see the photos I sent.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the dispute' }));

    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Your dispute is with our team'),
    );
    expect(sent(calls, `POST /user/bookings/${BOOKING_ID}/deposit-settlement/dispute`)).toEqual([
      { reason: 'The pane was cracked when I moved in; see the photos I sent.' },
    ]);
    expect(await screen.findByText('An admin is looking at your dispute')).toBeInTheDocument();
  });

  it('downloads a month’s receipt and a financial year’s statement as PDFs', async () => {
    const user = userEvent.setup();
    // jsdom has no object URLs; the download is handed to the browser through one.
    const createObjectURL = vi.fn(() => 'blob:receipt');
    const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const instalments = makeInstalments(['paid', 'paid', 'due', 'upcoming']);
    const first = month(instalments, 1);
    const calls = renderStay(longStay(), {
      instalments,
      routes: [
        [`GET /user/instalments/${first.id}/receipt`, { data: {} }],
        ['GET /user/rent-statement', { data: {} }],
      ],
    });
    await user.click(
      await screen.findByRole('button', { name: 'Download the receipt for month 1' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.some((call) => call.url === `/user/instalments/${first.id}/receipt`)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(calls.find((call) => call.url.startsWith('/user/rent-statement'))?.params).toEqual({
      fy: '2026-27',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(2);
    click.mockRestore();
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('keeps the page’s structure sound (headings, names, definition lists)', async () => {
    renderStay(longStay());
    await screen.findByRole('list', { name: 'Monthly payments' });
    await screen.findByRole('button', { name: 'Download statement' });
    expectOneHeadingOne();
    expectWellFormedDefinitionLists();
    expect(
      await axeViolations(['heading-order', 'label-content-name-mismatch', 'button-name', 'label']),
    ).toEqual([]);
  });
});

describe('financialYearsOfStay', () => {
  it('lists the April–March years a stay’s days fall in, newest first', () => {
    expect(financialYearsOfStay('2026-05-10', '2026-09-10')).toEqual(['2026-27']);
    // The end date is exclusive: a stay ending on 1 April has no day in the next year.
    expect(financialYearsOfStay('2026-01-01', '2026-04-01')).toEqual(['2025-26']);
    expect(financialYearsOfStay('2026-03-15', '2028-04-15')).toEqual([
      '2028-29',
      '2027-28',
      '2026-27',
      '2025-26',
    ]);
    expect(financialYearsOfStay('2099-06-01', '2100-06-01')).toEqual(['2100-01', '2099-00']);
  });
});
