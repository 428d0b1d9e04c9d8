import { paths, type Conversation } from '@nestly/shared';
import type { ChatArea } from '../api/keys';

/**
 * Where a conversation of the inbox opens. Owners have one inbox address with the guest in the
 * query (`/owner/chat?with=…`); a tenant's thread is addressed by its home, or by the owner alone
 * when the home is gone.
 */
export const conversationPath = (conversation: Conversation, area: ChatArea): string => {
  if (area === 'owner') return paths.owner.chat.getHref({ with: conversation.user.id });
  return conversation.property
    ? paths.user.chatThread.getHref(conversation.property.id, conversation.owner.id)
    : paths.user.chat.getHref({ with: conversation.owner.id });
};
