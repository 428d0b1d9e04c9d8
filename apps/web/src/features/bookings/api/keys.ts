import type { z } from 'zod';
import type {
  AdminBookingsQuery,
  depositDisputesQuerySchema,
  ownerBookingsQuerySchema,
  userBookingsQuerySchema,
} from '@nestly/shared';

/** Whose bookings a screen shows: each area has its own endpoints (decision 007). */
export type BookingArea = 'user' | 'owner' | 'admin';
/** The areas that may cancel a booking (admins only look). */
export type CancellingArea = Exclude<BookingArea, 'admin'>;

export type UserBookingListParams = Partial<z.infer<typeof userBookingsQuerySchema>>;
export type OwnerBookingListParams = Partial<z.infer<typeof ownerBookingsQuerySchema>>;
export type AdminBookingListParams = Partial<AdminBookingsQuery>;
export type DepositDisputeListParams = Partial<z.input<typeof depositDisputesQuerySchema>>;

export const bookingKeys = {
  all: ['bookings'] as const,
  userList: (params: UserBookingListParams) => ['bookings', 'user', 'list', params] as const,
  ownerList: (params: OwnerBookingListParams) => ['bookings', 'owner', 'list', params] as const,
  adminList: (params: AdminBookingListParams) => ['bookings', 'admin', 'list', params] as const,
  detail: (area: BookingArea, id: string) => ['bookings', area, 'detail', id] as const,
  instalments: (area: BookingArea, id: string) => ['bookings', area, 'instalments', id] as const,
  depositDisputes: (params: DepositDisputeListParams) =>
    ['bookings', 'admin', 'deposit-disputes', params] as const,
};
