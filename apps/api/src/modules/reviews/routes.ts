import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingReviewResponseSchema,
  createReviewInputSchema,
  propertyReviewsResponseSchema,
  reviewResponseSchema,
  reviewsQuerySchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import type { ReviewsService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const tags = ['reviews'];
const propertyIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid property id' }) });
const bookingIdParams = z.strictObject({ id: z.uuid({ error: 'Invalid booking id' }) });

/** Spec section 7: only users post; all three roles read a property's reviews. */
export const registerReviewRoutes = (app: FastifyInstance, reviews: ReviewsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/user/reviews', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary: 'Review my stay (once it has begun; once per booking)',
      body: createReviewInputSchema,
      response: { 201: reviewResponseSchema, ...errorAnswers(404, 409) },
    },
    handler: async (request, reply) => {
      const review = await reviews.create(requireAccount(request).id, request.body);
      reply.code(201);
      return { message: 'Thank you for your review', review };
    },
  });

  api.get('/api/user/booking/user-review/:id', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary: 'My review of one of my bookings (null when not written yet)',
      params: bookingIdParams,
      response: { 200: bookingReviewResponseSchema },
    },
    handler: async (request) => ({
      review: await reviews.findForBooking(requireAccount(request).id, request.params.id),
    }),
  });

  for (const role of ['user', 'owner', 'admin'] as const) {
    api.get(`/api/${role}/reviews/:id`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'A property’s reviews with its average, count and star distribution',
        params: propertyIdParams,
        querystring: reviewsQuerySchema,
        response: { 200: propertyReviewsResponseSchema },
      },
      handler: async (request) =>
        reviews.listForProperty(
          requireAccount(request),
          request.params.id,
          request.query.page,
          request.query.limit,
        ),
    });
  }
};
