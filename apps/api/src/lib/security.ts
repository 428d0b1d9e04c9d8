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
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('hex');
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
    /**
     * One-time codes are stored as keyed hashes bound to what they prove: an account and purpose,
     * or a sign-up registration (so a code can only ever verify the registration it was sent for).
     */
    hashOneTimeCode: (ownerId: string, purpose: string, code: string) =>
      mac(`${ownerId}:${purpose}:${code}`),
    /**
     * The refresh token that replaces `token` at rotation. Derived (keyed), not random, so a
     * caller racing the rotation with the same old token within the grace window can be handed the
     * very same successor without it ever being stored in the clear (docs/decisions/010).
     */
    deriveRefreshSuccessor: (token: string) =>
      createHmac('sha256', key).update(`refresh-successor:${token}`).digest('base64url'),
    /** A device cookie's value: a random device id bound to one account (role and e-mail). */
    signDeviceToken: (deviceId: string, accountKey: string) =>
      `${deviceId}.${mac(`device:${deviceId}:${accountKey}`)}`,
    /** The device id of a device cookie issued for this account, or null for anything else. */
    readDeviceToken: (value: string | undefined, accountKey: string): string | null => {
      const [deviceId, signature, extra] = (value ?? '').split('.');
      if (!deviceId || !signature || extra !== undefined || !/^[\w-]{16,64}$/.test(deviceId))
        return null;
      return safeEqualHex(mac(`device:${deviceId}:${accountKey}`), signature) ? deviceId : null;
    },
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
