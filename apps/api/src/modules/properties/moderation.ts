import type { AdminPropertiesQuery } from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import { calendarDay } from '../../lib/clock';
import { insertAuditLog, listAuditLog } from '../accounts/index';
import type { AuthenticatedAccount } from '../auth/service';
import { loadPropertyDetail, toPage } from './details';
import { toPropertySummary } from './mappers';
import * as repo from './repo';

/** The admin's side of listings: the review queue, approval, rejection, blocking, deletion. */
export const createPropertyModeration = (deps: AppDeps & Notifying) => {
  const { db, storage, clock, notifications } = deps;

  /** Moderation: one transaction per action, recorded in the audit log with who and why. */
  const moderate = async (
    actor: AuthenticatedAccount,
    id: string,
    action: 'approved' | 'rejected' | 'blocked' | 'unblocked' | 'deleted',
    apply: (property: repo.PropertyRow) => Partial<repo.NewPropertyRow>,
    reason?: string,
  ) => {
    return db.transaction(async (tx) => {
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
        await notifications.raise(tx, {
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
    listForAdmin: async (query: AdminPropertiesQuery) => {
      const { rows, total } = await repo.listForAdmin(db, query);
      return toPage(
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
        loadPropertyDetail(deps, id),
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
      if (await repo.hasUpcomingBookings(db, id, calendarDay(clock.now()))) {
        throw new AppError('CONFLICT', {
          message: 'This property has an upcoming booking. Cancel it before deleting the listing.',
        });
      }
      await moderate(actor, id, 'deleted', () => ({ deletedAt: clock.now() }));
    },
  };
};
