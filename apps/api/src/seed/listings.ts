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
import { DEMO_FEATURES, DEMO_LISTINGS, DEMO_SERVICES } from './demo-catalogue';
import { drawDemoPhotos } from './demo-photos';

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
