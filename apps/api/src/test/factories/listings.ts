import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { PlanName } from '@nestly/shared';
import { buildMultipart, type MultipartFile } from '../helpers/multipart';
import type { SignedInPerson } from './accounts';

/** A real PNG photo (sharp-made), so uploads go through the same decoding as a person's. */
export const makePhoto = async (colour = '#0f766e', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const photoFile = async (
  fileName = 'photo.png',
  colour?: string,
): Promise<MultipartFile> => ({
  field: 'images',
  fileName,
  contentType: 'image/png',
  body: await makePhoto(colour),
});

/** Buys a plan through the test-mode checkout, as the web does: order → pay → verify. */
export const buyPlan = async (
  app: FastifyInstance,
  owner: SignedInPerson,
  planName: PlanName = 'Basic',
) => {
  const order = await app.inject({
    method: 'POST',
    url: '/api/owner/subscription',
    headers: owner.auth,
    payload: { planName },
  });
  if (order.statusCode !== 200) throw new Error(`subscribe failed: ${order.body}`);
  const { orderId } = order.json().order;
  const paid = await app.inject({
    method: 'POST',
    url: `/api/payments/test-checkout/${orderId}/pay`,
    headers: owner.auth,
  });
  if (paid.statusCode !== 200) throw new Error(`test pay failed: ${paid.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/owner/verify-subscription',
    headers: owner.auth,
    payload: { paymentData: paid.json() },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return { orderId, paymentData: paid.json(), subscription: verified.json().subscription };
};

export const DEFAULT_LISTING = {
  title: 'Sunny 2BHK near Marine Drive',
  description:
    'A bright two-bedroom apartment with a balcony facing the backwaters, close to the metro.',
  type: 'apartment',
  address: '12 Shanmugham Road, Marine Drive',
  city: 'Kochi',
  state: 'Kerala',
  country: 'India',
  pincode: '682031',
  bedrooms: '2',
  bathrooms: '2',
  area: '1100',
  furnishing: 'semi',
  rent: '2500000',
  deposit: '5000000',
  minMonths: '1',
  maxMonths: '12',
};

export type ListingFields = Partial<Record<keyof typeof DEFAULT_LISTING, string>> & {
  features?: string[];
};

/** POST /api/owner/add-property with photos; answers the raw response. */
export const submitListing = async (
  app: FastifyInstance,
  owner: SignedInPerson,
  fields: ListingFields = {},
  files?: MultipartFile[],
) => {
  const form = buildMultipart(
    { ...DEFAULT_LISTING, ...fields } as Record<string, string | string[]>,
    files ?? [await photoFile()],
  );
  return app.inject({
    method: 'POST',
    url: '/api/owner/add-property',
    payload: form.payload,
    headers: { ...form.headers, ...owner.auth },
  });
};

/** A listing that exists (pending review); answers its detail. */
export const createListing = async (
  app: FastifyInstance,
  owner: SignedInPerson,
  fields: ListingFields = {},
  files?: MultipartFile[],
) => {
  const response = await submitListing(app, owner, fields, files);
  if (response.statusCode !== 201) throw new Error(`add-property failed: ${response.body}`);
  return response.json().property as {
    id: string;
    title: string;
    images: { id: string; url: string; thumbUrl: string }[];
  };
};

export const approveListing = async (
  app: FastifyInstance,
  admin: SignedInPerson,
  propertyId: string,
) => {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/admin/properties/approve/${propertyId}`,
    headers: admin.auth,
  });
  if (response.statusCode !== 200) throw new Error(`approve failed: ${response.body}`);
};

/** A listing users can see. */
export const createApprovedListing = async (
  app: FastifyInstance,
  owner: SignedInPerson,
  admin: SignedInPerson,
  fields: ListingFields = {},
) => {
  const property = await createListing(app, owner, fields);
  await approveListing(app, admin, property.id);
  return property;
};

export const createFeature = async (
  app: FastifyInstance,
  admin: SignedInPerson,
  name: string,
  icon = 'check',
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/add-feature',
    headers: admin.auth,
    payload: { name, icon },
  });
  if (response.statusCode !== 201) throw new Error(`add-feature failed: ${response.body}`);
  return response.json().feature as { id: string; name: string };
};

export const createService = async (
  app: FastifyInstance,
  admin: SignedInPerson,
  name: string,
  monthlyPrice = 150_000,
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/add-service',
    headers: admin.auth,
    payload: { name, description: `${name} every week`, monthlyPrice },
  });
  if (response.statusCode !== 201) throw new Error(`add-service failed: ${response.body}`);
  return response.json().service as { id: string; name: string; monthlyPrice: number };
};
