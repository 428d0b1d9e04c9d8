import type { ChatBooking, Conversation, ConversationResponse, Message } from '@nestly/shared';
import { makeAccount } from './render';

/** The signed-in people of the chat tests (`signIn` uses the default account id). */
export const ME = makeAccount().id;
export const OWNER_ID = '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
export const GUEST_ID = '1d2e3f4a-5b6c-4d7e-8f90-a1b2c3d4e5f6';
export const PROPERTY_ID = '6d7ceb67-1d0f-46ff-a0ae-9c9149f5e14b';
export const CONVERSATION_ID = '2e3f4a5b-6c7d-4e8f-9a0b-b1c2d3e4f5a6';
export const BOOKING_ID = '3f4a5b6c-7d8e-4f9a-8b1c-c2d3e4f5a6b7';

export const owner = { id: OWNER_ID, name: 'Priya Varghese', avatarUrl: null };
export const guest = { id: GUEST_ID, name: 'Rahul Nair', avatarUrl: null };
export const home = {
  id: PROPERTY_ID,
  title: 'Backwater-view 2BHK at Marine Drive',
  city: 'Kochi',
  rent: 2_800_000,
  photoUrl: '/uploads/home-thumb.webp',
};

/** A message id from a small number: `…-000000000007`. */
export const messageId = (n: number) => `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`;

export const makeMessage = (n: number, overrides: Partial<Message> = {}): Message => ({
  id: messageId(n),
  conversationId: CONVERSATION_ID,
  senderId: OWNER_ID,
  text: `Message ${n}`,
  attachment: null,
  clientId: null,
  // Local times of the tests' fixed "today" (20 Jan 2027, 10:00), so day separators are stable.
  createdAt: new Date(2027, 0, 20, 9, n).toISOString(),
  readAt: null,
  ...overrides,
});

export const makeConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION_ID,
  user: { id: ME, name: 'Ananya Menon', avatarUrl: null },
  owner,
  property: home,
  lastMessage: null,
  unreadCount: 0,
  updatedAt: new Date(2027, 0, 20, 9, 0).toISOString(),
  ...overrides,
});

export const makeBooking = (overrides: Partial<ChatBooking> = {}): ChatBooking => ({
  id: BOOKING_ID,
  propertyId: PROPERTY_ID,
  propertyTitle: home.title,
  status: 'confirmed',
  moveInDate: '2027-02-01',
  moveOutDate: '2027-05-01',
  ...overrides,
});

/** The fake server's reply to GET …/conversation: one page of a thread. */
export const threadPage = (
  overrides: Partial<ConversationResponse['data']> = {},
): { data: ConversationResponse } => ({
  data: {
    data: {
      conversation: makeConversation(),
      messages: [],
      nextCursor: null,
      counterpart: owner,
      property: home,
      bookings: [],
      ...overrides,
    },
  },
});
