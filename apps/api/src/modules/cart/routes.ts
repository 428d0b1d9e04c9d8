import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartMutationResponseSchema,
  checkoutResponseSchema,
  idParamsSchema,
  saveAddOnsInputSchema,
  saveBookingDatesInputSchema,
} from '@nestly/shared';
import { requireAccount, requireSelf } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { CartService } from './service';

/** The API document lists the cart with the bookings, as spec section 7 does. */
const tags = ['bookings'];
const messageSchema = z.object({ message: z.string() });

/** Spec section 7: the user's cart (dates, add-ons, the priced checkout, emptying it). */
export const registerCartRoutes = (app: FastifyInstance, cart: CartService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = ['user'] as const;

  api.post('/api/user/checkout/save-booking-dates', {
    config: { access },
    schema: {
      tags,
      summary: 'Put a home and dates in the cart (the end date is the server’s own)',
      body: saveBookingDatesInputSchema,
      response: { 200: cartMutationResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request) => ({
      message: 'Dates saved',
      cart: await cart.saveDates(requireAccount(request), request.body),
    }),
  });

  api.post('/api/user/checkout/save-addons', {
    config: { access },
    schema: {
      tags,
      summary: 'Choose the add-on services for the home in the cart',
      body: saveAddOnsInputSchema,
      response: { 200: cartMutationResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => ({
      message: 'Add-ons saved',
      cart: await cart.saveAddOns(requireAccount(request).id, request.body),
    }),
  });

  api.get('/api/user/checkout/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'The cart priced by the server, with the refund preview and wallet balance',
      params: idParamsSchema,
      response: { 200: checkoutResponseSchema },
    },
    handler: async (request) => ({
      cart: await cart.getCheckout(requireSelf(request, request.params.id).id),
    }),
  });

  api.delete('/api/user/cart/clear', {
    config: { access },
    schema: { tags, summary: 'Empty the cart', response: { 200: messageSchema } },
    handler: async (request) => {
      await cart.clear(requireAccount(request).id);
      return { message: 'Cart cleared' };
    },
  });
};
