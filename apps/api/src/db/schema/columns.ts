import { uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/**
 * A required reference to an account (a tenant, an owner or an admin): the schema's most common
 * foreign key. Constraint names come from the table and column, so using it changes no SQL.
 */
export const accountReference = () =>
  uuid()
    .notNull()
    .references(() => accounts.id);
