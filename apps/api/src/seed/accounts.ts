import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import { hashPassword } from '../lib/security';
import * as auth from '../modules/auth/index';
import type { Db } from '../db/client';

/** Demo people for `npm start` (README, Demo accounts). Passwords follow the password rule. */
export const DEMO_ACCOUNTS = [
  {
    role: 'user',
    name: 'Asha Menon',
    email: 'user@nestly.local',
    password: 'Coconut-Harbour-17',
    phone: '+919876543210',
  },
  {
    role: 'user',
    name: 'Rahul Nair',
    email: 'rahul@nestly.local',
    password: 'Coconut-Harbour-17',
    phone: '+919876543211',
  },
  {
    role: 'owner',
    name: 'Priya Varghese',
    email: 'owner@nestly.local',
    password: 'Teak-Veranda-Keys-9',
    phone: '+919876543212',
    approvalStatus: 'approved',
  },
  {
    role: 'owner',
    name: 'Thomas Kurian',
    email: 'pending.owner@nestly.local',
    password: 'Teak-Veranda-Keys-9',
    phone: '+919876543213',
    approvalStatus: 'pending',
  },
] as const;

/** Creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD on first start; later starts leave it be. */
export const ensureAdmin = async (db: Db, env: Env, logger?: FastifyBaseLogger) => {
  const email = env.ADMIN_EMAIL.trim().toLowerCase();
  const existing = await auth.findLiveAccountByEmail(db, 'admin', email);
  if (existing) return existing;
  const admin = await auth.insertAccount(db, {
    role: 'admin',
    name: env.ADMIN_NAME,
    email,
    passwordHash: await hashPassword(env.ADMIN_PASSWORD),
    isVerified: true,
  });
  logger?.info({ email }, 'admin account created');
  return admin;
};

/**
 * How long ago the demo people joined: before their demo stays (the oldest was paid 8 months ago,
 * seed/stays.ts), so "Member since" is not later than the earnings it sits beside (issue 29).
 */
export const DEMO_MEMBER_MONTHS = 12;

/** Loads demo people once (idempotent): skipped when SEED_DEMO=false. */
export const seedDemoData = async (db: Db, logger?: FastifyBaseLogger) => {
  const joinedAt = new Date();
  joinedAt.setUTCMonth(joinedAt.getUTCMonth() - DEMO_MEMBER_MONTHS);
  for (const demo of DEMO_ACCOUNTS) {
    const existing = await auth.findLiveAccountByEmail(db, demo.role, demo.email);
    if (existing) continue;
    await auth.insertAccount(db, {
      role: demo.role,
      name: demo.name,
      email: demo.email,
      phone: demo.phone,
      passwordHash: await hashPassword(demo.password),
      isVerified: true,
      approvalStatus: 'approvalStatus' in demo ? demo.approvalStatus : null,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
  }
  logger?.info('demo data ready');
};
