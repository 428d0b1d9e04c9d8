import { randomUUID } from 'node:crypto';
import { PLANS, PLAN_DURATION_DAYS } from '@nestly/shared';
import type { FastifyBaseLogger } from 'fastify';
import { processPhoto } from '../lib/images';
import type { Storage } from '../lib/storage';
import * as auth from '../modules/auth/index';
import * as catalog from '../modules/catalog/index';
import * as payments from '../modules/payments/index';
import * as properties from '../modules/properties/index';
import * as subscriptions from '../modules/subscriptions/index';
import type { Db } from '../db/client';
import { drawDemoPhotos } from './demo-photos';

export const DEMO_FEATURES = [
  ['Wi-Fi', 'wifi'],
  ['Parking', 'car'],
  ['Air conditioning', 'air-vent'],
  ['Power backup', 'battery-charging'],
  ['Washing machine', 'washing-machine'],
  ['Gym', 'dumbbell'],
  ['Swimming pool', 'waves'],
  ['Pet friendly', 'paw-print'],
  ['24x7 security', 'shield-check'],
  ['Lift', 'arrow-up-down'],
] as const;

export const DEMO_SERVICES = [
  ['Weekly cleaning', 'A professional clean of the whole home every week.', 150_000],
  ['High-speed internet', '300 Mbps fibre with a router, installed before you move in.', 99_900],
  ['Furniture rental', 'Sofa, bed, dining set and a wardrobe, delivered and assembled.', 350_000],
  ['Laundry', 'Pick-up and delivery laundry twice a week.', 120_000],
] as const;

type DemoListing = {
  title: string;
  type: 'apartment' | 'house' | 'villa' | 'studio' | 'room';
  city: string;
  state: string;
  address: string;
  pincode: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  furnishing: 'unfurnished' | 'semi' | 'full';
  rentRupees: number;
  features: number[];
};

const DEMO_LISTINGS: DemoListing[] = [
  {
    title: 'Backwater-view 2BHK at Marine Drive',
    type: 'apartment',
    city: 'Kochi',
    state: 'Kerala',
    address: '12 Shanmugham Road, Marine Drive',
    pincode: '682031',
    bedrooms: 2,
    bathrooms: 2,
    area: 1150,
    furnishing: 'semi',
    rentRupees: 28_000,
    features: [0, 1, 2, 8, 9],
  },
  {
    title: 'Heritage bungalow in Fort Kochi',
    type: 'house',
    city: 'Kochi',
    state: 'Kerala',
    address: '7 Princess Street, Fort Kochi',
    pincode: '682001',
    bedrooms: 3,
    bathrooms: 3,
    area: 2100,
    furnishing: 'full',
    rentRupees: 55_000,
    features: [0, 1, 3, 7],
  },
  {
    title: 'Cosy studio near Kakkanad IT park',
    type: 'studio',
    city: 'Kochi',
    state: 'Kerala',
    address: 'Infopark Phase 1, Kakkanad',
    pincode: '682042',
    bedrooms: 1,
    bathrooms: 1,
    area: 480,
    furnishing: 'full',
    rentRupees: 14_000,
    features: [0, 2, 4, 9],
  },
  {
    title: 'Koramangala 3BHK with balcony garden',
    type: 'apartment',
    city: 'Bengaluru',
    state: 'Karnataka',
    address: '80 Feet Road, Koramangala 4th Block',
    pincode: '560034',
    bedrooms: 3,
    bathrooms: 2,
    area: 1500,
    furnishing: 'semi',
    rentRupees: 48_000,
    features: [0, 1, 3, 5, 8, 9],
  },
  {
    title: 'Indiranagar room for professionals',
    type: 'room',
    city: 'Bengaluru',
    state: 'Karnataka',
    address: '12th Main, HAL 2nd Stage, Indiranagar',
    pincode: '560038',
    bedrooms: 1,
    bathrooms: 1,
    area: 220,
    furnishing: 'full',
    rentRupees: 16_000,
    features: [0, 2, 4],
  },
  {
    title: 'Whitefield villa with private pool',
    type: 'villa',
    city: 'Bengaluru',
    state: 'Karnataka',
    address: 'Palm Meadows, Whitefield',
    pincode: '560066',
    bedrooms: 4,
    bathrooms: 4,
    area: 3800,
    furnishing: 'full',
    rentRupees: 1_25_000,
    features: [0, 1, 2, 3, 5, 6, 7, 8],
  },
  {
    title: 'Sea-facing 1BHK in Bandra West',
    type: 'apartment',
    city: 'Mumbai',
    state: 'Maharashtra',
    address: 'Carter Road, Bandra West',
    pincode: '400050',
    bedrooms: 1,
    bathrooms: 1,
    area: 620,
    furnishing: 'full',
    rentRupees: 65_000,
    features: [0, 2, 8, 9],
  },
  {
    title: 'Powai lakeside 2BHK',
    type: 'apartment',
    city: 'Mumbai',
    state: 'Maharashtra',
    address: 'Hiranandani Gardens, Powai',
    pincode: '400076',
    bedrooms: 2,
    bathrooms: 2,
    area: 980,
    furnishing: 'semi',
    rentRupees: 58_000,
    features: [0, 1, 3, 5, 6, 8, 9],
  },
  {
    title: 'Anjuna beach house',
    type: 'house',
    city: 'Goa',
    state: 'Goa',
    address: 'Flea Market Road, Anjuna',
    pincode: '403509',
    bedrooms: 3,
    bathrooms: 2,
    area: 1800,
    furnishing: 'full',
    rentRupees: 60_000,
    features: [0, 1, 2, 7],
  },
  {
    title: 'Adyar family home near the beach',
    type: 'house',
    city: 'Chennai',
    state: 'Tamil Nadu',
    address: '3rd Main Road, Gandhi Nagar, Adyar',
    pincode: '600020',
    bedrooms: 3,
    bathrooms: 3,
    area: 1900,
    furnishing: 'unfurnished',
    rentRupees: 42_000,
    features: [1, 3, 8],
  },
  {
    title: 'Koregaon Park studio loft',
    type: 'studio',
    city: 'Pune',
    state: 'Maharashtra',
    address: 'Lane 6, Koregaon Park',
    pincode: '411001',
    bedrooms: 1,
    bathrooms: 1,
    area: 550,
    furnishing: 'full',
    rentRupees: 22_000,
    features: [0, 2, 4, 5],
  },
  {
    title: 'Jubilee Hills 4BHK villa',
    type: 'villa',
    city: 'Hyderabad',
    state: 'Telangana',
    address: 'Road No. 36, Jubilee Hills',
    pincode: '500033',
    bedrooms: 4,
    bathrooms: 5,
    area: 4200,
    furnishing: 'semi',
    rentRupees: 1_10_000,
    features: [0, 1, 2, 3, 6, 8],
  },
];

/** Features, services, a Premium plan for the demo owner and a dozen approved listings with photos. */
export const seedDemoListings = async (
  db: Db,
  storage: Storage,
  ownerEmail: string,
  logger?: FastifyBaseLogger,
) => {
  const owner = await auth.findLiveAccountByEmail(db, 'owner', ownerEmail);
  if (!owner) return;
  if ((await catalog.listFeatures(db)).length > 0) return; // seeded before

  const featureIds: string[] = [];
  for (const [name, icon] of DEMO_FEATURES)
    featureIds.push((await catalog.insertFeature(db, { name, icon })).id);
  for (const [name, description, monthlyPrice] of DEMO_SERVICES)
    await catalog.insertService(db, { name, description, monthlyPrice });

  const premium = PLANS[2];
  const now = new Date();
  const order = await payments.insertPaymentOrder(db, {
    provider: 'test',
    providerOrderId: `order_demo_${randomUUID().slice(0, 8)}`,
    accountId: owner.id,
    purpose: 'subscription',
    reference: premium.name,
    amount: premium.price,
    description: 'Demo Premium plan',
    status: 'paid',
    providerPaymentId: `pay_demo_${randomUUID().slice(0, 8)}`,
    paidAt: now,
  });
  await subscriptions.insertSubscription(db, {
    ownerId: owner.id,
    planName: premium.name,
    allowedProperties: premium.allowedProperties,
    price: premium.price,
    startsAt: now,
    endsAt: new Date(now.getTime() + PLAN_DURATION_DAYS * 86_400_000),
    paymentOrderId: order.id,
  });

  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    const propertyId = randomUUID();
    const photos = await drawDemoPhotos(index);
    const images: Parameters<typeof properties.insertImages>[1] = [];
    for (const [position, photo] of photos.entries()) {
      const processed = await processPhoto(photo, `demo-${index}-${position}.jpg`);
      const base = `public/properties/${propertyId}/${randomUUID()}`;
      await storage.put(`${base}-large.webp`, processed.large);
      await storage.put(`${base}-thumb.webp`, processed.thumb);
      images.push({
        propertyId,
        position,
        largeKey: `${base}-large.webp`,
        thumbKey: `${base}-thumb.webp`,
        width: processed.width,
        height: processed.height,
      });
    }
    // Newest first in the demo list: space the creation times a few hours apart.
    const createdAt = new Date(now.getTime() - index * 3 * 3_600_000);
    await db.transaction(async (tx) => {
      await properties.insertProperty(tx, {
        id: propertyId,
        ownerId: owner.id,
        title: listing.title,
        description: `${listing.title}. A well-kept ${listing.type} in ${listing.city} with ${listing.bedrooms} bedroom${listing.bedrooms > 1 ? 's' : ''}, close to shops, schools and transport. Minimum stay one month; the owner answers quickly.`,
        type: listing.type,
        address: listing.address,
        city: listing.city,
        state: listing.state,
        country: 'India',
        pincode: listing.pincode,
        bedrooms: listing.bedrooms,
        bathrooms: listing.bathrooms,
        area: listing.area,
        furnishing: listing.furnishing,
        rent: listing.rentRupees * 100,
        deposit: listing.rentRupees * 200,
        minMonths: 1,
        maxMonths: 12,
        status: 'approved',
        createdAt,
        updatedAt: createdAt,
      });
      await properties.replaceFeatures(
        tx,
        propertyId,
        listing.features.map((featureIndex) => featureIds[featureIndex]!),
      );
      await properties.insertImages(tx, images);
    });
  }
  logger?.info({ listings: DEMO_LISTINGS.length }, 'demo listings ready');
};
