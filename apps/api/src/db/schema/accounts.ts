// owner: accounts: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_STATUSES, APPROVAL_STATUSES, ROLES } from '@nestly/shared';

/**
 * Users, owners and admins share one table: the same sign-in, session and status rules apply to
 * all three, and later domains (bookings, chat, wallets) reference one kind of id.
 * Email is unique per role (PRODUCT.md), among accounts that are not deleted.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    role: text({ enum: ROLES }).notNull(),
    name: text().notNull(),
    /** Always stored lower-cased and trimmed, so uniqueness is case-insensitive. */
    email: text().notNull(),
    phone: text(),
    /** Null for accounts created by Google sign-in that never set a password. */
    passwordHash: text(),
    googleSubject: text(),
    avatarKey: text(),
    status: text({ enum: ACCOUNT_STATUSES }).notNull().default('active'),
    isVerified: boolean().notNull().default(false),
    /** Owners only: admin approval after the one-time code. */
    approvalStatus: text({ enum: APPROVAL_STATUSES }),
    rejectionReason: text(),
    /** Owners only: the PAN printed on their tenants' rent receipts (decision 027), upper case. */
    pan: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('accounts_role_email_live_idx')
      .on(table.role, table.email)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('accounts_google_subject_idx')
      .on(table.googleSubject)
      .where(sql`${table.googleSubject} is not null`),
    index('accounts_role_created_idx').on(table.role, table.createdAt),
    // Admin search over name, email and phone: trigram, not a LIKE scan.
    index('accounts_search_trgm_idx').using(
      'gin',
      sql`(lower(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.phone}, ''))) gin_trgm_ops`,
    ),
    check('accounts_role_check', sql`${table.role} in ('user', 'owner', 'admin')`),
    check('accounts_status_check', sql`${table.status} in ('active', 'blocked')`),
    check(
      'accounts_approval_check',
      sql`(${table.role} = 'owner') = (${table.approvalStatus} is not null)`,
    ),
    check(
      'accounts_pan_format_check',
      sql`${table.pan} is null or ${table.pan} ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'`,
    ),
    check('accounts_pan_owner_check', sql`${table.pan} is null or ${table.role} = 'owner'`),
  ],
);

/** Identity documents an owner uploads at signup; private to that owner and admins. */
export const ownerDocuments = pgTable(
  'owner_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => accounts.id),
    storageKey: text().notNull(),
    fileName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('owner_documents_owner_idx').on(table.ownerId)],
);
