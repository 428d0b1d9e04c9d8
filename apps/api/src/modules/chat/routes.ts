import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationQuerySchema,
  conversationResponseSchema,
  conversationsResponseSchema,
  markMessagesReadInputSchema,
  markMessagesReadResponseSchema,
  sendMessageResponseSchema,
} from '@nestly/shared';
import { requireAccount } from '../../plugins/access';
import { sendPrivateFile } from '../../lib/private-file';
import { readMessageForm } from './attachments';
import type { ChatPerson, ChatService } from './service';
import { errorAnswers } from '../../plugins/error-answers';

const tags = ['chat'];

/**
 * PRODUCT.md, Chat: the same calls under /api/user and /api/owner. Each person reaches only their
 * own conversations (anything else answers 404); admins are refused (403) by the role check.
 */
export const registerChatRoutes = (app: FastifyInstance, chat: ChatService) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const role of ['user', 'owner'] as const) {
    const prefix = `/api/${role}`;
    const access = { access: [role] as const };
    const caller = (request: Parameters<typeof requireAccount>[0]): ChatPerson => ({
      id: requireAccount(request).id,
      role,
    });

    api.get(`${prefix}/conversation`, {
      config: access,
      schema: {
        tags,
        summary: 'One conversation: the newest messages (older ones by `before`), and its context',
        querystring: conversationQuerySchema,
        response: { 200: conversationResponseSchema, ...errorAnswers(404) },
      },
      handler: async (request) => ({ data: await chat.thread(caller(request), request.query) }),
    });

    api.get(`${prefix}/conversations`, {
      config: access,
      schema: {
        tags,
        summary: 'My conversations, most recent first, with unread counts',
        response: { 200: conversationsResponseSchema },
      },
      handler: (request) => chat.list(caller(request)),
    });

    api.post(`${prefix}/message`, {
      config: access,
      schema: {
        tags,
        summary:
          'Send a message (multipart: receiver, propertyId?, text?, clientId?, one attachment?)',
        consumes: ['multipart/form-data', 'application/json'],
        response: {
          200: sendMessageResponseSchema,
          201: sendMessageResponseSchema,
          ...errorAnswers(404, 429),
        },
      },
      handler: async (request, reply) => {
        const person = caller(request);
        const { fields, file } = await readMessageForm(request);
        const sent = await chat.send(person, fields, file);
        // A retry of a message already stored answers 200 with that message.
        return reply.code(sent.replay ? 200 : 201).send({
          message: sent.replay ? 'Message already sent' : 'Message sent',
          data: sent.message,
          contactNotice: sent.contactNotice,
        });
      },
    });

    api.patch(`${prefix}/messages/mark-as-read`, {
      config: access,
      schema: {
        tags,
        summary: "Mark the other person's messages in a conversation read",
        body: markMessagesReadInputSchema,
        response: { 200: markMessagesReadResponseSchema, ...errorAnswers(404) },
      },
      handler: async (request) => {
        const { unreadCount, ...data } = await chat.markRead(
          caller(request),
          request.body.conversationId,
        );
        return {
          message: data.updated > 0 ? 'Messages marked as read' : 'Nothing new to read',
          data,
          unreadCount,
        };
      },
    });
  }

  api.get('/api/chat/attachments/:messageId', {
    config: {
      access: ['user', 'owner'],
      documentedAnswer: {
        status: 200,
        description: 'The attachment (a photo or a PDF)',
        contentType: 'application/octet-stream',
      },
    },
    schema: {
      tags,
      summary: "Download a message's attachment (the two participants only)",
      params: z.strictObject({ messageId: z.uuid({ error: 'Invalid message id' }) }),
    },
    handler: async (request, reply) => {
      const { file, stream } = await chat.openAttachment(
        requireAccount(request),
        request.params.messageId,
      );
      return sendPrivateFile(reply, file, stream);
    },
  });
};
