import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import {
  buildPagination,
  type AccountStatus,
  type ChangePasswordInput,
  type ListAccountsQuery,
  type Role,
  type UpdateOwnerProfileInput,
  type UpdateProfileInput,
} from '@nestly/shared';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { UploadedFile } from '../../lib/multipart';
import { assertAcceptablePassword } from '../../lib/password-policy';
import type { RateLimitName } from '../../lib/rate-limits';
import { hashPassword, verifyPassword } from '../../lib/security';
import * as auth from '../auth/index';
import type { AuthenticatedAccount } from '../auth/service';
import * as repo from './repo';
import { toAccount } from './to-account';

const AVATAR_SIZE_PX = 256;

export const createAccountsService = (deps: AppDeps & Notifying) => {
  const { db, storage, clock, notifications, rateLimits, realtime } = deps;

  const loadOwn = async (id: string) => {
    const row = await auth.findLiveAccountById(db, id);
    if (!row) throw notFound('Account');
    return row;
  };

  const toAdminAccount = (row: { account: auth.AccountRow; documentCount: number }) => ({
    ...toAccount(row.account, storage),
    documentCount: row.documentCount,
  });

  const loadForAdmin = async (id: string, role: Role) => {
    const row = await repo.findAccountWithDocumentCount(db, id, role);
    if (!row) throw notFound(role === 'owner' ? 'Owner' : 'User');
    return row;
  };

  return {
    getAccount: async (id: string) => toAccount(await loadOwn(id), storage),

    updateProfile: async (id: string, input: UpdateProfileInput) => {
      await loadOwn(id);
      const changes: Partial<auth.NewAccountRow> = {};
      if (input.data.name !== undefined) changes.name = input.data.name;
      if (input.data.phone !== undefined) changes.phone = input.data.phone ?? null;
      const row = await auth.updateAccount(db, id, changes);
      return toAccount(row!, storage);
    },

    /** The owner's own profile: the account and the PAN their tenants' receipts print. */
    getOwnerProfile: async (id: string) => {
      const row = await loadOwn(id);
      return { ...toAccount(row, storage), pan: row.pan };
    },

    /** Name, phone and PAN (`null` or an empty box removes it; the schema upper-cases it). */
    updateOwnerProfile: async (id: string, input: UpdateOwnerProfileInput) => {
      await loadOwn(id);
      const changes: Partial<auth.NewAccountRow> = {};
      if (input.data.name !== undefined) changes.name = input.data.name;
      if (input.data.phone !== undefined) changes.phone = input.data.phone ?? null;
      if (input.data.pan !== undefined) changes.pan = input.data.pan;
      const row = await auth.updateAccount(db, id, changes);
      return { ...toAccount(row!, storage), pan: row!.pan };
    },

    /** Re-encodes any accepted image to a square WebP, so what we serve is always our own bytes. */
    setAvatar: async (id: string, file: UploadedFile) => {
      const existing = await loadOwn(id);
      let webp: Buffer;
      try {
        webp = await sharp(file.buffer, { limitInputPixels: 50_000_000 })
          .rotate()
          .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover' })
          .webp({ quality: 82 })
          .toBuffer();
      } catch {
        throw new AppError('INVALID_FILE', {
          message: 'This image could not be read. Try a JPEG, PNG or WebP file.',
          details: [{ field: 'avatar', message: 'Unreadable image' }],
        });
      }
      const key = `public/avatars/${id}/${randomUUID()}.webp`;
      await storage.put(key, webp);
      const row = await auth.updateAccount(db, id, { avatarKey: key });
      if (existing.avatarKey) await storage.remove(existing.avatarKey);
      return toAccount(row!, storage);
    },

    /** Changing the password ends every other session of the account. */
    changePassword: async (caller: AuthenticatedAccount, input: ChangePasswordInput) => {
      // A stolen access token must not become an unlimited guesser of the password.
      const budget: [RateLimitName, string][] = [['passwordChangeFailuresByAccount', caller.id]];
      await rateLimits.assertNotLimited(budget);
      const row = await loadOwn(caller.id);
      if (!row.passwordHash || !(await verifyPassword(row.passwordHash, input.oldPassword))) {
        await rateLimits.recordFailure(budget);
        throw new AppError('WRONG_PASSWORD', {
          message: 'Current password is incorrect',
          details: [{ field: 'oldPassword', message: 'Incorrect password' }],
        });
      }
      if (input.oldPassword === input.newPassword) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Choose a password different from the current one',
          details: [{ field: 'newPassword', message: 'Same as the current password' }],
        });
      }
      assertAcceptablePassword(input.newPassword, row, 'newPassword');
      await rateLimits.reset(budget);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await auth.updateAccount(tx, caller.id, { passwordHash });
        await auth.revokeAccountSessions(
          tx,
          caller.id,
          'password changed',
          clock.now(),
          caller.sessionId,
        );
      });
    },

    listOwnDocuments: async (ownerId: string) => repo.listOwnerDocuments(db, ownerId),

    /**
     * A rejected owner's way back (issue 29 item 4): new identity documents, stored as at sign-up,
     * put the account back to `pending` (the reason is cleared) and so into the admin's queue.
     * Earlier documents stay, for the admin to compare. Only a rejected owner may: pending owners
     * wait for the review, approved ones are done (409, the field at fault named).
     */
    resubmitDocuments: async (caller: AuthenticatedAccount, files: UploadedFile[]) => {
      if (files.length === 0) {
        throw new AppError('VALIDATION_ERROR', {
          message: 'Upload at least one identity document (PDF, JPEG or PNG)',
          details: [{ field: 'documents', message: 'At least one document is required' }],
        });
      }
      const notRejected = (status: string | null) =>
        new AppError('CONFLICT', {
          message:
            status === 'approved'
              ? 'Your owner account is already approved'
              : 'Your documents are already waiting for review',
          details: [{ field: 'documents', message: 'Only a rejected owner sends new documents' }],
        });
      if (caller.approvalStatus !== 'rejected') throw notRejected(caller.approvalStatus);
      const stored = await auth.storeOwnerDocumentFiles(storage, caller.id, files);
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const status = await repo.lockApprovalStatus(tx, caller.id);
          if (status !== 'rejected') throw notRejected(status);
          await auth.insertOwnerDocuments(
            tx,
            // Uploaded now (the database's time, as at sign-up): listed after the earlier ones.
            stored.map((document) => ({ ...document, ownerId: caller.id })),
          );
          await auth.updateAccount(tx, caller.id, {
            approvalStatus: 'pending',
            rejectionReason: null,
          });
          await repo.insertAuditLog(tx, {
            actorId: caller.id,
            entityType: 'account',
            entityId: caller.id,
            action: 'documents_resubmitted',
            createdAt: now,
          });
        });
      } catch (error) {
        // Nothing recorded: the files go too (removing is safe to repeat).
        await Promise.all(stored.map((document) => storage.remove(document.storageKey)));
        throw error;
      }
      return repo.listOwnerDocuments(db, caller.id);
    },

    /** Owners read their own documents; admins read any. Anyone else gets 404, not a hint. */
    openDocument: async (caller: AuthenticatedAccount, documentId: string) => {
      const document = await repo.findOwnerDocument(db, documentId);
      if (!document || (caller.role !== 'admin' && document.ownerId !== caller.id)) {
        throw notFound('Document');
      }
      return { document, stream: await storage.read(document.storageKey) };
    },

    listAccounts: async (role: Role, query: ListAccountsQuery) => {
      const { rows, total } = await repo.listAccounts(db, role, query);
      return {
        data: rows.map(toAdminAccount),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    getOwnerDetail: async (id: string) => {
      const row = await loadForAdmin(id, 'owner');
      const [documents, history] = await Promise.all([
        repo.listOwnerDocuments(db, id),
        repo.listAuditLog(db, 'account', id),
      ]);
      return { user: toAdminAccount(row), documents, history };
    },

    /** Blocking also ends every session, so the person is out at their next call. */
    setStatus: async (
      actor: AuthenticatedAccount,
      role: Role,
      id: string,
      status: AccountStatus,
    ) => {
      const row = await loadForAdmin(id, role);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await auth.updateAccount(tx, id, { status });
        if (status === 'blocked') await auth.revokeAccountSessions(tx, id, 'blocked by admin', now);
        if (row.account.status !== status) {
          await repo.insertAuditLog(tx, {
            actorId: actor.id,
            entityType: 'account',
            entityId: id,
            action: status === 'blocked' ? 'blocked' : 'unblocked',
            createdAt: now,
          });
        }
      });
      // A blocked person's open tabs are cut off at once, not at their next call.
      if (status === 'blocked') realtime.disconnectPerson(id);
      return toAdminAccount(await loadForAdmin(id, role));
    },

    approveOwner: async (actor: AuthenticatedAccount, id: string) => {
      const row = await loadForAdmin(id, 'owner');
      if (!row.account.isVerified) {
        throw new AppError('CONFLICT', { message: 'This owner has not verified their e-mail yet' });
      }
      if (row.account.approvalStatus === 'approved') return toAdminAccount(row);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await auth.updateAccount(tx, id, { approvalStatus: 'approved', rejectionReason: null });
        await repo.insertAuditLog(tx, {
          actorId: actor.id,
          entityType: 'account',
          entityId: id,
          action: 'approved',
          createdAt: now,
        });
        await notifications.raise(tx, { type: 'owner_approved', ownerId: id });
      });
      return toAdminAccount(await loadForAdmin(id, 'owner'));
    },

    rejectOwner: async (actor: AuthenticatedAccount, id: string, reason: string) => {
      await loadForAdmin(id, 'owner');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await auth.updateAccount(tx, id, {
          approvalStatus: 'rejected',
          rejectionReason: reason,
        });
        await repo.insertAuditLog(tx, {
          actorId: actor.id,
          entityType: 'account',
          entityId: id,
          action: 'rejected',
          reason,
          createdAt: now,
        });
        await notifications.raise(tx, { type: 'owner_rejected', ownerId: id, reason });
      });
      return toAdminAccount(await loadForAdmin(id, 'owner'));
    },

    /** Soft delete: history stays; the e-mail becomes free for a new signup. */
    deleteAccount: async (actor: AuthenticatedAccount, role: Role, id: string) => {
      await loadForAdmin(id, role);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // The Google subject is released too, so the person can sign up again with Google.
        await auth.updateAccount(tx, id, { deletedAt: now, googleSubject: null });
        await auth.revokeAccountSessions(tx, id, 'deleted by admin', now);
        await repo.insertAuditLog(tx, {
          actorId: actor.id,
          entityType: 'account',
          entityId: id,
          action: 'deleted',
          createdAt: now,
        });
      });
      realtime.disconnectPerson(id);
    },
  };
};

export type AccountsService = ReturnType<typeof createAccountsService>;
