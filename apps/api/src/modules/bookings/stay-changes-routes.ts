import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingMutationResponseSchema,
  endStayEarlyInputSchema,
  extendStayInputSchema,
  formatInr,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import { errorAnswers } from '../../plugins/error-answers';
import type { BookingQueries } from './queries';
import type { StayChanges } from './stay-changes';

const tags = ['bookings'];
const bookingIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

/** Long stays (decision 027): the tenant ends a stay early or extends it. */
export const registerStayChangeRoutes = (
  app: FastifyInstance,
  { stayChanges, queries }: { stayChanges: StayChanges; queries: BookingQueries },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = ['user'] as const;

  api.post('/api/user/bookings/:id/end-early', {
    config: { access },
    schema: {
      tags,
      summary:
        "End my stay early: 30 days' notice, the stay ends at the end of the month of rent that contains today + 30 days; later months are no longer charged (paid ones come back to my wallet)",
      params: bookingIdParams,
      body: endStayEarlyInputSchema,
      response: { 200: bookingMutationResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    handler: async (request) => {
      const caller = requireAccount(request);
      const { booking, plan } = await stayChanges.endEarly(
        request.params.id,
        caller.id,
        request.body.reason,
      );
      const refunded =
        plan.refunded > 0 ? ` ${formatInr(plan.refunded)} was refunded to your wallet.` : '';
      return {
        message: `Your stay now ends on ${booking.endDate} (move-out day).${refunded}`,
        booking: await queries.detail(caller, booking.id),
      };
    },
  });

  api.post('/api/user/bookings/:id/extend', {
    config: { access },
    schema: {
      tags,
      summary:
        "Extend my stay by whole months, within the home's maximum, if the dates after it are free",
      params: bookingIdParams,
      body: extendStayInputSchema,
      response: { 200: bookingMutationResponseSchema, ...errorAnswers(400, 404, 409) },
    },
    handler: async (request) => {
      const caller = requireAccount(request);
      const { booking } = await stayChanges.extend(
        request.params.id,
        caller.id,
        request.body.months,
      );
      return {
        message: `Your stay now ends on ${booking.endDate}.`,
        booking: await queries.detail(caller, booking.id),
      };
    },
  });
};
