import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROPERTY_IMAGE_MAX,
  PROPERTY_IMAGE_MAX_BYTES,
  adminPropertiesQuerySchema,
  adminPropertyDetailResponseSchema,
  adminPropertyListResponseSchema,
  allPropertiesQuerySchema,
  createPropertyInputSchema,
  messageResponseSchema,
  ownerPropertiesQuerySchema,
  propertyBlockInputSchema,
  propertyFilterQuerySchema,
  propertyListResponseSchema,
  propertyMutationResponseSchema,
  propertyResponseSchema,
  rejectInputSchema,
  updatePropertyInputSchema,
  type ReplyTime,
  type Role,
} from '@nestly/shared';
import { PHOTO_MIME_TYPES } from '../../lib/images';
import { readMultipart } from '../../lib/multipart';
import { parseInput } from '../../lib/validation';
import { requireAccount } from '../../plugins/access';
import type { PropertiesService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const idParams = z.strictObject({ id: z.uuid({ error: 'Invalid property id' }) });

/** Property forms arrive as multipart (with photos) or, for edits without photos, as JSON. */
const readPropertyForm = async (request: FastifyRequest) => {
  if (!request.isMultipart())
    return { fields: (request.body ?? {}) as Record<string, unknown>, files: [] };
  return readMultipart(request, {
    fileFields: ['images'],
    maxFiles: PROPERTY_IMAGE_MAX,
    maxFileBytes: PROPERTY_IMAGE_MAX_BYTES,
    allowedMimeTypes: PHOTO_MIME_TYPES,
    typeMessage: 'Photos must be JPEG, PNG, WebP or AVIF images.',
  });
};

export const registerPropertyRoutes = (
  app: FastifyInstance,
  properties: PropertiesService,
  /** The owner's usual chat reply time, shown on the tenant's page (the chat module's). */
  replyTimeOf: (ownerId: string) => Promise<ReplyTime>,
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = ['owner'] as const;
  const user = ['user'] as const;
  const admin = ['admin'] as const;

  /**
   * Each role reads homes the same way: a page of them (with the role's own query) and one by id,
   * both GETs behind the role's guard.
   */
  const registerHomeReads = <
    Query extends z.ZodType,
    List extends z.ZodType,
    One extends z.ZodType,
  >(
    access: readonly Role[],
    tag: string,
    reads: {
      list: {
        path: string;
        summary: string;
        querystring: Query;
        response: List;
        answer: (request: FastifyRequest, query: z.infer<Query>) => Promise<z.input<List>>;
      };
      one: {
        path: string;
        summary: string;
        response: One;
        answer: (request: FastifyRequest, id: string) => Promise<z.input<One>>;
      };
    },
  ) => {
    const { list, one } = reads;
    api.get(list.path, {
      config: { access },
      schema: {
        tags: [tag],
        summary: list.summary,
        querystring: list.querystring,
        response: { 200: list.response },
      },
      // Typed by `answer` against the response schema above; Fastify cannot resolve it generically.
      handler: (request) => list.answer(request, request.query as z.infer<Query>) as never,
    });
    api.get(one.path, {
      config: { access },
      schema: {
        tags: [tag],
        summary: one.summary,
        params: idParams,
        response: { 200: one.response },
      },
      handler: (request) => one.answer(request, request.params.id) as never,
    });
  };

  // Owner
  api.post('/api/owner/add-property', {
    config: { access: owner },
    schema: {
      tags: ['properties: owner'],
      summary:
        'List a property: multipart fields of PRODUCT.md, `features` repeated, 1–10 `images`',
      consumes: ['multipart/form-data'],
      response: { 201: propertyMutationResponseSchema },
    },
    handler: async (request, reply) => {
      const { fields, files } = await readPropertyForm(request);
      const input = parseInput(createPropertyInputSchema, fields);
      const property = await properties.create(requireAccount(request), input, files);
      reply.status(201);
      return { message: 'Property submitted for review', property };
    },
  });

  api.patch('/api/owner/property/update/:id', {
    config: { access: owner },
    schema: {
      tags: ['properties: owner'],
      summary: 'Edit a property (JSON, or multipart with new `images` and an `imageOrder`)',
      params: idParams,
      response: { 200: propertyMutationResponseSchema },
    },
    handler: async (request) => {
      const { fields, files } = await readPropertyForm(request);
      const input = parseInput(updatePropertyInputSchema, fields);
      const property = await properties.update(
        requireAccount(request),
        request.params.id,
        input,
        files,
      );
      const message =
        property.status === 'pending' ? 'Changes saved and sent for review' : 'Changes saved';
      return { message, property };
    },
  });

  api.delete('/api/owner/delete/:id', {
    config: { access: owner },
    schema: {
      tags: ['properties: owner'],
      summary: 'Delete an own property (soft)',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      await properties.remove(requireAccount(request), request.params.id);
      return { message: 'Property deleted' };
    },
  });

  registerHomeReads(owner, 'properties: owner', {
    list: {
      path: '/api/owner/get-Owner-Properties',
      summary: 'Own properties with search',
      querystring: ownerPropertiesQuerySchema,
      response: propertyListResponseSchema,
      answer: (request, query) => properties.listOwn(requireAccount(request), query),
    },
    one: {
      path: '/api/owner/property/:id',
      summary: 'An own property, any status',
      response: propertyResponseSchema,
      answer: async (request, id) => ({
        property: await properties.getOwn(requireAccount(request), id),
      }),
    },
  });

  // User
  api.get('/api/user/all-Properties', {
    config: { access: user },
    schema: {
      tags: ['properties: user'],
      summary: 'Visible properties, newest first',
      querystring: allPropertiesQuerySchema,
      response: { 200: propertyListResponseSchema },
    },
    handler: async (request) =>
      properties.search({ ...request.query, search: undefined, city: undefined, sort: 'newest' }),
  });

  registerHomeReads(user, 'properties: user', {
    list: {
      path: '/api/user/property/filtered',
      summary: 'Search with filters; repeated keys for arrays (`features=a&features=b`)',
      querystring: propertyFilterQuerySchema,
      response: propertyListResponseSchema,
      answer: (_request, query) => properties.search(query),
    },
    one: {
      path: '/api/user/property/:id',
      summary: 'A visible property',
      response: propertyResponseSchema,
      answer: async (_request, id) => {
        const property = await properties.getVisible(id);
        return { property: { ...property, ownerReplyTime: await replyTimeOf(property.owner.id) } };
      },
    },
  });

  // Admin
  registerHomeReads(admin, 'properties: admin', {
    list: {
      path: '/api/admin/all-Properties',
      summary: 'All properties for moderation',
      querystring: adminPropertiesQuerySchema,
      response: adminPropertyListResponseSchema,
      answer: (_request, query) => properties.listForAdmin(query),
    },
    one: {
      path: '/api/admin/property/:id',
      summary: 'A property with its owner and moderation history',
      response: adminPropertyDetailResponseSchema,
      answer: (_request, id) => properties.getForAdmin(id),
    },
  });

  api.patch('/api/admin/properties/approve/:id', {
    config: { access: admin },
    schema: {
      tags: ['properties: admin'],
      summary: 'Approve a listing',
      params: idParams,
      body: z.strictObject({}).optional().nullable(),
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      await properties.approve(requireAccount(request), request.params.id);
      return { message: 'Property approved' };
    },
  });

  api.patch('/api/admin/properties/reject/:id', {
    config: { access: admin },
    schema: {
      tags: ['properties: admin'],
      summary: 'Reject a listing with a reason the owner sees',
      params: idParams,
      body: rejectInputSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      await properties.reject(requireAccount(request), request.params.id, request.body.reason);
      return { message: 'Property rejected' };
    },
  });

  api.patch('/api/admin/properties/status/:id', {
    config: { access: admin },
    schema: {
      tags: ['properties: admin'],
      summary: 'Block (hide) or unblock an approved listing',
      params: idParams,
      body: propertyBlockInputSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      const blocked = request.body.status === 'blocked';
      await properties.setBlocked(requireAccount(request), request.params.id, blocked);
      return { message: blocked ? 'Property blocked' : 'Property unblocked' };
    },
  });

  api.delete('/api/admin/properties/:id', {
    config: { access: admin },
    schema: {
      tags: ['properties: admin'],
      summary: 'Delete a listing (soft)',
      params: idParams,
      response: { 200: messageResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      await properties.adminDelete(requireAccount(request), request.params.id);
      return { message: 'Property deleted' };
    },
  });
};
