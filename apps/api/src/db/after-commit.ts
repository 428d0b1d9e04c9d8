// Typed structurally rather than with client.ts's Db, which applies this (no import circle).

/** Work that must wait for a commit (a live event from what was stored); it catches its own errors. */
type Effect = () => void;

/** The effects waiting on each open transaction (a savepoint's go to its parent when it succeeds). */
const pending = new WeakMap<object, Effect[]>();

interface Transactional {
  transaction: (work: (tx: Transactional) => Promise<unknown>, config?: never) => Promise<unknown>;
}

/** Makes `target.transaction` (and its savepoints') collect effects, handed to `onSuccess`. */
const collectInto = (target: Transactional, onSuccess: (effects: Effect[]) => void) => {
  const original = target.transaction.bind(target);
  target.transaction = async (work, config) => {
    const effects: Effect[] = [];
    let open: object | null = null;
    try {
      const result = await original(async (tx) => {
        open = tx;
        pending.set(tx, effects);
        // A savepoint's effects join its transaction's once it is released; rolled back, they go.
        collectInto(tx, (inner) => effects.push(...inner));
        return work(tx);
      }, config);
      onSuccess(effects);
      return result;
    } finally {
      if (open) pending.delete(open);
    }
  };
};

/**
 * Teaches a database to run, after each transaction commits, the effects registered on it with
 * `afterCommit` (decision 022: one way to notify). A rolled-back transaction drops them.
 */
export const withAfterCommit = <D extends object>(db: D): D => {
  collectInto(db as unknown as Transactional, (effects) => {
    for (const effect of effects) effect();
  });
  return db;
};

/**
 * Runs `effect` once what was written in `target` is committed: at the end of its transaction, or
 * at once when `target` is the database itself (the statement already committed).
 */
export const afterCommit = (target: object, effect: Effect) => {
  const effects = pending.get(target);
  if (effects) effects.push(effect);
  else effect();
};
