import { PROPERTY_IMAGE_MAX, PROPERTY_IMAGE_MIN } from '@nestly/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './repo';
import type { PropertyImageRow } from './repo';

export interface StoredPhoto {
  largeKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

export interface GalleryPlan {
  /** The final gallery, in order: existing image ids and `new-N` for the N-th upload. */
  order: string[];
  /** Existing images the new order leaves out. */
  removed: PropertyImageRow[];
}

const orderError = (message: string, detail: string) =>
  new AppError('VALIDATION_ERROR', {
    message,
    details: [{ field: 'imageOrder', message: detail }],
  });

/**
 * What can be checked of an `imageOrder` without the gallery: every `new-N` names an upload, once,
 * and every upload has a place. Done before the photos are processed, so a bad form costs nothing.
 */
export const checkUploadReferences = (imageOrder: readonly string[], uploads: number) => {
  const used = new Set<number>();
  for (const entry of imageOrder) {
    if (!entry.startsWith('new-')) continue;
    const index = Number(entry.slice(4));
    if (index >= uploads || used.has(index)) {
      throw orderError(
        'The photo order refers to a photo that was not uploaded',
        `Unknown ${entry}`,
      );
    }
    used.add(index);
  }
  if (used.size !== uploads) {
    throw orderError('Every uploaded photo must have a place in the gallery', 'Missing new photos');
  }
};

/**
 * The gallery after an edit, planned against the images as they are under the listing's lock:
 * with no `imageOrder`, uploads go after the photos already there (two tabs adding photos at once
 * both keep theirs).
 */
export const planGallery = (
  existing: readonly PropertyImageRow[],
  imageOrder: readonly string[] | undefined,
  uploads: number,
): GalleryPlan => {
  const order = imageOrder
    ? [...imageOrder]
    : [
        ...existing.map((image) => image.id),
        ...Array.from({ length: uploads }, (_, i) => `new-${i}`),
      ];
  const existingIds = new Set(existing.map((image) => image.id));
  for (const entry of order) {
    if (!entry.startsWith('new-') && !existingIds.has(entry)) {
      throw orderError('The photo order refers to a photo of another listing', 'Unknown photo');
    }
  }
  if (order.length < PROPERTY_IMAGE_MIN || order.length > PROPERTY_IMAGE_MAX) {
    throw new AppError('VALIDATION_ERROR', {
      message: `Keep between ${PROPERTY_IMAGE_MIN} and ${PROPERTY_IMAGE_MAX} photos`,
      details: [
        { field: 'images', message: `${PROPERTY_IMAGE_MIN} to ${PROPERTY_IMAGE_MAX} photos` },
      ],
    });
  }
  return { order, removed: existing.filter((image) => !order.includes(image.id)) };
};

/**
 * Writes a planned gallery. Positions are unique per listing (and checked at once, not at commit),
 * so the kept images first step aside to negative places, then take their final ones.
 */
export const applyGallery = async (
  tx: Tx,
  propertyId: string,
  plan: GalleryPlan,
  photos: readonly StoredPhoto[],
) => {
  await repo.deleteImages(
    tx,
    plan.removed.map((image) => image.id),
  );
  await repo.moveImagesAside(tx, propertyId);
  const inserts = [];
  for (const [position, entry] of plan.order.entries()) {
    if (entry.startsWith('new-'))
      inserts.push({ ...photos[Number(entry.slice(4))]!, propertyId, position });
    else await repo.setImagePosition(tx, entry, position);
  }
  await repo.insertImages(tx, inserts);
};
