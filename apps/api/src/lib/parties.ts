import type { Role } from '@nestly/shared';
import { notFound } from './app-error';

/** Who is asking. */
export interface Person {
  id: string;
  /** 'system' (the job runner acting on its own) is never a party. */
  role: Role | 'system';
}

/** The two sides of a booking or a conversation. */
export interface Parties {
  userId: string;
  ownerId: string;
}

/**
 * The booking-party policy (issue 10): one rule, shared by bookings, reviews and chat. The tenant
 * and the owner are the parties; each acts on their own side. Anybody else is told the thing does
 * not exist (404, never 403, so ids cannot be probed). Admins read bookings, but never a
 * conversation, and act on neither as a party.
 */
export const sideOf = (person: Person, parties: Parties): 'user' | 'owner' | null => {
  if (person.role === 'user' && parties.userId === person.id) return 'user';
  if (person.role === 'owner' && parties.ownerId === person.id) return 'owner';
  return null;
};

export const isParty = (person: Person, parties: Parties) => sideOf(person, parties) !== null;

/** Bookings are also read by admins (moderation); conversations are not. */
export const canReadBooking = (person: Person, parties: Parties) =>
  person.role === 'admin' || isParty(person, parties);

/** The other party's id. */
export const counterpartOf = (person: Person, parties: Parties) =>
  sideOf(person, parties) === 'user' ? parties.ownerId : parties.userId;

/**
 * Loads-then-checks in one call: the row if `person` is one of its parties (or, with `admins`, an
 * admin), otherwise the same 404 a missing row gets.
 */
export const requireParty = <T extends Parties>(
  person: Person,
  row: T | null | undefined,
  what: string,
  { admins = false }: { admins?: boolean } = {},
): T => {
  if (!row) throw notFound(what);
  if (isParty(person, row) || (admins && person.role === 'admin')) return row;
  throw notFound(what);
};

/** The same for the tenant's side only (paying, reviewing): the owner or a stranger gets 404. */
export const requireSide = <T extends Parties>(
  person: Person,
  row: T | null | undefined,
  side: 'user' | 'owner',
  what: string,
): T => {
  if (!row || sideOf(person, row) !== side) throw notFound(what);
  return row;
};
