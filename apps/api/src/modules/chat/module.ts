import { REALTIME_EVENTS, typingInputSchema } from '@nestly/shared';
import { defineModule } from '../../module-kit';
import { registerChatRoutes } from './routes';
import { createChatService, type ChatService } from './service';

declare module '../../module-kit' {
  interface ModuleApis {
    /** Unread counts (the owner's dashboard) and reply times (the tenant's property page). */
    chat: Pick<ChatService, 'countUnread' | 'replyTime'>;
  }
}

/** Chat between a tenant and an owner about a home: its routes and the `typing` relay. */
export const chatModule = defineModule({
  name: 'chat',
  provides: ['chat'],
  needs: ['notifications'],
  setup: ({ app, deps, use, provide }) => {
    const chat = createChatService({ ...deps, notifications: use('notifications') });
    provide('chat', chat);
    registerChatRoutes(app, chat);
    deps.realtime.onClientEvent(REALTIME_EVENTS.typing, async (person, payload) => {
      const parsed = typingInputSchema.safeParse(payload);
      if (parsed.success) await chat.relayTyping(person, parsed.data.conversationId);
    });
  },
});
