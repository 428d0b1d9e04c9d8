import { randomUUID } from 'node:crypto';
import {
  PROPERTY_IMAGE_MAX,
  PROPERTY_IMAGE_MIN,
  type CreatePropertyInput,
  type OwnerPropertiesQuery,
  type UpdatePropertyInput,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { calendarDay } from '../../lib/clock';
import { processPhoto } from '../../lib/images';
import type { UploadedFile } from '../../lib/multipart';
import { insertAuditLog } from '../accounts/index';
import type { AuthenticatedAccount } from '../auth/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { lockOwner } from '../subscriptions/index';
import { loadPropertyDetail, toPage } from './details';
import { applyGallery, checkUploadReferences, planGallery, type StoredPhoto } from './gallery';
import { toPropertySummary } from './mappers';
import * as repo from './repo';

/** An owner's own listings: create within the plan's allowance, edit, delete, read. */
export const createOwnerListings = (deps: AppDeps, subscriptions: SubscriptionsService) => {
  const { db, storage, clock } = deps;
  const detailOf = (propertyId: string) => loadPropertyDetail(deps, propertyId);

  const storePhotos = async (propertyId: string, files: UploadedFile[]): Promise<StoredPhoto[]> => {
    const stored: StoredPhoto[] = [];
    try {
      for (const file of files) {
        const photo = await processPhoto(file.buffer, file.fileName);
        const base = `public/properties/${propertyId}/${randomUUID()}`;
        await storage.put(`${base}-large.webp`, photo.large);
        await storage.put(`${base}-thumb.webp`, photo.thumb);
        stored.push({
          largeKey: `${base}-large.webp`,
          thumbKey: `${base}-thumb.webp`,
          width: photo.width,
          height: photo.height,
        });
      }
      return stored;
    } catch (error) {
      await removePhotos(stored);
      throw error;
    }
  };

  const removePhotos = async (photos: { largeKey: string; thumbKey: string }[]) => {
    await Promise.all(
      photos.flatMap((photo) => [storage.remove(photo.largeKey), storage.remove(photo.thumbKey)]),
    );
  };

  const checkFeatures = async (featureIds: string[]) => {
    const unique = [...new Set(featureIds)];
    const existing = await repo.findExistingFeatureIds(db, unique);
    if (existing.length !== unique.length) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'One of the chosen features no longer exists. Reload and try again.',
        details: [{ field: 'features', message: 'Unknown feature' }],
      });
    }
    return unique;
  };

  const ownProperty = async (caller: AuthenticatedAccount, id: string) => {
    const found = await repo.findProperty(db, id);
    // Another owner's listing answers 404: its existence is none of the caller's business.
    if (!found || found.property.ownerId !== caller.id) throw notFound('Property');
    return found;
  };

  return {
    /** Approved owners with an active plan, within its allowance (checked under a lock). */
    create: async (
      caller: AuthenticatedAccount,
      input: CreatePropertyInput,
      files: UploadedFile[],
    ) => {
      if (caller.approvalStatus !== 'approved') {
        throw new AppError('OWNER_NOT_APPROVED', {
          message:
            'Your owner account is waiting for approval. You can list properties once an admin approves it.',
        });
      }
      if (files.length < PROPERTY_IMAGE_MIN || files.length > PROPERTY_IMAGE_MAX) {
        throw new AppError('VALIDATION_ERROR', {
          message: `Add between ${PROPERTY_IMAGE_MIN} and ${PROPERTY_IMAGE_MAX} photos`,
          details: [
            { field: 'images', message: `${PROPERTY_IMAGE_MIN} to ${PROPERTY_IMAGE_MAX} photos` },
          ],
        });
      }
      const featureIds = await checkFeatures(input.features);
      const propertyId = randomUUID();
      const photos = await storePhotos(propertyId, files);
      try {
        await db.transaction(async (tx) => {
          await lockOwner(tx, caller.id);
          const plan = await subscriptions.findActiveAllowance(tx, caller.id);
          if (!plan) {
            throw new AppError('PLAN_REQUIRED', {
              message: 'Buy a plan to list properties. Your plan sets how many you can list.',
            });
          }
          const used = await repo.countLiveProperties(tx, caller.id);
          if (used >= plan.allowedProperties) {
            throw new AppError('PLAN_LIMIT_REACHED', {
              message: `Your ${plan.planName} plan allows ${plan.allowedProperties} properties and you have ${used}. Upgrade your plan or delete a listing to add another.`,
            });
          }
          const { features: _features, ...fields } = input;
          await repo.insertProperty(tx, {
            ...fields,
            id: propertyId,
            ownerId: caller.id,
            status: 'pending',
            createdAt: clock.now(),
            updatedAt: clock.now(),
          });
          await repo.replaceFeatures(tx, propertyId, featureIds);
          await repo.insertImages(
            tx,
            photos.map((photo, position) => ({ ...photo, propertyId, position })),
          );
        });
      } catch (error) {
        await removePhotos(photos);
        throw error;
      }
      return detailOf(propertyId);
    },

    /**
     * Edits any fields; with `imageOrder` and/or new files, sets the gallery. Editing a rejected
     * listing sends it back for review (PRODUCT.md).
     */
    update: async (
      caller: AuthenticatedAccount,
      id: string,
      input: UpdatePropertyInput,
      files: UploadedFile[],
    ) => {
      await ownProperty(caller, id);
      const { features: featureInput, imageOrder, ...fields } = input;
      const featureIds = featureInput ? await checkFeatures(featureInput) : null;
      const galleryChanges = imageOrder !== undefined || files.length > 0;
      if (imageOrder) checkUploadReferences(imageOrder, files.length);
      // Photos are processed before the lock: nobody waits on image encoding.
      const photos = await storePhotos(id, files);
      let removed: repo.PropertyImageRow[] = [];
      try {
        await db.transaction(async (tx) => {
          // One edit of a listing at a time: the gallery (and the months) are read and written
          // under this lock, so parallel edits queue instead of overwriting each other.
          const property = await repo.lockProperty(tx, id);
          if (!property) throw notFound('Property');
          if ((fields.minMonths ?? property.minMonths) > (fields.maxMonths ?? property.maxMonths)) {
            throw new AppError('VALIDATION_ERROR', {
              message: 'Maximum months must be at least the minimum',
              details: [{ field: 'maxMonths', message: 'Below the minimum' }],
            });
          }
          const resubmitted = property.status === 'rejected';
          await repo.updateProperty(tx, id, {
            ...fields,
            ...(resubmitted ? { status: 'pending' as const, rejectionReason: null } : {}),
          });
          if (featureIds) await repo.replaceFeatures(tx, id, featureIds);
          if (galleryChanges) {
            const plan = planGallery(await repo.listImages(tx, id), imageOrder, files.length);
            await applyGallery(tx, id, plan, photos);
            removed = plan.removed;
          }
          if (resubmitted) {
            await insertAuditLog(tx, {
              actorId: caller.id,
              entityType: 'property',
              entityId: id,
              action: 'resubmitted',
              createdAt: clock.now(),
            });
          }
        });
      } catch (error) {
        await removePhotos(photos);
        throw error;
      }
      await removePhotos(removed);
      return detailOf(id);
    },

    /** Soft delete; refused while a booking is upcoming or running. */
    remove: async (caller: AuthenticatedAccount, id: string) => {
      await ownProperty(caller, id);
      await db.transaction(async (tx) => {
        await repo.lockProperty(tx, id);
        if (await repo.hasUpcomingBookings(tx, id, calendarDay(clock.now()))) {
          throw new AppError('CONFLICT', {
            message:
              'This property has an upcoming booking. It can be deleted after the stay ends or the booking is cancelled.',
          });
        }
        await repo.updateProperty(tx, id, { deletedAt: clock.now() });
      });
    },

    getOwn: async (caller: AuthenticatedAccount, id: string) => {
      await ownProperty(caller, id);
      return detailOf(id);
    },

    listOwn: async (caller: AuthenticatedAccount, query: OwnerPropertiesQuery) => {
      const { rows, total } = await repo.listOwnerProperties(db, caller.id, query);
      return toPage(
        rows.map((row) => toPropertySummary(row.property, row.cover, storage)),
        total,
        query,
      );
    },
  };
};
