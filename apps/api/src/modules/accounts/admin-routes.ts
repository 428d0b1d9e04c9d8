import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAccountResponseSchema,
  adminOwnerDetailResponseSchema,
  listAccountsQuerySchema,
  listAccountsResponseSchema,
  messageResponseSchema,
  rejectInputSchema,
  updateStatusInputSchema,
  type Role,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import { sendPrivateFile } from '../../lib/private-file';
import { DOCUMENT_FILE, accountIdParams, documentParams, toOwnerDocument } from './routes';
import type { AccountsService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const access = ['admin'] as const;
const tags = ['admin: accounts'];

/** Admin account administration (spec section 7, admin calls): users and owners. */
export const registerAdminAccountRoutes = (app: FastifyInstance, accounts: AccountsService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const registerFor = (role: Role, plural: 'users' | 'owners') => {
    const params = accountIdParams(role);
    const label = role === 'owner' ? 'Owner' : 'User';

    api.get(`/api/admin/${plural}`, {
      config: { access },
      schema: {
        tags,
        summary: `List ${plural} (search over name, e-mail and phone)`,
        querystring: listAccountsQuerySchema,
        response: { 200: listAccountsResponseSchema },
      },
      handler: async (request) => accounts.listAccounts(role, request.query),
    });

    api.patch(`/api/admin/${plural}/status/:id`, {
      config: { access },
      schema: {
        tags,
        summary: `Block or unblock a ${role}; blocking ends their sessions`,
        params,
        body: updateStatusInputSchema,
        response: { 200: adminAccountResponseSchema },
      },
      handler: async (request) => {
        const user = await accounts.setStatus(
          requireAccount(request),
          role,
          request.params.id,
          request.body.status,
        );
        return { message: `${label} ${user.status === 'blocked' ? 'blocked' : 'unblocked'}`, user };
      },
    });

    api.post(`/api/admin/${plural}/delete/:id`, {
      config: { access },
      schema: {
        tags,
        summary: `Delete a ${role} (soft)`,
        params,
        response: { 200: messageResponseSchema },
      },
      handler: async (request) => {
        await accounts.deleteAccount(requireAccount(request), role, request.params.id);
        return { message: `${label} deleted` };
      },
    });
  };

  registerFor('user', 'users');
  registerFor('owner', 'owners');
  const ownerParams = accountIdParams('owner');

  api.get('/api/admin/owners/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'An owner with documents and moderation history',
      params: ownerParams,
      response: { 200: adminOwnerDetailResponseSchema },
    },
    handler: async (request) => {
      const detail = await accounts.getOwnerDetail(request.params.id);
      return {
        user: detail.user,
        documents: detail.documents.map(toOwnerDocument),
        history: detail.history.map((entry) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
        })),
      };
    },
  });

  api.patch('/api/admin/owners/approve/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Approve an owner',
      params: ownerParams,
      body: z.strictObject({}).optional().nullable(),
      response: { 200: adminAccountResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      const user = await accounts.approveOwner(requireAccount(request), request.params.id);
      return { message: 'Owner approved', user };
    },
  });

  api.patch('/api/admin/owners/reject/:id', {
    config: { access },
    schema: {
      tags,
      summary: 'Reject an owner with a reason they will see',
      params: ownerParams,
      body: rejectInputSchema,
      response: { 200: adminAccountResponseSchema },
    },
    handler: async (request) => {
      const user = await accounts.rejectOwner(
        requireAccount(request),
        request.params.id,
        request.body.reason,
      );
      return { message: 'Owner rejected', user };
    },
  });

  api.get('/api/admin/documents/:documentId/file', {
    config: { access, documentedAnswer: DOCUMENT_FILE },
    schema: { tags, summary: "Download an owner's identity document", params: documentParams },
    handler: async (request, reply) => {
      const { document, stream } = await accounts.openDocument(
        requireAccount(request),
        request.params.documentId,
      );
      return sendPrivateFile(reply, document, stream);
    },
  });
};
