import { describe, expect, it } from 'vitest';
import { ROLE_DISPATCH_MESSAGES } from '@nestly/shared';
import { makeAccount } from '../test/render';
import { signedInStateOf } from './auth-store';
import { problemWithStoredSession } from './stored-session-check';

describe('the stored session (spec section 8, role dispatch)', () => {
  const owner = makeAccount({ role: 'owner' });

  it('reads a signed-in state of this version, and anything else as signed out', () => {
    const state = { user: owner, authType: 'owner', isAuthenticated: true };
    expect(signedInStateOf({ state, version: 0 })).toEqual(state);
    for (const value of [
      null,
      'text',
      42,
      {},
      { state: 1 },
      { state: { ...state, isAuthenticated: false }, version: 0 },
      // Another version's shape is not read (as zustand's persist did).
      { state, version: 3 },
    ]) {
      expect(signedInStateOf(value)).toBeNull();
    }
    expect(problemWithStoredSession(state)).toBeNull();
  });

  it.each([
    ['no auth type', { user: owner }, ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED],
    [
      'an unknown auth type',
      { user: owner, authType: 'superuser' },
      ROLE_DISPATCH_MESSAGES.INVALID_AUTHENTICATION_TYPE,
    ],
    [
      'no account',
      { user: null, authType: 'owner' },
      ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED,
    ],
    [
      'an account without a role',
      { user: { ...owner, role: undefined }, authType: 'owner' },
      ROLE_DISPATCH_MESSAGES.NO_USER_ROLE_PROVIDED,
    ],
    [
      'an account of an unknown role',
      { user: { ...owner, role: 'root' }, authType: 'owner' },
      ROLE_DISPATCH_MESSAGES.UNKNOWN_ROLE,
    ],
    [
      'an account of a role the area does not serve',
      { user: owner, authType: 'admin' },
      ROLE_DISPATCH_MESSAGES.UNAUTHORIZED_ROLE,
    ],
    [
      'an account that does not parse',
      { user: { ...owner, createdAt: 'yesterday' }, authType: 'owner' },
      ROLE_DISPATCH_MESSAGES.AUTHENTICATION_REQUIRED,
    ],
  ])('refuses %s with the spec’s message', (_, state, message) => {
    expect(problemWithStoredSession({ ...state, isAuthenticated: true })).toBe(message);
  });
});
