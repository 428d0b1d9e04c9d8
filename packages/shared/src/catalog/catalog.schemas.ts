import { z } from 'zod';
import { paginatedSchema } from '../common/pagination';
import { DEFAULT_FEATURE_ICON, FEATURE_ICONS } from './feature-icons';

/** Amenities properties pick and users filter by. `icon` is one of FEATURE_ICONS, e.g. "wifi". */
export const featureSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.string(),
  propertyCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Feature = z.infer<typeof featureSchema>;

const featureFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(40, { error: 'Name must be at most 40 characters' }),
  icon: z.enum(FEATURE_ICONS, { error: 'Choose one of the icons shown' }),
};

/** A new feature without an icon gets the default icon; an edit has none (it would reset the icon). */
export const createFeatureInputSchema = z.strictObject({
  ...featureFields,
  icon: featureFields.icon.default(DEFAULT_FEATURE_ICON),
});
export type CreateFeatureInput = z.infer<typeof createFeatureInputSchema>;

/** PATCH /api/admin/features/{id} sends `{ data }` (spec section 3). */
export const updateFeatureInputSchema = z.strictObject({
  data: z.strictObject({
    name: featureFields.name.optional(),
    icon: featureFields.icon.optional(),
  }),
});
export type UpdateFeatureInput = z.infer<typeof updateFeatureInputSchema>;

export const featureListResponseSchema = z.object({ data: z.array(featureSchema) });
export const featureResponseSchema = z.object({ message: z.string(), feature: featureSchema });

export const SERVICE_STATUSES = ['active', 'inactive'] as const;
export const serviceStatusSchema = z.enum(SERVICE_STATUSES);
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** Paid add-ons a user can attach to a booking; price per month in paise. */
export const serviceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number().int(),
  status: serviceStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
});
export type Service = z.infer<typeof serviceSchema>;

const serviceFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(60, { error: 'Name must be at most 60 characters' }),
  description: z
    .string({ error: 'Description is required' })
    .trim()
    .min(5, { error: 'Description must be at least 5 characters' })
    .max(500, { error: 'Description must be at most 500 characters' }),
  /** Paise per month: ₹1 to ₹1,00,000. */
  monthlyPrice: z
    .number({ error: 'Monthly price is required' })
    .int({ error: 'Price must be whole paise' })
    .min(100, { error: 'Price must be at least ₹1' })
    .max(10_000_000, { error: 'Price must be at most ₹1,00,000' }),
};

export const createServiceInputSchema = z.strictObject({
  ...serviceFields,
  status: serviceStatusSchema.default('active'),
});
export type CreateServiceInput = z.infer<typeof createServiceInputSchema>;

export const updateServiceInputSchema = z.strictObject({
  data: z.strictObject({
    name: serviceFields.name.optional(),
    description: serviceFields.description.optional(),
    monthlyPrice: serviceFields.monthlyPrice.optional(),
  }),
});
export type UpdateServiceInput = z.infer<typeof updateServiceInputSchema>;

export const updateServiceStatusInputSchema = z.strictObject({ status: serviceStatusSchema });

export const serviceListResponseSchema = z.object({ data: z.array(serviceSchema) });
export const serviceResponseSchema = z.object({ message: z.string(), service: serviceSchema });
export const servicePageSchema = paginatedSchema(serviceSchema);
