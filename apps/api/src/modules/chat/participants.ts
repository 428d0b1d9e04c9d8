import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Person } from '../../lib/parties';
import * as repo from './repo';
import type { PersonRow } from './repo';

export type ChatDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'storage' | 'notifications' | 'realtime' | 'rateLimits' | 'logger'
>;

/** Chat is between tenants and owners; admins never reach the service (routes refuse them). */
export type ChatPerson = Person & { role: 'user' | 'owner' };

export const pairWith = (person: ChatPerson, otherId: string) =>
  person.role === 'user'
    ? { userId: person.id, ownerId: otherId }
    : { userId: otherId, ownerId: person.id };

/** The other person: an existing account on the other side (a tenant talks to owners only). */
export const counterpartOf = (person: ChatPerson, other: PersonRow | undefined) => {
  const expected = person.role === 'user' ? 'owner' : 'user';
  if (!other || other.deletedAt || other.role !== expected) throw notFound('Person');
  return other;
};

/** The home named, which must be one of the pair's owner's. */
export const findPairHome = async (db: DbOrTx, propertyId: string | undefined, ownerId: string) => {
  if (!propertyId) return null;
  const [home] = await repo.findHomes(db, [propertyId]);
  if (!home || home.deletedAt || home.ownerId !== ownerId) throw notFound('Property');
  return home;
};
