import { type DateBlock, type DateBlockInput, type Role } from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import { postgresErrorCode } from '../../lib/db-errors';
import type { AppDeps } from '../../app-deps';
import { listTakenRanges } from '../bookings/index';
import * as repo from './repo';
import { calendarDay } from '../../lib/clock';

/**
 * What days a home is taken, and the owner's own blocks (maintenance, personal use). Blocks are
 * reservations under the same exclusion constraint as bookings, so neither can overlap the other.
 */
export const createAvailabilityService = (deps: AppDeps) => {
  const { db, clock } = deps;
  const today = () => calendarDay(clock.now());

  const requireOwnProperty = async (ownerId: string, propertyId: string) => {
    const property = await repo.findPropertyAccess(db, propertyId);
    if (!property || property.ownerId !== ownerId || property.deletedAt) throw notFound('Property');
    return property;
  };

  const toBlock = (row: Awaited<ReturnType<typeof repo.insertOwnerBlock>>): DateBlock => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** Taken ranges from today on; users see listed homes only, owners their own. */
    taken: async (viewer: { id: string; role: Role }, propertyId: string) => {
      const property = await repo.findPropertyAccess(db, propertyId);
      const visible =
        property &&
        ((viewer.role === 'user' && property.isListed) ||
          (viewer.role === 'owner' && property.ownerId === viewer.id && !property.deletedAt));
      if (!property || !visible) throw notFound('Property');
      const rows = await listTakenRanges(db, propertyId, today());
      return rows.map((row) => ({
        start: row.start,
        end: row.end,
        kind: row.kind === 'booking' ? ('booked' as const) : ('blocked' as const),
      }));
    },

    listBlocks: async (ownerId: string, propertyId: string) => {
      await requireOwnProperty(ownerId, propertyId);
      return (await repo.listOwnerBlocks(db, propertyId, today())).map(toBlock);
    },

    addBlock: async (ownerId: string, propertyId: string, input: DateBlockInput) => {
      await requireOwnProperty(ownerId, propertyId);
      if (input.startDate < today()) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'A block cannot start in the past',
          details: [{ field: 'startDate', message: 'Choose today or a later date' }],
        });
      }
      try {
        return toBlock(
          await repo.insertOwnerBlock(db, {
            propertyId,
            startDate: input.startDate,
            endDate: input.endDate,
            note: input.note ?? null,
            ownerId,
          }),
        );
      } catch (error) {
        if (postgresErrorCode(error) === '23P01') {
          throw new AppError('DATES_TAKEN', {
            message: 'These dates overlap a booking or another block',
          });
        }
        throw error;
      }
    },

    removeBlock: async (ownerId: string, propertyId: string, blockId: string) => {
      await requireOwnProperty(ownerId, propertyId);
      if (!(await repo.releaseOwnerBlock(db, propertyId, blockId))) throw notFound('Date block');
    },
  };
};
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
