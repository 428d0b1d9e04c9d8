import { z } from 'zod';

// A module of its own: a home's answer carries it, and the property schemas that read it need none
// of the chat's other schemas.

/** "Usually replies within …", from the owner's median first-reply time over 30 days. */
export const REPLY_TIME_BANDS = [
  'within_an_hour',
  'within_a_few_hours',
  'within_a_day',
  'in_a_few_days',
] as const;
export const replyTimeSchema = z.enum(REPLY_TIME_BANDS).nullable();
export type ReplyTime = z.infer<typeof replyTimeSchema>;
