/**
 * The first row a query answers, or null: a look-up by a unique key, read or locked
 * (`firstRowOrNull(db.select().from(carts).where(...).for('update').limit(1))`).
 */
export const firstRowOrNull = async <Row>(rows: PromiseLike<Row[]>): Promise<Row | null> =>
  (await rows)[0] ?? null;
