import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListAccountsQuery, Role } from '@nestly/shared';
import type { DbOrTx } from '../../db/client';
import { accounts, auditLogs, ownerDocuments } from '../../db/schema/index';
import { firstRowOrNull } from '../../db/first-row';

// Qualified by hand: Drizzle leaves columns unqualified in single-table selects, and an
// unqualified "id" inside this subquery would mean the document's id.
const documentCount = sql<number>`(select count(*)::int from owner_documents d where d.owner_id = "accounts"."id")`;

/** One query answers a page and the total (a window count), with each owner's document count. */
export const listAccounts = async (db: DbOrTx, role: Role, query: ListAccountsQuery) => {
  const conditions: SQL[] = [eq(accounts.role, role), isNull(accounts.deletedAt)];
  if (query.search) {
    // Served by the trigram index accounts_search_trgm_idx.
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      sql`lower(${accounts.name} || ' ' || ${accounts.email} || ' ' || coalesce(${accounts.phone}, '')) like ${pattern}`,
    );
  }
  if (query.status) conditions.push(eq(accounts.status, query.status));
  if (query.approvalStatus) conditions.push(eq(accounts.approvalStatus, query.approvalStatus));
  const rows = await db
    .select({ account: accounts, documentCount, total: sql<number>`count(*) over ()::int` })
    .from(accounts)
    .where(and(...conditions))
    .orderBy(desc(accounts.createdAt), desc(accounts.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    rows,
    total: rows[0]?.total ?? (query.page > 1 ? await countAccounts(db, conditions) : 0),
  };
};

const countAccounts = async (db: DbOrTx, conditions: SQL[]) => {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(accounts)
    .where(and(...conditions));
  return row?.total ?? 0;
};

export const findAccountWithDocumentCount = async (db: DbOrTx, id: string, role: Role) => {
  const [row] = await db
    .select({ account: accounts, documentCount })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, role), isNull(accounts.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const listOwnerDocuments = async (db: DbOrTx, ownerId: string) =>
  db
    .select()
    .from(ownerDocuments)
    .where(eq(ownerDocuments.ownerId, ownerId))
    .orderBy(ownerDocuments.createdAt);

export const findOwnerDocument = async (db: DbOrTx, documentId: string) => {
  return firstRowOrNull(
    db.select().from(ownerDocuments).where(eq(ownerDocuments.id, documentId)).limit(1),
  );
};

export const insertAuditLog = async (db: DbOrTx, values: typeof auditLogs.$inferInsert) => {
  await db.insert(auditLogs).values(values);
};

export const listAuditLog = async (db: DbOrTx, entityType: string, entityId: string) =>
  db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      reason: auditLogs.reason,
      actorName: accounts.name,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .leftJoin(accounts, eq(accounts.id, auditLogs.actorId))
    .where(and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId)))
    .orderBy(desc(auditLogs.createdAt));

/** The owner's approval, locked until the transaction ends (a new submission reads and sets it). */
export const lockApprovalStatus = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ approvalStatus: accounts.approvalStatus })
    .from(accounts)
    .where(and(eq(accounts.id, id), isNull(accounts.deletedAt)))
    .for('update');
  return row?.approvalStatus ?? null;
};
