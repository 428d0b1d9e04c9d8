import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, OTP_LENGTH, type Role } from '@nestly/shared';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read by name). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's recommended memory and time costs. */
export const hashPassword = (password: string) => hash(password, { algorithm: ARGON2ID });

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
};

export interface AccessTokenClaims {
  accountId: string;
  role: Role;
  sessionId: string;
}

export const createTokenService = (secret: string) => {
  const key = new TextEncoder().encode(secret);
  return {
    signAccessToken: async (claims: AccessTokenClaims, now: Date) => {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role: claims.role, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.accountId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    /** Null for anything not a valid, unexpired token of ours. */
    verifyAccessToken: async (token: string, now: Date): Promise<AccessTokenClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { accountId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
    /** One-time codes are stored as keyed hashes bound to their account and purpose. */
    hashOneTimeCode: (accountId: string, purpose: string, code: string) =>
      createHmac('sha256', key).update(`${accountId}:${purpose}:${code}`).digest('hex'),
  };
};
export type TokenService = ReturnType<typeof createTokenService>;

export const generateOneTimeCode = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');

export const generateOpaqueToken = () => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const safeEqualHex = (a: string, b: string) => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
};
