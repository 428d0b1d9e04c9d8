import { paths, type Conversation } from '@nestly/shared';
import type { ChatArea, ThreadTarget } from '../api/keys';

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

/** The address of a thread as the screens name it (the same rules, before any conversation). */
export const threadTargetPath = (target: ThreadTarget, area: ChatArea): string => {
  if (area === 'owner') return paths.owner.chat.getHref({ with: target.otherId });
  return target.propertyId
    ? paths.user.chatThread.getHref(target.propertyId, target.otherId)
    : paths.user.chat.getHref({ with: target.otherId });
};
