import { paths, type Conversation } from '@nestly/shared';
import type { ChatArea } from '../api/keys';

/** The spec's thread address for a tenant: from a home, to its owner. */
export const userThreadPath = (propertyId: string, ownerId: string) =>
  paths.user.chatThread.getHref(propertyId, ownerId);

export const inboxPath = (area: ChatArea) => paths[area].chat.getHref();

/**
 * Where a conversation of the inbox opens. Owners have one inbox address with the guest in the
 * query (`/owner/chat?with=…`); a tenant's thread is addressed by its home, or by the owner alone
 * when the home is gone.
 */
export const conversationPath = (conversation: Conversation, area: ChatArea): string => {
  if (area === 'owner') return paths.owner.chat.getHref({ with: conversation.user.id });
  return conversation.property
    ? userThreadPath(conversation.property.id, conversation.owner.id)
    : paths.user.chat.getHref({ with: conversation.owner.id });
};

/** The home's page and a booking's page, as each side knows them. */
export const propertyPathFor = (area: ChatArea, propertyId: string) =>
  paths[area].property.getHref(propertyId);

export const bookingPathFor = (area: ChatArea, bookingId: string) =>
  paths[area].booking.getHref(bookingId);
