import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildMultipart, type MultipartFile } from '../helpers/multipart';
import type { SignedInPerson } from './accounts';

export type ChatRole = 'user' | 'owner';

/** `POST /api/{role}/message` as the web sends it: multipart, with a fresh client id. */
export const sendMessage = (
  app: FastifyInstance,
  role: ChatRole,
  sender: SignedInPerson,
  fields: Record<string, string>,
  attachment?: Omit<MultipartFile, 'field'>,
) => {
  const form = buildMultipart(
    { clientId: randomUUID(), ...fields },
    attachment ? [{ field: 'attachment', ...attachment }] : [],
  );
  return app.inject({
    method: 'POST',
    url: `/api/${role}/message`,
    headers: { ...sender.auth, ...form.headers },
    payload: form.payload,
  });
};

export const readThread = (
  app: FastifyInstance,
  role: ChatRole,
  reader: SignedInPerson,
  otherId: string,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'GET',
    url: `/api/${role}/conversation?${new URLSearchParams({ sender: reader.id, receiver: otherId, ...extra })}`,
    headers: reader.auth,
  });

export const listConversations = (app: FastifyInstance, role: ChatRole, person: SignedInPerson) =>
  app.inject({ method: 'GET', url: `/api/${role}/conversations`, headers: person.auth });

export const markConversationRead = (
  app: FastifyInstance,
  role: ChatRole,
  reader: SignedInPerson,
  conversationId: string,
) =>
  app.inject({
    method: 'PATCH',
    url: `/api/${role}/messages/mark-as-read`,
    headers: reader.auth,
    payload: { conversationId },
  });
