import {
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_DAYS,
  type Account,
  type Role,
} from '@nestly/shared';
import { decodeJwt } from 'jose';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../lib/deps';
import { type AccessTokenClaims, generateOpaqueToken, sha256Hex } from '../../lib/security';
import { toAccount } from '../accounts/to-account';
import { blocked, notAuthenticated, sessionExpired, type ClientMeta } from './errors';
import type { AccessCache } from './access-cache';
import * as repo from './repo';
import type { AccountRow } from './repo';

/** What guards know about the caller of an authenticated route. */
export interface AuthenticatedAccount {
  id: string;
  role: Role;
  name: string;
  email: string;
  sessionId: string;
  approvalStatus: AccountRow['approvalStatus'];
}

export interface SignedIn {
  account: Account;
  accessToken: string;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
}

/** How many rotations a late racing caller may follow to reach the live token of its session. */
const MAX_SUCCESSOR_HOPS = 3;

/**
 * Sessions (docs/decisions/002 and 010): a session is one sign-in, the family of refresh tokens
 * rotating from it; access tokens are short JWTs naming the session, checked on every call.
 */
export const createSessions = (deps: AppDeps, accessCache: AccessCache<AuthenticatedAccount>) => {
  const { db, clock, tokens, storage, logger, realtime } = deps;

  /**
   * Access tokens already verified, with their expiry: a client sends the same token on every
   * call for its 15 minutes, and checking its signature each time was a measurable share of a
   * search's CPU. Keyed by the whole token, so only a token that passed the check can hit; only
   * the signature is remembered, the session and account look-up still runs every call.
   */
  const verifiedTokens = new LRUCache<string, { claims: AccessTokenClaims; expiresAt: number }>({
    max: 10_000,
  });
  const verifyAccessTokenOnce = async (token: string): Promise<AccessTokenClaims | null> => {
    const nowSeconds = Math.floor(clock.now().getTime() / 1000);
    const known = verifiedTokens.get(token);
    if (known) return known.expiresAt > nowSeconds ? known.claims : null;
    const claims = await tokens.verifyAccessToken(token, clock.now());
    const { exp } = claims ? decodeJwt(token) : {};
    if (claims && exp !== undefined) verifiedTokens.set(token, { claims, expiresAt: exp });
    return claims;
  };

  const signedIn = async (
    account: AccountRow,
    sessionId: string,
    refreshToken: string,
    refreshTokenExpiresAt: Date,
  ): Promise<SignedIn> => ({
    account: toAccount(account, storage),
    accessToken: await tokens.signAccessToken(
      { accountId: account.id, role: account.role, sessionId },
      clock.now(),
    ),
    refreshToken,
    refreshTokenExpiresAt,
  });

  /** The live session and account a refresh token belongs to, or the reason it cannot go on. */
  const liveSessionOf = async (sessionId: string) => {
    const session = await repo.findSessionById(db, sessionId);
    const account = session ? await repo.findLiveAccountById(db, session.accountId) : null;
    if (!session || !account) throw sessionExpired();
    if (account.status !== 'active') throw blocked();
    if (session.revokedAt) throw sessionExpired();
    return { session, account };
  };

  /**
   * A caller presenting a token rotated moments ago (two tabs, or two calls of one page, racing):
   * it gets the successor the winner got, followed along the chain if that one moved on too.
   */
  const successorWithinGrace = async (refreshToken: string, now: Date) => {
    let token = refreshToken;
    let row = await repo.findRefreshToken(db, sha256Hex(token));
    for (let hop = 0; row?.usedAt && hop < MAX_SUCCESSOR_HOPS; hop += 1) {
      if (now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_GRACE_SECONDS * 1000) return null;
      token = tokens.deriveRefreshSuccessor(token);
      row = await repo.findRefreshToken(db, sha256Hex(token));
    }
    if (!row || row.usedAt || row.expiresAt <= now) return null;
    return { token, row };
  };

  return {
    startSession: async (account: AccountRow, meta: ClientMeta): Promise<SignedIn> => {
      const now = clock.now();
      const refreshToken = generateOpaqueToken();
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
      const session = await db.transaction(async (tx) => {
        const created = await repo.insertSession(tx, {
          accountId: account.id,
          userAgent: meta.userAgent?.slice(0, 300),
          ipAddress: meta.ip,
          createdAt: now,
          lastUsedAt: now,
        });
        await repo.insertRefreshToken(tx, {
          sessionId: created.id,
          tokenHash: sha256Hex(refreshToken),
          expiresAt,
          createdAt: now,
        });
        return created;
      });
      return signedIn(account, session.id, refreshToken, expiresAt);
    },

    /**
     * Rotates a refresh token. The claim and its successor are one transaction, so a racing call
     * with the same token waits on the row and then finds the successor already there. Outside
     * the grace window, a second use of a rotated token ends its whole session (a stolen token).
     */
    refresh: async (refreshToken: string | undefined): Promise<SignedIn> => {
      if (!refreshToken) throw sessionExpired();
      const now = clock.now();
      const successor = tokens.deriveRefreshSuccessor(refreshToken);
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
      const claimed = await db.transaction(async (tx) => {
        const won = await repo.claimRefreshToken(tx, sha256Hex(refreshToken), now);
        if (!won) return null;
        await repo.insertRefreshToken(tx, {
          sessionId: won.sessionId,
          tokenHash: sha256Hex(successor),
          expiresAt,
          createdAt: now,
        });
        await repo.touchSession(tx, won.sessionId, now);
        return won;
      });
      if (claimed) {
        const { account } = await liveSessionOf(claimed.sessionId);
        return signedIn(account, claimed.sessionId, successor, expiresAt);
      }
      const racing = await successorWithinGrace(refreshToken, now);
      if (racing) {
        const { account } = await liveSessionOf(racing.row.sessionId);
        return signedIn(account, racing.row.sessionId, racing.token, racing.row.expiresAt);
      }
      const known = await repo.findRefreshToken(db, sha256Hex(refreshToken));
      if (known?.usedAt) {
        await repo.revokeSession(db, known.sessionId, 'refresh token reuse', now);
        realtime.disconnectSession(known.sessionId);
        logger.warn({ sessionId: known.sessionId }, 'refresh token reuse: session revoked');
      }
      throw sessionExpired();
    },

    /** Ends the session of the refresh cookie, or of the access token when there is no cookie. */
    logout: async (refreshToken: string | undefined, sessionId: string | undefined) => {
      const now = clock.now();
      const ended = new Set<string>();
      if (refreshToken) {
        const known = await repo.findRefreshToken(db, sha256Hex(refreshToken));
        if (known) ended.add(known.sessionId);
      }
      if (sessionId) ended.add(sessionId);
      for (const id of ended) {
        await repo.revokeSession(db, id, 'logout', now);
        // That sign-in's live connections end with it.
        realtime.disconnectSession(id);
      }
    },

    /** Checks an access token and that its session and account are still good. */
    authenticateAccessToken: async (token: string): Promise<AuthenticatedAccount> => {
      const claims = await verifyAccessTokenOnce(token);
      if (!claims) throw notAuthenticated();
      const known = accessCache.get(claims.accountId, claims.sessionId);
      if (known) return known;
      const row = await repo.findAccountForSession(db, claims.accountId, claims.sessionId);
      if (!row || row.deletedAt) throw notAuthenticated();
      // Blocked wins over the revoked session, so the web can tell the person why they are out.
      if (row.status !== 'active') throw blocked();
      if (row.sessionRevokedAt) throw notAuthenticated();
      // Only a caller let in is remembered; refusals are always read afresh.
      const account: AuthenticatedAccount = {
        id: row.id,
        role: row.role,
        name: row.name,
        email: row.email,
        sessionId: claims.sessionId,
        approvalStatus: row.approvalStatus,
      };
      accessCache.set(claims.accountId, claims.sessionId, Object.freeze(account));
      return account;
    },
  };
};
export type Sessions = ReturnType<typeof createSessions>;
