import type { ChatPerson, ChatProperty, Conversation, Message } from '@nestly/shared';
import type { Storage } from '../../lib/storage';
import { toAttachment } from './attachments';
import type { ConversationRow, HomeRow, MessageRow, PersonRow } from './repo';

export const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  text: row.text,
  attachment: toAttachment(row),
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

export const toChatPerson = (row: PersonRow | undefined, storage: Storage): ChatPerson | null =>
  row
    ? {
        id: row.id,
        // A deleted account keeps its messages but no longer its name.
        name: row.deletedAt ? 'Former member' : row.name,
        avatarUrl: row.avatarKey && !row.deletedAt ? storage.publicUrl(row.avatarKey) : null,
      }
    : null;

export const toChatProperty = (row: HomeRow | undefined, storage: Storage): ChatProperty | null =>
  row && !row.deletedAt
    ? {
        id: row.id,
        title: row.title,
        city: row.city,
        rent: row.rent,
        photoUrl: row.coverKey ? storage.publicUrl(row.coverKey) : null,
      }
    : null;

/** Everything the inbox shows of some conversations, looked up in a fixed number of queries. */
export interface ConversationFacts {
  people: Map<string, PersonRow>;
  homes: Map<string, HomeRow>;
  lastMessages: Map<string, MessageRow>;
  unread: Map<string, number>;
}

export const toConversation = (
  row: ConversationRow,
  facts: ConversationFacts,
  storage: Storage,
): Conversation => {
  const last = facts.lastMessages.get(row.id);
  const person = (id: string) =>
    toChatPerson(facts.people.get(id), storage) ?? { id, name: 'Former member', avatarUrl: null };
  return {
    id: row.id,
    user: person(row.userId),
    owner: person(row.ownerId),
    property: row.propertyId ? toChatProperty(facts.homes.get(row.propertyId), storage) : null,
    lastMessage: last ? toMessage(last) : null,
    unreadCount: facts.unread.get(row.id) ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
};
