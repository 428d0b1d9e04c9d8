import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  MESSAGES,
  changePasswordInputSchema,
  codedRefusal,
  checkStatusResponseSchema,
  messageResponseSchema,
  ownerDocumentsResponseSchema,
  ownerProfileResponseSchema,
  resubmitDocumentsResponseSchema,
  profileResponseSchema,
  updateOwnerProfileInputSchema,
  updateProfileInputSchema,
  type Role,
} from '@nestly/shared';
import { requireAccount, requireSelf } from '../../plugins/access';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { sendPrivateFile } from '../../lib/private-file';
import type { AccountsService } from './service';
import * as auth from '../auth/index';
import { errorAnswers } from '../../plugins/error-answers';

/** `:id` of the caller; an empty one answers the spec's "User ID is required" / "Owner ID is required". */
const requiredId = (role: Role) => {
  const code = role === 'owner' ? 'OWNER_ID_REQUIRED' : 'USER_ID_REQUIRED';
  const required = MESSAGES[code];
  return z
    .string({ error: required })
    .refine((id) => id.length > 0, codedRefusal(code, required))
    .pipe(z.uuid({ error: 'Invalid id' }));
};
export const accountIdParams = (role: Role) => z.strictObject({ id: requiredId(role) });
const changePasswordParams = (role: Role) => z.strictObject({ userId: requiredId(role) });

export const documentParams = z.strictObject({
  documentId: z.uuid({ error: 'Invalid document id' }),
});

/** An identity document's file, as the OpenAPI document describes the answer. */
export const DOCUMENT_FILE = {
  status: 200,
  description: 'The document (PDF, JPEG or PNG)',
  contentType: 'application/octet-stream',
} as const;

export const toOwnerDocument = (row: {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  createdAt: Date;
}) => ({
  id: row.id,
  fileName: row.fileName,
  mimeType: row.mimeType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
});

/** Self-service account routes, mounted under /api/user, /api/owner and (status only) /api/admin. */
export const registerAccountRoutes = (
  app: FastifyInstance,
  accounts: AccountsService,
  { prefix, role }: { prefix: string; role: Role },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = [role] as const;
  const tags = ['accounts'];
  const params = accountIdParams(role);

  api.get(`${prefix}/check-status/:id`, {
    config: { access },
    schema: {
      tags,
      summary: 'Status of the signed-in account (guards poll this)',
      params,
      response: { 200: checkStatusResponseSchema },
    },
    handler: async (request) => {
      requireSelf(request, request.params.id);
      const user = await accounts.getAccount(request.params.id);
      return {
        id: user.id,
        status: user.status,
        isVerified: user.isVerified,
        approvalStatus: user.approvalStatus,
        rejectionReason: user.rejectionReason,
        user,
      };
    },
  });

  if (role === 'admin') return;

  if (role === 'owner') {
    // The owner's profile also carries the PAN printed on their tenants' rent receipts.
    api.get(`${prefix}/profile/:id`, {
      config: { access },
      schema: {
        tags,
        summary: 'Own profile, with the PAN printed on rent receipts',
        params,
        response: { 200: ownerProfileResponseSchema },
      },
      handler: async (request) => {
        requireSelf(request, request.params.id);
        return { user: await accounts.getOwnerProfile(request.params.id) };
      },
    });

    api.patch(`${prefix}/profile/:id`, {
      config: { access },
      schema: {
        tags,
        summary:
          'Update own name, phone and PAN: `{ data: { name?, phone?, pan? } }` (an empty or null `pan` removes it)',
        params,
        body: updateOwnerProfileInputSchema,
        response: { 200: ownerProfileResponseSchema },
      },
      handler: async (request) => {
        requireSelf(request, request.params.id);
        return { user: await accounts.updateOwnerProfile(request.params.id, request.body) };
      },
    });
  } else {
    api.get(`${prefix}/profile/:id`, {
      config: { access },
      schema: { tags, summary: 'Own profile', params, response: { 200: profileResponseSchema } },
      handler: async (request) => {
        requireSelf(request, request.params.id);
        return { user: await accounts.getAccount(request.params.id) };
      },
    });

    api.patch(`${prefix}/profile/:id`, {
      config: { access },
      schema: {
        tags,
        summary: 'Update own name and phone: `{ data: { name?, phone? } }`',
        params,
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema },
      },
      handler: async (request) => {
        requireSelf(request, request.params.id);
        return { user: await accounts.updateProfile(request.params.id, request.body) };
      },
    });
  }

  api.post(`${prefix}/profile/:id/avatar`, {
    config: { access },
    schema: {
      tags,
      summary: 'Upload a profile photo (multipart field `avatar`: JPEG, PNG, WebP or GIF, 5 MB)',
      params,
      response: { 200: profileResponseSchema },
    },
    handler: async (request) => {
      requireSelf(request, request.params.id);
      const { files } = await readMultipart(request, {
        fileFields: ['avatar'],
        maxFiles: 1,
        maxFileBytes: AVATAR_MAX_BYTES,
        allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
        typeMessage: 'Profile photos must be JPEG, PNG, WebP or GIF images.',
      });
      const [file] = files;
      if (!file) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Choose an image to upload',
          details: [{ field: 'avatar', message: 'Required' }],
        });
      }
      return { user: await accounts.setAvatar(request.params.id, file) };
    },
  });

  api.patch(`${prefix}/change-password/:userId`, {
    config: { access },
    schema: {
      tags,
      summary: 'Change own password; other sessions are signed out',
      params: changePasswordParams(role),
      body: changePasswordInputSchema,
      response: { 200: messageResponseSchema, ...errorAnswers(429) },
    },
    handler: async (request) => {
      const caller = requireSelf(request, request.params.userId);
      await accounts.changePassword(caller, request.body);
      return { message: 'Password changed. Other devices have been signed out.' };
    },
  });

  if (role !== 'owner') return;

  api.get('/api/owner/documents', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary: 'Own identity documents',
      response: { 200: ownerDocumentsResponseSchema },
    },
    handler: async (request) => {
      const caller = requireAccount(request);
      const rows = await accounts.listOwnDocuments(caller.id);
      return { data: rows.map(toOwnerDocument) };
    },
  });

  api.post('/api/owner/documents', {
    config: { access: ['owner'] },
    schema: {
      tags,
      summary:
        'A rejected owner sends new identity documents (multipart/form-data, 1–3 `documents`: PDF/JPEG/PNG, 10 MB each): the account is pending review again',
      response: { 200: resubmitDocumentsResponseSchema, ...errorAnswers(409) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Send the documents as multipart/form-data',
          details: [{ field: 'documents', message: 'At least one document is required' }],
        });
      }
      const { fields, files } = await auth.readOwnerDocumentUpload(request);
      // Strict: only files in `documents`; any other field is refused by name.
      const extra = Object.keys(fields);
      if (extra.length > 0) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Only documents are sent',
          details: extra.map((field) => ({ field, message: 'Not expected' })),
        });
      }
      const rows = await accounts.resubmitDocuments(requireAccount(request), files);
      return {
        message: 'Thank you: your documents are back with our team for review.',
        approvalStatus: 'pending' as const,
        data: rows.map(toOwnerDocument),
      };
    },
  });

  api.get('/api/owner/documents/:documentId/file', {
    config: { access: ['owner'], documentedAnswer: DOCUMENT_FILE },
    schema: { tags, summary: 'Download an own identity document', params: documentParams },
    handler: async (request, reply) => {
      const { document, stream } = await accounts.openDocument(
        requireAccount(request),
        request.params.documentId,
      );
      return sendPrivateFile(reply, document, stream);
    },
  });
};
