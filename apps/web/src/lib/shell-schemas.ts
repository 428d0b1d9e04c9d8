/**
 * The shared schemas the app shell checks answers and live events with. They are loaded on first
 * use (`loadShellSchemas`), never imported statically by the shell: Zod then stays out of the entry
 * chunk, and the landing page does not download it (issue 12, bundle budget).
 */
export {
  authResponseSchema,
  checkStatusResponseSchema,
  conversationsResponseSchema,
  listNotificationsResponseSchema,
  messageNewEventSchema,
  messageReadEventSchema,
  messageResponseSchema,
  notificationCountEventSchema,
  notificationNewEventSchema,
} from '@nestly/shared';
