import type { AppDeps } from '../../app-deps';
import type { Notifying } from '../notifications/index';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Person } from '../../lib/parties';
import * as repo from './repo';
import type { HomeRow, PersonRow } from './repo';

export type ChatDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'storage' | 'realtime' | 'rateLimits' | 'logger'
> &
  Notifying;

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

/**
 * A tenant writes only to an owner an admin approved (issue 23): a pending or rejected owner has
 * no listed home to ask about, and an unapproved account is not open to strangers' messages.
 */
export const assertOwnerTakesMessages = (person: ChatPerson, other: PersonRow) => {
  if (person.role === 'user' && other.approvalStatus !== 'approved') {
    throw new AppError('FORBIDDEN', {
      message: 'This owner cannot receive messages until Nestly has approved their account.',
      details: [{ field: 'receiver', message: 'Owner not approved' }],
    });
  }
};

/**
 * A conversation is about a listed home only (issue 23): a home awaiting review, rejected or
 * blocked must not show its title, rent and photo in a thread. Its guest, who booked it, still
 * may (bookings already made stand).
 */
export const assertHomeOpenToMessages = (home: HomeRow, isBookedByGuest: boolean) => {
  if (home.isListed || isBookedByGuest) return;
  throw new AppError('FORBIDDEN', {
    message:
      'This home is not listed right now (awaiting review, rejected or blocked), so a conversation cannot be about it.',
    details: [{ field: 'propertyId', message: 'Home not listed' }],
  });
};

/** The home named, which must be one of the pair's owner's. */
export const findPairHome = async (db: DbOrTx, propertyId: string | undefined, ownerId: string) => {
  if (!propertyId) return null;
  const [home] = await repo.findHomes(db, [propertyId]);
  if (!home || home.deletedAt || home.ownerId !== ownerId) throw notFound('Property');
  return home;
};
