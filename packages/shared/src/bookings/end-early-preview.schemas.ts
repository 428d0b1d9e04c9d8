import { z } from 'zod';
import { isoDateSchema } from '../common/date.schemas';

/** What ending the stay today would do (planEndEarly), for the confirmation the tenant reads. */
export const endEarlyPreviewSchema = z.discriminatedUnion('allowed', [
  z.object({ allowed: z.literal(false), reason: z.string() }),
  z.object({
    allowed: z.literal(true),
    noticeUntil: isoDateSchema,
    newEndDate: isoDateSchema,
    newRentalPeriod: z.number().int(),
    cancelledNumbers: z.array(z.number().int()),
    noLongerCharged: z.number().int(),
    refunded: z.number().int(),
  }),
]);
export type EndEarlyPreview = z.infer<typeof endEarlyPreviewSchema>;
