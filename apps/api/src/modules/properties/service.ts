import { randomUUID } from 'node:crypto';
import {
  PROPERTY_IMAGE_MAX,
  PROPERTY_IMAGE_MIN,
  addMonthsToDate,
  buildPagination,
  type AdminPropertiesQuery,
  type CreatePropertyInput,
  type OwnerPropertiesQuery,
  type PropertyFilterQuery,
  type UpdatePropertyInput,
} from '@nestly/shared';
import { LRUCache } from 'lru-cache';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { processPhoto } from '../../lib/images';
import type { UploadedFile } from '../../lib/multipart';
import { insertAuditLog, listAuditLog } from '../accounts/index';
import type { AuthenticatedAccount } from '../auth/service';
import type { SubscriptionsService } from '../subscriptions/service';
import { lockOwner } from '../subscriptions/index';
import { applyGallery, checkUploadReferences, planGallery, type StoredPhoto } from './gallery';
import { toPropertyDetail, toPropertySummary } from './mappers';
import * as repo from './repo';
import { calendarDay } from '../../lib/clock';

export const createPropertiesService = (
  deps: AppDeps,
  subscriptions: SubscriptionsService,
  /** Counts each search for the lost-demand roll-up (dashboards); synchronous, never throws. */
  recordSearch: (query: PropertyFilterQuery, total: number) => void = () => {},
) => {
  const { db, storage, clock, notifications } = deps;

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

  const detailOf = async (propertyId: string) => {
    const found = await repo.findProperty(db, propertyId);
    if (!found) throw notFound('Property');
    const [images, features] = await Promise.all([
      repo.listImages(db, propertyId),
      repo.listPropertyFeatures(db, propertyId),
    ]);
    return toPropertyDetail(found.property, found.owner, images, features, storage);
  };

  const ownProperty = async (caller: AuthenticatedAccount, id: string) => {
    const found = await repo.findProperty(db, id);
    // Another owner's listing answers 404: its existence is none of the caller's business.
    if (!found || found.property.ownerId !== caller.id) throw notFound('Property');
    return found;
  };

  const today = () => calendarDay(clock.now());

  /**
   * Totals of broad searches cost a scan of every match, so they are kept for a few seconds per
   * filter set (SEARCH_COUNT_CACHE_SECONDS; 0 turns it off). Pages themselves are always fresh;
   * only "N homes found" may lag a just-approved listing by that long. docs/performance.md.
   */
  const countCache =
    deps.env.SEARCH_COUNT_CACHE_SECONDS > 0
      ? new LRUCache<string, number, repo.ListedFilter>({
          max: 5_000,
          ttl: deps.env.SEARCH_COUNT_CACHE_SECONDS * 1000,
          // fetch() runs one count per missing filter set, however many searches ask at once: a
          // burst of identical searches must not start a count (up to a scan of every match) each.
          fetchMethod: (_key, _stale, { context }) => repo.countMatching(db, context),
        })
      : null;
  const countListed = async (filter: repo.ListedFilter, query: PropertyFilterQuery) => {
    if (!countCache) return repo.countMatching(db, filter);
    const { page: _page, limit: _limit, sort: _sort, ...filters } = query;
    // forceFetch: fetch, typed to always give the count (fetchMethod never returns undefined).
    return countCache.forceFetch(JSON.stringify(filters), { context: filter });
  };

  const page = <T>(rows: T[], total: number, query: { page: number; limit: number }) => ({
    data: rows,
    pagination: buildPagination(query.page, query.limit, total),
  });

  /** Moderation: one transaction per action, recorded in the audit log with who and why. */
  const moderate = async (
    actor: AuthenticatedAccount,
    id: string,
    action: 'approved' | 'rejected' | 'blocked' | 'unblocked' | 'deleted',
    apply: (property: repo.PropertyRow) => Partial<repo.NewPropertyRow>,
    reason?: string,
  ) => {
    return notifications.transaction(async (tx, notify) => {
      const locked = await repo.lockProperty(tx, id);
      if (!locked) throw notFound('Property');
      const changes = apply(locked);
      const updated = (await repo.updateProperty(tx, id, changes))!;
      await insertAuditLog(tx, {
        actorId: actor.id,
        entityType: 'property',
        entityId: id,
        action,
        reason: reason ?? null,
        createdAt: clock.now(),
      });
      if (action !== 'deleted') {
        await notify({
          type: `listing_${action}`,
          ownerId: updated.ownerId,
          propertyId: updated.id,
          propertyTitle: updated.title,
          reason,
        });
      }
      return updated;
    });
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
        if (await repo.hasUpcomingBookings(tx, id, today())) {
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
      return page(
        rows.map((row) => toPropertySummary(row.property, row.cover, storage)),
        total,
        query,
      );
    },

    /** Users only ever see approved, unblocked listings of active owners. */
    getVisible: async (id: string) => {
      if (!(await repo.isVisibleProperty(db, id))) throw notFound('Property');
      return detailOf(id);
    },

    search: async (query: PropertyFilterQuery) => {
      if (
        query.minRent !== undefined &&
        query.maxRent !== undefined &&
        query.minRent > query.maxRent
      ) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'The minimum rent is above the maximum',
          details: [{ field: 'minRent', message: 'Above maxRent' }],
        });
      }
      const stayEnd =
        query.moveInDate && query.rentalPeriod
          ? addMonthsToDate(query.moveInDate, query.rentalPeriod)
          : null;
      const where = repo.buildListedFilter(query, stayEnd);
      const [rows, total] = await Promise.all([
        repo.findListedPage(db, where, query),
        countListed(where, query),
      ]);
      recordSearch(query, total);
      return page(
        rows.map((row) => toPropertySummary(row.property, row.cover, storage)),
        total,
        query,
      );
    },

    listForAdmin: async (query: AdminPropertiesQuery) => {
      const { rows, total } = await repo.listForAdmin(db, query);
      return page(
        rows.map((row) => ({
          ...toPropertySummary(row.property, row.cover, storage),
          owner: row.owner,
        })),
        total,
        query,
      );
    },

    getForAdmin: async (id: string) => {
      const [property, history] = await Promise.all([
        detailOf(id),
        listAuditLog(db, 'property', id),
      ]);
      const owner = await repo.findProperty(db, id);
      return {
        property,
        owner: {
          id: owner!.owner.id,
          name: owner!.owner.name,
          email: owner!.owner.email,
          phone: owner!.owner.phone,
          status: owner!.owner.status,
        },
        history: history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })),
      };
    },

    approve: (actor: AuthenticatedAccount, id: string) =>
      moderate(actor, id, 'approved', (property) => {
        if (property.status === 'approved')
          throw new AppError('CONFLICT', { message: 'This property is already approved' });
        return { status: 'approved', rejectionReason: null };
      }),

    reject: (actor: AuthenticatedAccount, id: string, reason: string) =>
      moderate(
        actor,
        id,
        'rejected',
        (property) => {
          if (property.status === 'rejected')
            throw new AppError('CONFLICT', { message: 'This property is already rejected' });
          return { status: 'rejected', rejectionReason: reason, isBlocked: false };
        },
        reason,
      ),

    setBlocked: (actor: AuthenticatedAccount, id: string, blocked: boolean) =>
      moderate(actor, id, blocked ? 'blocked' : 'unblocked', (property) => {
        if (property.status !== 'approved')
          throw new AppError('CONFLICT', {
            message: 'Only approved listings can be blocked or unblocked',
          });
        if (property.isBlocked === blocked)
          throw new AppError('CONFLICT', {
            message: `This property is already ${blocked ? 'blocked' : 'visible'}`,
          });
        return { isBlocked: blocked };
      }),

    adminDelete: async (actor: AuthenticatedAccount, id: string) => {
      if (await repo.hasUpcomingBookings(db, id, today())) {
        throw new AppError('CONFLICT', {
          message: 'This property has an upcoming booking. Cancel it before deleting the listing.',
        });
      }
      await moderate(actor, id, 'deleted', () => ({ deletedAt: clock.now() }));
    },
  };
};
export type PropertiesService = ReturnType<typeof createPropertiesService>;
