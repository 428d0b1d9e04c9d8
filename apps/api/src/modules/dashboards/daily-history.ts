import type { AppDeps } from '../../app-deps';
import { queryRows } from '../../db/sql-text';
import { addBusinessDays, startOfBusinessDayAt } from './periods';

/**
 * Platform-wide sums over time (commission, paid bookings, refunds, finished bookings, sign-ups)
 * read history that never changes: ledger entries are append-only, and a booking's payment,
 * cancellation, completion or expiry time and its amounts are written once. So each metric's
 * per-day sums for the days before yesterday are read once per process and kept in memory, and
 * every ask only reads the rows from yesterday on (the margin covers holds that expire just after
 * midnight). The figures stay exactly the database's: nothing is stored twice, and a new process
 * reads everything again. If the clock moves back (test controls), the memo is rebuilt.
 * A metric whose past rows can change after all (a stay ended early or extended rewrites its
 * booking's subtotal) names a `versionSql`: read live on every ask, in every process, and the
 * metric's memo is read again whenever its answer has changed.
 */
export interface DailyMetric {
  name: string;
  /** How many sums each row carries (v0…vN-1). */
  width: number;
  /** `select min(<time>) as first from …`: where history starts. */
  firstSql: string;
  /**
   * Per-bucket sums of rows with time in [$2, $3): `select width_bucket(<time>, $1) as bucket,
   * … as v0, … as v1 … where <time> >= $2 and <time> < $3 group by 1`.
   */
  bucketSql: string;
  /**
   * `select … as version`: a value that changes whenever a row before yesterday changes what this
   * metric sums (one small indexed read); a metric without it is written once.
   */
  versionSql?: string;
}

type Sums = number[];
interface Memo {
  closedUntil: number;
  version: string;
  days: Map<number, Sums>;
}

export interface DailySums {
  /** Each day's start (ms) with its sums; rows from today on (even future-dated) count today. */
  days: Map<number, Sums>;
}

const FAR_FUTURE = new Date('9999-01-01T00:00:00Z');

export const createDailyHistory = (deps: Pick<AppDeps, 'db' | 'clock'>) => {
  const memos = new Map<string, Memo>();
  const building = new Map<string, Promise<Memo>>();

  /** Per-day sums of rows in [from, to), one bucket per calendar day. */
  const readDays = async (metric: DailyMetric, from: Date, to: Date) => {
    const bounds: Date[] = [];
    for (let day = from; day < to; day = addBusinessDays(day, 1)) bounds.push(day);
    bounds.push(to);
    const rows = await queryRows<Record<string, string | number>>(deps.db, metric.bucketSql, [
      bounds,
      from,
      to,
    ]);
    const days = new Map<number, Sums>();
    for (const row of rows) {
      const day = bounds[Number(row.bucket) - 1];
      if (!day) continue;
      days.set(
        day.getTime(),
        Array.from({ length: metric.width }, (_, index) => Number(row[`v${index}`] ?? 0)),
      );
    }
    return days;
  };

  /** The metric's version now ('' for one written once), read before its rows. */
  const versionOf = async (metric: DailyMetric): Promise<string> => {
    if (!metric.versionSql) return '';
    const [row] = await queryRows<{ version: unknown }>(deps.db, metric.versionSql, []);
    return String(row?.version ?? '');
  };

  const closedHistory = async (metric: DailyMetric, closedUntil: Date): Promise<Memo> => {
    const version = await versionOf(metric);
    const kept = memos.get(metric.name);
    // Rows of a changed version are read again from the start.
    const memo = kept?.version === version ? kept : undefined;
    if (memo && memo.closedUntil === closedUntil.getTime()) return memo;
    let from: Date | null = null;
    let days = new Map<number, Sums>();
    if (memo && memo.closedUntil < closedUntil.getTime()) {
      from = new Date(memo.closedUntil);
      days = new Map(memo.days);
    } else {
      const [row] = await queryRows<{ first: Date | null }>(deps.db, metric.firstSql, []);
      from = row?.first ? startOfBusinessDayAt(row.first) : closedUntil;
    }
    if (from < closedUntil) {
      for (const [day, sums] of await readDays(metric, from, closedUntil)) days.set(day, sums);
    }
    const built = { closedUntil: closedUntil.getTime(), version, days };
    memos.set(metric.name, built);
    return built;
  };

  return {
    /** The metric's sums for every day with rows: memoised history plus a live read of today. */
    read: async (metric: DailyMetric): Promise<DailySums> => {
      const today = startOfBusinessDayAt(deps.clock.now());
      const closedUntil = addBusinessDays(today, -1);
      const key = `${metric.name}|${closedUntil.getTime()}`;
      let pending = building.get(key);
      if (!pending) {
        pending = closedHistory(metric, closedUntil).finally(() => building.delete(key));
        building.set(key, pending);
      }
      const [memo, recent] = await Promise.all([
        pending,
        queryRows<Record<string, string | number>>(deps.db, metric.bucketSql, [
          [closedUntil, today, FAR_FUTURE],
          closedUntil,
          FAR_FUTURE,
        ]),
      ]);
      const days = new Map(memo.days);
      for (const row of recent) {
        const day = Number(row.bucket) === 1 ? closedUntil : today;
        days.set(
          day.getTime(),
          Array.from(
            { length: metric.width },
            (_, index) => (days.get(day.getTime())?.[index] ?? 0) + Number(row[`v${index}`] ?? 0),
          ),
        );
      }
      return { days };
    },
  };
};
export type DailyHistory = ReturnType<typeof createDailyHistory>;

/** Sums over days within [from, to) (ms), per sum index. */
export const sumDays = (sums: DailySums, from: number, to: number, width: number) => {
  const total = new Array<number>(width).fill(0);
  for (const [day, values] of sums.days) {
    if (day < from || day >= to) continue;
    values.forEach((value, index) => (total[index]! += value));
  }
  return total;
};
