import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@nestly/shared';
import type { AppDeps } from '../../app-deps';
import { sha256Hex } from '../../lib/security';
import { accountKeyOf } from './callers';

/** A year: the device cookie marks a browser that has signed in to this account before. */
const DEVICE_COOKIE_DAYS = 365;

/** One cookie per account a browser signed in to; the name does not reveal the address. */
const cookieNameOf = (role: Role, email: string) =>
  `nestly_device_${sha256Hex(accountKeyOf(role, email)).slice(0, 16)}`;

/** This browser's device id for the account, when it carries a valid cookie issued for it. */
export const readTrustedDevice = (
  request: FastifyRequest,
  deps: AppDeps,
  role: Role,
  email: string,
) =>
  deps.tokens.readDeviceToken(
    request.cookies[cookieNameOf(role, email)],
    accountKeyOf(role, email),
  );

export const setDeviceCookie = (
  reply: FastifyReply,
  deps: AppDeps,
  account: { role: Role; email: string },
  deviceId: string,
) => {
  reply.setCookie(
    cookieNameOf(account.role, account.email),
    deps.tokens.signDeviceToken(deviceId, accountKeyOf(account.role, account.email)),
    {
      httpOnly: true,
      sameSite: 'strict',
      secure: deps.env.COOKIE_SECURE,
      path: '/api',
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    },
  );
};
