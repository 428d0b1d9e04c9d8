import type { BookingDetail, BookingSummary, WalletEntry } from '@nestly/shared';

/** Test data for the bookings and wallet screens (amounts in paise, like the API). */
export const BOOKING_ID = '7b1e4c2a-5d3f-4a6b-9c8d-0e1f2a3b4c5d';
export const PROPERTY_ID = '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b';
export const GUEST_ID = '5f0c7a4e-8a8e-4a43-9d3c-2b1f7f6f3a11';
export const OWNER_ID = '48c4f7b0-0ea3-42b7-9487-6141327fbb95';

/** A uuid per index, for lists. */
export const idFor = (index: number) =>
  `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

export const makeBookingSummary = (overrides: Partial<BookingSummary> = {}): BookingSummary => ({
  id: BOOKING_ID,
  reference: 'NST-7F3A9C',
  status: 'confirmed',
  property: {
    id: PROPERTY_ID,
    title: 'Backwater-view 2BHK at Marine Drive',
    city: 'Kochi',
    state: 'Kerala',
    coverUrl: '/uploads/properties/cover-thumb.webp',
  },
  user: { id: GUEST_ID, name: 'Ananya Menon', email: 'ananya@example.com' },
  owner: { id: OWNER_ID, name: 'Priya Varghese', email: 'priya@example.com' },
  moveInDate: '2026-12-01',
  endDate: '2027-03-01',
  rentalPeriod: 3,
  total: 14_360_000,
  ownerEarnings: 7_884_000,
  paymentMethod: 'card',
  expiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** ₹28,000 × 3 months + Wi-Fi ₹1,200 × 3 + deposit ₹56,000 = ₹1,44,100. */
export const makeBookingDetail = (overrides: Partial<BookingDetail> = {}): BookingDetail => ({
  ...makeBookingSummary(),
  price: {
    monthlyRent: 2_800_000,
    months: 3,
    rentTotal: 8_400_000,
    addOns: [
      {
        serviceId: '3c9f0b1e-7a2d-4c5e-9f8a-1b2c3d4e5f60',
        name: 'High-speed internet',
        monthlyPrice: 120_000,
        total: 360_000,
      },
    ],
    addOnsTotal: 360_000,
    deposit: 5_600_000,
    subtotal: 8_760_000,
    total: 14_360_000,
    dueNow: 8_520_000,
  },
  total: 14_360_000,
  commission: 876_000,
  ownerShare: 7_884_000,
  refundAmount: null,
  cancellationReason: null,
  cancelledBy: null,
  confirmedAt: '2026-11-01T10:05:00.000Z',
  cancelledAt: null,
  completedAt: null,
  timeline: [
    {
      id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
      fromStatus: null,
      toStatus: 'pending_payment',
      actorRole: 'user',
      actorName: 'Ananya Menon',
      reason: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e',
      fromStatus: 'pending_payment',
      toStatus: 'confirmed',
      actorRole: 'system',
      actorName: null,
      reason: 'Card payment received',
      createdAt: '2026-11-01T10:05:00.000Z',
    },
  ],
  payments: [
    {
      id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      kind: 'booking_payment',
      description: 'Card payment',
      amount: -14_360_000,
      createdAt: '2026-11-01T10:05:00.000Z',
    },
  ],
  cancellation: {
    allowed: true,
    refund: 14_360_000,
    rentRefund: 8_400_000,
    addOnsRefund: 360_000,
    depositRefund: 5_600_000,
    policy: 'full',
  },
  refundPreview: [
    { from: '2026-11-10', until: '2026-11-24', refund: 14_360_000, policy: 'full' },
    { from: '2026-11-25', until: '2026-11-30', refund: 10_160_000, policy: 'late' },
  ],
  canReview: false,
  refund: null,
  hasReview: false,
  depositSettlement: null,
  autopay: false,
  maxMonths: 12,
  endEarly: {
    allowed: false,
    reason: 'A stay can be ended early only after move-in; before it, cancel the booking',
  },
  ...overrides,
});

export const makeWalletEntry = (overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id: idFor(1),
  kind: 'top_up',
  description: 'Money added by card',
  amount: 500_000,
  balanceAfter: 500_000,
  bookingId: null,
  bookingReference: null,
  propertyTitle: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(data: T[], { page = 1, limit = 5, total = data.length } = {}) => ({
  data,
  pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) },
});
