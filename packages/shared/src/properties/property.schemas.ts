import { z } from 'zod';
import { paiseInputSchema } from '../common/money-input';
import { paginatedSchema, paginationQuerySchema, searchTextSchema } from '../common/pagination';
import { isoDateSchema } from '../common/date.schemas';
import { auditEntrySchema } from '../accounts/audit-entry';
import { replyTimeSchema } from '../chat/reply-time';
import {
  FURNISHINGS,
  PROPERTY_IMAGE_MAX,
  PROPERTY_MONTHS_MAX,
  PROPERTY_MONTHS_MIN,
  PROPERTY_SORTS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
} from './property.constants';

export const propertyTypeSchema = z.enum(PROPERTY_TYPES, {
  error: 'Choose apartment, house, villa, studio or room',
});
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const furnishingSchema = z.enum(FURNISHINGS, { error: 'Choose unfurnished, semi or full' });
export type Furnishing = z.infer<typeof furnishingSchema>;

export const propertyStatusSchema = z.enum(PROPERTY_STATUSES);
export type PropertyStatus = z.infer<typeof propertyStatusSchema>;

export const propertySortSchema = z.enum(PROPERTY_SORTS);
export type PropertySort = z.infer<typeof propertySortSchema>;

/** Multipart sends everything as text: numbers are coerced, repeated keys become arrays. */
const count = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max}` });

const paise = (label: string, min: number) =>
  paiseInputSchema(label, { min, max: 100_000_000_00, coerce: true });

const months = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int()
    .min(PROPERTY_MONTHS_MIN, { error: `${label} must be at least ${PROPERTY_MONTHS_MIN}` })
    .max(PROPERTY_MONTHS_MAX, { error: `${label} must be at most ${PROPERTY_MONTHS_MAX}` });

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, {
      error: min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`,
    })
    .max(max, { error: `${label} must be at most ${max} characters` });

const optionalCoordinate = (label: string, limit: number) =>
  z
    .union([z.literal(''), z.coerce.number().min(-limit).max(limit)], {
      error: `${label} is out of range`,
    })
    .optional()
    .nullable()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** A list of ids that may arrive as one value or repeated keys. */
export const idListSchema = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.uuid({ error: 'Invalid id' })).max(50),
);

export const propertyFieldsSchema = z.strictObject({
  title: text('Title', 5, 120),
  description: text('Description', 20, 5000),
  type: propertyTypeSchema,
  address: text('Address', 5, 300),
  city: text('City', 2, 80),
  state: text('State', 2, 80),
  country: text('Country', 2, 80).default('India'),
  pincode: z
    .string({ error: 'Pincode is required' })
    .trim()
    .regex(/^[1-9]\d{5}$/, { error: 'Pincode must be 6 digits' }),
  latitude: optionalCoordinate('Latitude', 90),
  longitude: optionalCoordinate('Longitude', 180),
  bedrooms: count('Bedrooms', 20),
  bathrooms: count('Bathrooms', 20),
  area: z.coerce
    .number({ error: 'Area must be a number' })
    .int()
    .min(50, { error: 'Area must be at least 50 sq ft' })
    .max(100_000),
  furnishing: furnishingSchema,
  /** Monthly rent in paise: ₹500 and up. */
  rent: paise('Rent', 50_000),
  deposit: paise('Deposit', 0),
  minMonths: months('Minimum months'),
  maxMonths: months('Maximum months'),
  features: idListSchema,
});

const checkMonths = (
  value: { minMonths?: number; maxMonths?: number },
  context: z.RefinementCtx,
) => {
  if (
    value.minMonths !== undefined &&
    value.maxMonths !== undefined &&
    value.minMonths > value.maxMonths
  ) {
    context.addIssue({
      code: 'custom',
      path: ['maxMonths'],
      message: 'Maximum months must be at least the minimum',
    });
  }
};

export const createPropertyInputSchema = propertyFieldsSchema.superRefine(checkMonths);
export type CreatePropertyInput = z.infer<typeof createPropertyInputSchema>;

/**
 * An edit sends any subset of the fields. With photos: `imageOrder` lists the final gallery in
 * order, each entry an existing image id or `new-N` for the N-th uploaded file (0-based).
 */
export const updatePropertyInputSchema = propertyFieldsSchema
  .partial()
  .extend({
    imageOrder: z
      .preprocess(
        (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
        z
          .array(
            z.string().regex(/^(new-\d{1,2}|[0-9a-f-]{36})$/, { error: 'Invalid image reference' }),
          )
          .max(PROPERTY_IMAGE_MAX),
      )
      .optional(),
  })
  .superRefine(checkMonths);
export type UpdatePropertyInput = z.infer<typeof updatePropertyInputSchema>;

export const propertyImageSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PropertyImage = z.infer<typeof propertyImageSchema>;

export const propertyFeatureSchema = z.object({ id: z.uuid(), name: z.string(), icon: z.string() });

export const propertyOwnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  memberSince: z.iso.datetime({ offset: true }),
});

/** A property card: what lists show. */
export const propertySummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: propertyTypeSchema,
  city: z.string(),
  state: z.string(),
  rent: z.number().int(),
  deposit: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number().int(),
  furnishing: furnishingSchema,
  minMonths: z.number().int(),
  maxMonths: z.number().int(),
  coverImage: propertyImageSchema.nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  status: propertyStatusSchema,
  isBlocked: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

export const propertyDetailSchema = propertySummarySchema.extend({
  description: z.string(),
  address: z.string(),
  country: z.string(),
  pincode: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  features: z.array(propertyFeatureSchema),
  images: z.array(propertyImageSchema),
  rejectionReason: z.string().nullable(),
  owner: propertyOwnerSchema,
  /** On the tenant's page: how fast the owner usually replies in chat (null: too few to say). */
  ownerReplyTime: replyTimeSchema.optional(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type PropertyDetail = z.infer<typeof propertyDetailSchema>;

export const propertyListResponseSchema = paginatedSchema(propertySummarySchema);
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;
export const propertyResponseSchema = z.object({ property: propertyDetailSchema });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
export const propertyMutationResponseSchema = z.object({
  message: z.string(),
  property: propertyDetailSchema,
});

/** GET /api/user/property/filtered (PRODUCT.md, Properties). Rents in paise. */
export const propertyFilterQuerySchema = paginationQuerySchema(12).extend({
  search: searchTextSchema,
  city: searchTextSchema,
  type: propertyTypeSchema.optional(),
  minRent: z.coerce.number().int().min(0).optional(),
  maxRent: z.coerce.number().int().min(0).optional(),
  bedrooms: z.coerce.number().int().min(0).max(20).optional(),
  bathrooms: z.coerce.number().int().min(0).max(20).optional(),
  furnishing: furnishingSchema.optional(),
  features: idListSchema.optional(),
  moveInDate: isoDateSchema.optional(),
  rentalPeriod: z.coerce
    .number()
    .int()
    .min(PROPERTY_MONTHS_MIN)
    .max(PROPERTY_MONTHS_MAX)
    .optional(),
  sort: propertySortSchema.default('newest'),
});
export type PropertyFilterQuery = z.infer<typeof propertyFilterQuerySchema>;

export const allPropertiesQuerySchema = paginationQuerySchema(12);

export const ownerPropertiesQuerySchema = paginationQuerySchema(10).extend({
  search: searchTextSchema,
});
export type OwnerPropertiesQuery = z.infer<typeof ownerPropertiesQuerySchema>;

/** Admin moderation list: `status` also accepts `blocked`. */
export const adminPropertiesQuerySchema = paginationQuerySchema(10).extend({
  search: searchTextSchema,
  status: z.enum(['pending', 'approved', 'rejected', 'blocked']).optional(),
});
export type AdminPropertiesQuery = z.infer<typeof adminPropertiesQuerySchema>;

export const adminPropertySummarySchema = propertySummarySchema.extend({
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
});
export const adminPropertyListResponseSchema = paginatedSchema(adminPropertySummarySchema);

export const adminPropertyDetailResponseSchema = z.object({
  property: propertyDetailSchema,
  owner: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.string(),
  }),
  history: z.array(auditEntrySchema),
});
export type AdminPropertyDetailResponse = z.infer<typeof adminPropertyDetailResponseSchema>;

/** PATCH /api/admin/properties/status/{id}: block or unblock an approved listing. */
export const propertyBlockInputSchema = z.strictObject({ status: z.enum(['blocked', 'active']) });
