import type { Account } from '@nestly/shared';
import type { Storage } from '../../lib/storage';
import type { AccountRow } from '../auth/index';

/** The one place an account row becomes its public shape: no hashes, no provider ids. */
export const toAccount = (row: AccountRow, storage: Storage): Account => ({
  id: row.id,
  role: row.role,
  name: row.name,
  email: row.email,
  phone: row.phone,
  avatarUrl: row.avatarKey ? storage.publicUrl(row.avatarKey) : null,
  status: row.status,
  isVerified: row.isVerified,
  approvalStatus: row.approvalStatus,
  rejectionReason: row.approvalStatus === 'rejected' ? row.rejectionReason : null,
  hasPassword: row.passwordHash !== null,
  createdAt: row.createdAt.toISOString(),
});
