import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminBookingsQuerySchema,
  bookingListResponseSchema,
  bookingMutationResponseSchema,
  bookingResponseSchema,
  cancelBookingInputSchema,
  createBookingOrderInputSchema,
  createBookingOrderResponseSchema,
  formatInr,
  idParamsSchema,
  instalmentListResponseSchema,
  ownerBookingsQuerySchema,
  placeWalletOrderInputSchema,
  userBookingsQuerySchema,
} from '@nestly/shared';
import type { Idempotency } from '../../idempotency/http';
import { requireAccount, requireSelf } from '../../plugins/access';
import type { BookingQueries } from './queries';
import type { BookingsService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const tags = ['bookings'];
const bookingIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

interface BookingRouteDeps {
  bookings: BookingsService;
  queries: BookingQueries;
  idempotency: Idempotency;
}

/** Spec section 7: the user's checkout, payment and bookings calls (the cart is cart/'s). */
export const registerUserBookingRoutes = (app: FastifyInstance, deps: BookingRouteDeps) => {
  const { bookings, queries, idempotency } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = ['user'] as const;

  api.post('/api/user/razorpay/order/:id', {
    config: { access },
    schema: {
      tags,
      summary:
        'Turn the cart into a booking awaiting payment and answer the provider order (an Idempotency-Key header makes a retry answer the same order)',
      params: idParamsSchema,
      body: createBookingOrderInputSchema,
      response: { 200: createBookingOrderResponseSchema, ...errorAnswers(409, 422) },
    },
    handler: (request, reply) => {
      const caller = requireSelf(request, request.params.id);
      return idempotency.honour(request, reply, async (target) => {
        const { booking, order } = await bookings.createCardOrder(target, caller, request.body);
        return {
          statusCode: 200,
          body: {
            ...order,
            message: `Your dates are held for 15 minutes while you pay`,
            bookingId: booking.id,
            order,
          },
        };
      });
    },
  });

  api.post('/api/user/wallet/place-order/:id', {
    config: { access },
    schema: {
      tags,
      summary:
        'Pay the cart (or a booking awaiting payment) from the wallet (an Idempotency-Key header makes a retry answer the same booking and pay once)',
      params: idParamsSchema,
      body: placeWalletOrderInputSchema,
      response: { 201: bookingMutationResponseSchema, ...errorAnswers(409, 422) },
    },
    handler: (request, reply) => {
      const caller = requireSelf(request, request.params.id);
      return idempotency.honour(request, reply, async (target) => {
        const { booking, fresh } = await bookings.placeWalletOrder(target, caller, request.body);
        return {
          statusCode: 201,
          body: {
            message: 'Booking confirmed and paid from your wallet',
            booking: fresh
              ? queries.freshDetail(fresh.view, fresh.timeline, fresh.payments)
              : await queries.detail(caller, booking.id, target),
          },
        };
      });
    },
  });

  api.get('/api/user/bookings', {
    config: { access },
    schema: {
      tags,
      summary: 'My bookings, newest first (page 1, 5 per page by default)',
      querystring: userBookingsQuerySchema,
      response: { 200: bookingListResponseSchema },
    },
    handler: async (request) => {
      const { page, limit, status } = request.query;
      return queries.list(requireAccount(request), { status }, page, limit);
    },
  });

  registerDetailAndCancel(app, deps, 'user');
};

const registerDetailAndCancel = (
  app: FastifyInstance,
  { bookings, queries }: BookingRouteDeps,
  role: 'user' | 'owner' | 'admin',
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(`/api/${role}/bookings/:id`, {
    config: { access: [role] },
    schema: {
      tags,
      summary: 'One booking: price, payments, timeline, what cancelling would refund',
      params: bookingIdParams,
      response: { 200: bookingResponseSchema },
    },
    handler: async (request) => ({
      booking: await queries.detail(requireAccount(request), request.params.id),
    }),
  });
  api.get(`/api/${role}/bookings/:id/instalments`, {
    config: { access: [role] },
    schema: {
      tags,
      summary: 'The stay month by month: each instalment, its status and receipt number',
      params: bookingIdParams,
      response: { 200: instalmentListResponseSchema },
    },
    handler: (request) => queries.instalments(requireAccount(request), request.params.id),
  });
  if (role === 'admin') return;
  api.post(`/api/${role}/bookings/cancel/:id`, {
    config: { access: [role] },
    schema: {
      tags,
      summary:
        role === 'user'
          ? 'Cancel my booking (refund by the cancellation rules, to my wallet or my card)'
          : "Cancel a booking of my home (the guest is refunded in full, to the guest's wallet)",
      params: bookingIdParams,
      body: cancelBookingInputSchema,
      response: { 200: bookingMutationResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      const caller = requireAccount(request);
      const cancelled = await bookings.cancel(
        request.params.id,
        { id: caller.id, role },
        request.body.reason,
        request.body.refundTo,
      );
      const refund = cancelled.refundAmount ?? 0;
      const toWallet = refund - cancelled.refundToCard;
      return {
        // Worded for the one reading it: the guest is told about their own wallet and card.
        message:
          cancelled.refundToCard > 0
            ? `Booking cancelled. ${formatInr(cancelled.refundToCard)} is on its way back to your card (5–7 working days)${
                toWallet > 0 ? `, ${formatInr(toWallet)} refunded to your wallet` : ''
              }.`
            : `Booking cancelled. ${formatInr(refund)} refunded to ${
                role === 'user' ? 'your wallet' : "the guest's wallet"
              }.`,
        booking: await queries.detail(caller, cancelled.id),
      };
    },
  });
};

/** The owner's and admin's booking lists and pages. */
export const registerOwnerAdminBookingRoutes = (app: FastifyInstance, deps: BookingRouteDeps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/owner/bookings', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: 'Bookings of my homes, newest first',
      querystring: ownerBookingsQuerySchema,
      response: { 200: bookingListResponseSchema },
    },
    handler: async (request) => {
      const { page, limit, ...filter } = request.query;
      return deps.queries.list(requireAccount(request), filter, page, limit);
    },
  });
  api.get('/api/admin/bookings', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: 'All bookings, filtered by status, property, user, owner, dates or text',
      querystring: adminBookingsQuerySchema,
      response: { 200: bookingListResponseSchema },
    },
    handler: async (request) => {
      const { page, limit, ...filter } = request.query;
      return deps.queries.list(requireAccount(request), filter, page, limit);
    },
  });
  registerDetailAndCancel(app, deps, 'owner');
  registerDetailAndCancel(app, deps, 'admin');
};
