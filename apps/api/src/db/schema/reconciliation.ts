// owner: reconciliation: only its code queries these tables (eslint.table-owners.js).
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_FINDING_KINDS,
  RECONCILIATION_FINDING_STATUSES,
  RECONCILIATION_RESOLUTIONS,
} from '@nestly/shared';

/**
 * One daily run of the reconciliation (decision 028, "Reconciliation"). `scheduled_for` is the
 * 02:00 it stands for: a run claims it by inserting, so processes running the job at the same
 * moment, or a re-run by the test clock, reconcile each day once.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid().primaryKey(),
    scheduledFor: timestamp({ withTimezone: true }).notNull(),
    windowFrom: timestamp({ withTimezone: true }).notNull(),
    windowTo: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    paymentsChecked: integer().notNull().default(0),
    refundsChecked: integer().notNull().default(0),
    payoutsChecked: integer().notNull().default(0),
    /** Findings this run recorded (a disagreement still open from an earlier run is not counted). */
    findings: integer().notNull().default(0),
  },
  (table) => [
    uniqueIndex('reconciliation_runs_scheduled_idx').on(table.scheduledFor),
    index('reconciliation_runs_finished_idx').on(table.finishedAt),
  ],
);
export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;

/**
 * What the provider and our books disagree about. One open finding per (kind, provider
 * reference): a daily re-run that sees the same disagreement does not repeat it. A finding the job
 * mended itself (a payment confirmed, a missed webhook applied) is recorded resolved.
 */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    id: uuid().primaryKey(),
    runId: uuid()
      .notNull()
      .references(() => reconciliationRuns.id),
    kind: text({ enum: RECONCILIATION_FINDING_KINDS }).notNull(),
    status: text({ enum: RECONCILIATION_FINDING_STATUSES }).notNull(),
    providerReference: text().notNull(),
    internalReference: text(),
    ledgerAmount: bigint({ mode: 'number' }),
    providerAmount: bigint({ mode: 'number' }),
    detail: text().notNull(),
    resolution: text({ enum: RECONCILIATION_RESOLUTIONS }),
    /** What the admin who closed it did (`resolved_by_admin`). */
    resolutionNote: text(),
    foundAt: timestamp({ withTimezone: true }).notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reconciliation_findings_open_idx')
      .on(table.kind, table.providerReference)
      .where(sql`${table.status} = 'open'`),
    index('reconciliation_findings_status_found_idx').on(table.status, table.foundAt.desc()),
  ],
);
export type ReconciliationFindingRow = typeof reconciliationFindings.$inferSelect;
