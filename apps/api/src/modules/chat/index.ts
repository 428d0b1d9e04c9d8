import type { FastifyPluginAsync } from 'fastify';
import { REALTIME_EVENTS, typingInputSchema } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { registerChatRoutes } from './routes';
import type { ChatService } from './service';

export { createChatService, type ChatService } from './service';

/**
 * The chat module as a plugin (STYLE.md, target shape): its routes, and the `typing` relay on the
 * live layer. app.ts builds the service first, since the dashboards and the property page read
 * unread counts and reply times from it.
 */
export const chatModule: FastifyPluginAsync<{ deps: AppDeps; chat: ChatService }> = async (
  app,
  { deps, chat },
) => {
  registerChatRoutes(app, chat);
  deps.realtime.onClientEvent(REALTIME_EVENTS.typing, async (person, payload) => {
    const parsed = typingInputSchema.safeParse(payload);
    if (parsed.success) await chat.relayTyping(person, parsed.data.conversationId);
  });
};
