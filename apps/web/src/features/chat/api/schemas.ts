/**
 * The shared schemas the chat's requests and live events are checked with. Only ever loaded
 * through `chatSchemas` (load-schemas.ts), beside the request that needs them: the chat draws
 * without waiting for Zod (issue 27, bundle budgets). The inbox's list is the app shell's
 * (lib/shell-schemas.ts), as are `message:new` and `message:read`.
 */
export {
  conversationResponseSchema,
  markMessagesReadResponseSchema,
  sendMessageResponseSchema,
  typingEventSchema,
} from '@nestly/shared';
