import { z } from 'zod';
import { isoDateSchema } from '../common/date.schemas';

// Availability and owner date blocks.

/** A taken range [start, end): end is the first free day. Booking details are never exposed. */
export const takenRangeSchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  kind: z.enum(['booked', 'blocked']),
});
export type TakenRange = z.infer<typeof takenRangeSchema>;
export const availabilityResponseSchema = z.object({ taken: z.array(takenRangeSchema) });
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

export const dateBlockInputSchema = z
  .strictObject({
    startDate: isoDateSchema,
    /** Exclusive: the first day available again. */
    endDate: isoDateSchema,
    note: z.string().trim().max(200, { error: 'At most 200 characters' }).optional(),
  })
  .refine((block) => block.startDate < block.endDate, {
    error: 'The end must be after the start',
    path: ['endDate'],
  });
export type DateBlockInput = z.infer<typeof dateBlockInputSchema>;

export const dateBlockSchema = z.object({
  id: z.uuid(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  note: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type DateBlock = z.infer<typeof dateBlockSchema>;
export const dateBlockListResponseSchema = z.object({ data: z.array(dateBlockSchema) });
export const dateBlockMutationResponseSchema = z.object({
  message: z.string(),
  block: dateBlockSchema,
});
