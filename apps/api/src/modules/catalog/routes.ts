import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createFeatureInputSchema,
  createServiceInputSchema,
  featureListResponseSchema,
  featureResponseSchema,
  messageResponseSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  updateFeatureInputSchema,
  updateServiceInputSchema,
  updateServiceStatusInputSchema,
} from '@nestly/shared';
import type { CatalogService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const idParams = z.strictObject({ id: z.uuid({ error: 'Invalid id' }) });
const admin = ['admin'] as const;
const tags = ['catalog'];

/** Features (all roles read) and services (admin and users read; users see active ones). */
export const registerCatalogRoutes = (app: FastifyInstance, catalog: CatalogService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const role of ['user', 'owner', 'admin'] as const) {
    api.get(`/api/${role}/features`, {
      config: { access: [role] },
      schema: {
        tags,
        summary: 'All features (amenities)',
        response: { 200: featureListResponseSchema },
      },
      handler: async () => ({ data: await catalog.listFeatures() }),
    });
  }

  api.get('/api/user/services', {
    config: { access: ['user'] },
    schema: {
      tags,
      summary: 'Active add-on services',
      response: { 200: serviceListResponseSchema },
    },
    handler: async () => ({ data: await catalog.listServices(true) }),
  });

  api.get('/api/admin/services', {
    config: { access: admin },
    schema: { tags, summary: 'All add-on services', response: { 200: serviceListResponseSchema } },
    handler: async () => ({ data: await catalog.listServices(false) }),
  });

  api.post('/api/admin/add-feature', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Add a feature',
      body: createFeatureInputSchema,
      response: { 201: featureResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request, reply) => {
      const feature = await catalog.addFeature(request.body);
      reply.status(201);
      return { message: 'Feature added', feature };
    },
  });

  api.patch('/api/admin/features/:id', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Edit a feature: `{ data: { name?, icon? } }`',
      params: idParams,
      body: updateFeatureInputSchema,
      response: { 200: featureResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => ({
      message: 'Feature updated',
      feature: await catalog.editFeature(request.params.id, request.body),
    }),
  });

  api.post('/api/admin/features/delete/:id', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Delete a feature (detached from properties)',
      params: idParams,
      response: { 200: messageResponseSchema },
    },
    handler: async (request) => {
      await catalog.deleteFeature(request.params.id);
      return { message: 'Feature deleted' };
    },
  });

  api.post('/api/admin/add-service', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Add a service',
      body: createServiceInputSchema,
      response: { 201: serviceResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request, reply) => {
      const service = await catalog.addService(request.body);
      reply.status(201);
      return { message: 'Service added', service };
    },
  });

  api.patch('/api/admin/services/:id', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Edit a service: `{ data: { name?, description?, monthlyPrice? } }`',
      params: idParams,
      body: updateServiceInputSchema,
      response: { 200: serviceResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => ({
      message: 'Service updated',
      service: await catalog.editService(request.params.id, request.body),
    }),
  });

  api.patch('/api/admin/services/status/:id', {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Switch a service on or off',
      params: idParams,
      body: updateServiceStatusInputSchema,
      response: { 200: serviceResponseSchema },
    },
    handler: async (request) => {
      const service = await catalog.setServiceStatus(request.params.id, request.body.status);
      return {
        message: `Service ${service.status === 'active' ? 'activated' : 'deactivated'}`,
        service,
      };
    },
  });
};
