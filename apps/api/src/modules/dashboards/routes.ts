import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDashboardResponseSchema,
  dashboardQuerySchema,
  ownerDashboardResponseSchema,
  ownerEarningsResponseSchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import type { DashboardsService } from './service';

const tags = ['dashboards'];

/** GET /api/owner/dashboard, its earnings-by-booking rows, and GET /api/admin/dashboard. */
export const registerDashboardRoutes = (app: FastifyInstance, dashboards: DashboardsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/owner/dashboard', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary:
        "The signed-in owner's figures: earnings, bookings, occupancy, listings, plan, demand",
      querystring: dashboardQuerySchema,
      response: { 200: ownerDashboardResponseSchema },
    },
    handler: async (request) => ({
      data: await dashboards.owner(requireAccount(request).id, request.query.range),
    }),
  });

  api.get('/api/owner/dashboard/earnings', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: "Earnings by booking over the range (the web's CSV download is built from these)",
      querystring: dashboardQuerySchema,
      response: { 200: ownerEarningsResponseSchema },
    },
    handler: async (request) =>
      dashboards.ownerEarnings(requireAccount(request).id, request.query.range),
  });

  api.get('/api/admin/dashboard', {
    config: { access: ['admin'] },
    schema: {
      tags,
      summary: "The platform's figures: people, listings, bookings, money, ledger health, demand",
      querystring: dashboardQuerySchema,
      response: { 200: adminDashboardResponseSchema },
    },
    handler: async (request) => ({ data: await dashboards.admin(request.query.range) }),
  });
};
