import { accountSchema, messageResponseSchema } from '@nestly/shared';

/**
 * Status, approve and reject answer `{ message, user }`. The account schema is not strict, so
 * this accepts the user with or without the list's `documentCount`.
 */
export const moderationResponseSchema = messageResponseSchema.extend({ user: accountSchema });
