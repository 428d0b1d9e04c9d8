// read model: reads accounts, bookings, properties, property_images.
// The send path's two statements: the checks read together (who writes to whom, a retry, the
// conversation, a booking between them, the home named) and the store (`chat_send_message`,
// sql/chat_send_message.sql). sending.ts calls it directly; it reads repo.ts's row types (no circle).
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql-text';
import type { ConversationRow, MessageRow } from '../../db/schema';
import type { HomeRow, PersonRow } from './repo';

interface SendContextRow {
  id: string;
  role: PersonRow['role'];
  name: string;
  avatarKey: string | null;
  status: PersonRow['status'];
  approvalStatus: PersonRow['approvalStatus'];
  deletedAt: Date | null;
  sentBefore: string | null;
  conversationExists: boolean;
  conversationPropertyId: string | null;
  booked: boolean;
  homeId: string | null;
  homeOwnerId: string | null;
  homeTitle: string | null;
  homeCity: string | null;
  homeRent: string | number | null;
  homeIsListed: boolean | null;
  homeBooked: boolean | null;
  homeDeletedAt: Date | null;
  homeCoverKey: string | null;
}

// Plain SQL, prepared once per connection (db/sql-text.ts): the send path's checks run on every
// message, and building them with Drizzle cost more than PostgreSQL takes to answer.
const SEND_CONTEXT_SQL = `
  with pair as (
    select
      (select m.id from messages m where m.sender_id = $1 and m.client_id = $5) as sent_before,
      c.id is not null as conversation_exists,
      c.property_id as conversation_property_id,
      exists (select 1 from bookings b where b.user_id = $3 and b.owner_id = $4) as booked
    from (select 1) one
    left join conversations c on c.user_id = $3 and c.owner_id = $4
  )
  select a.id, a.role, a.name, a.avatar_key as "avatarKey", a.status,
    a.approval_status as "approvalStatus", a.deleted_at as "deletedAt",
    pair.sent_before as "sentBefore", pair.conversation_exists as "conversationExists",
    pair.conversation_property_id as "conversationPropertyId", pair.booked,
    h.id as "homeId", h.owner_id as "homeOwnerId", h.title as "homeTitle", h.city as "homeCity",
    h.rent as "homeRent", h.is_listed as "homeIsListed", h.deleted_at as "homeDeletedAt",
    i.thumb_key as "homeCoverKey",
    exists (select 1 from bookings b where b.user_id = $3 and b.property_id = h.id) as "homeBooked"
  from accounts a
  cross join pair
  left join properties h on h.id = coalesce($6::uuid, pair.conversation_property_id)
  left join property_images i on i.property_id = h.id and i.position = 0
  where a.id in ($1, $2)`;

/**
 * What sending needs to know, in one statement (issue 10's bench: fewer round trips per message):
 * the sender and the receiver (with an owner's approval), whether this client id was already sent
 * (a retry), whether the pair already has a conversation and which home it remembers, whether the
 * guest ever booked one of the owner's homes, and the home the message is about (the one named,
 * else the remembered one: whether it is listed and whether the guest booked it).
 */
export const findSendContext = async (
  db: Db,
  input: {
    senderId: string;
    receiverId: string;
    userId: string;
    ownerId: string;
    clientId?: string;
    propertyId?: string;
  },
) => {
  const rows = await queryRows<SendContextRow>(db, SEND_CONTEXT_SQL, [
    input.senderId,
    input.receiverId,
    input.userId,
    input.ownerId,
    input.clientId ?? null,
    input.propertyId ?? null,
  ]);
  const first = rows[0];
  const home: HomeRow | null =
    first?.homeId && first.homeOwnerId
      ? {
          id: first.homeId,
          ownerId: first.homeOwnerId,
          title: first.homeTitle!,
          city: first.homeCity!,
          rent: Number(first.homeRent),
          isListed: Boolean(first.homeIsListed),
          deletedAt: first.homeDeletedAt,
          coverKey: first.homeCoverKey,
        }
      : null;
  return {
    people: rows.map((row): PersonRow => ({
      id: row.id,
      role: row.role,
      name: row.name,
      avatarKey: row.avatarKey,
      status: row.status,
      approvalStatus: row.approvalStatus,
      deletedAt: row.deletedAt,
    })),
    sentBefore: first?.sentBefore ?? null,
    conversationExists: Boolean(first?.conversationExists),
    conversationPropertyId: first?.conversationPropertyId ?? null,
    booked: Boolean(first?.booked),
    home,
    /** The guest booked the home the message is about (a booked home stays open to its guest). */
    homeBooked: Boolean(first?.homeBooked),
  };
};

interface SentRow {
  inserted: boolean;
  message_id: string | null;
  message_seq: string | number | null;
  conversation_id: string;
  conversation_property_id: string | null;
  conversation_created_at: Date;
  unread_user: number | null;
  unread_owner: number | null;
  notice_id: string | null;
  notice_unread: number | null;
}

/** A message just stored, with what its live events need. */
export interface StoredMessage {
  conversation: ConversationRow;
  message: MessageRow;
  /** Each side's unread messages in the conversation, this one included. */
  unread: { user: number; owner: number };
  /** The receiver's "new messages" notice and their unread notices. */
  notice: { id: string; unreadCount: number };
}

/**
 * Stores a message in one statement (`chat_send_message`, sql/chat_send_message.sql): the conversation made
 * or moved to the top, the message (nothing on a retry of its client id: `message` is null), the
 * receiver's "new messages" notice with its e-mail, and what the live events need (both sides'
 * unread messages, the receiver's unread notices). One statement is atomic on its own: no
 * BEGIN/COMMIT round trips.
 */
export const storeMessage = async (
  db: Db,
  input: {
    userId: string;
    ownerId: string;
    senderId: string;
    propertyId: string | null;
    text: string;
    clientId: string | null;
    attachment: { key: string; name: string; type: string; size: number } | null;
    now: Date;
    notice: { title: string; body: string; link: string; emailAt: Date };
  },
): Promise<StoredMessage | { conversation: ConversationRow; message: null }> => {
  const [row] = await queryRows<SentRow>(
    db,
    'select * from chat_send_message($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)',
    [
      input.userId,
      input.ownerId,
      input.senderId,
      input.propertyId,
      input.text,
      input.clientId,
      input.attachment?.key ?? null,
      input.attachment?.name ?? null,
      input.attachment?.type ?? null,
      input.attachment?.size ?? null,
      input.now,
      input.notice.title,
      input.notice.body,
      input.notice.link,
      input.notice.emailAt,
    ],
  );
  if (!row) throw new Error('chat_send_message answered no row');
  const conversation: ConversationRow = {
    id: row.conversation_id,
    userId: input.userId,
    ownerId: input.ownerId,
    propertyId: row.conversation_property_id,
    createdAt: row.conversation_created_at,
    updatedAt: input.now,
  };
  if (!row.inserted) return { conversation, message: null };
  const message: MessageRow = {
    id: row.message_id!,
    seq: Number(row.message_seq),
    conversationId: row.conversation_id,
    senderId: input.senderId,
    propertyId: input.propertyId,
    text: input.text,
    clientId: input.clientId,
    attachmentKey: input.attachment?.key ?? null,
    attachmentName: input.attachment?.name ?? null,
    attachmentType: (input.attachment?.type ?? null) as MessageRow['attachmentType'],
    attachmentSize: input.attachment?.size ?? null,
    createdAt: input.now,
    readAt: null,
  };
  return {
    conversation,
    message,
    unread: { user: row.unread_user ?? 0, owner: row.unread_owner ?? 0 },
    notice: { id: row.notice_id!, unreadCount: row.notice_unread ?? 0 },
  };
};
