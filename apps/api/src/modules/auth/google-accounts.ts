import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { blocked, type ClientMeta } from './errors';
import * as repo from './repo';
import type { Sessions, SignedIn } from './sessions';
import * as signupRepo from './signup-repo';

export interface GoogleProfile {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * Google sign-in (users only): the same Google account, or else the user with that e-mail, signs
 * in; otherwise a verified user is made with no password. Google has proved the address, so any
 * sign-up still waiting for its code there is dropped: its password never takes effect.
 */
export const createGoogleSignIn =
  (deps: AppDeps, sessions: Sessions) =>
  async (profile: GoogleProfile, meta: ClientMeta): Promise<SignedIn> => {
    const { db, clock, storage } = deps;
    if (!profile.emailVerified) {
      throw new AppError('FORBIDDEN', { message: 'Your Google e-mail address is not verified' });
    }
    const email = profile.email.trim().toLowerCase();
    let account = await repo.findUserByGoogleSubject(db, profile.subject);
    if (account && account.role !== 'user') account = null;
    if (!account) {
      const byEmail = await repo.findLiveAccountByEmail(db, 'user', email);
      const { linked, dropped } = await db.transaction(async (tx) => {
        const dropped = await signupRepo.closeOtherSignupRequests(tx, 'user', email, clock.now());
        const linked = byEmail
          ? (await repo.updateAccount(tx, byEmail.id, { googleSubject: profile.subject }))!
          : await repo.insertAccount(tx, {
              role: 'user',
              email,
              name: profile.name.trim().slice(0, 80) || email.split('@')[0]!,
              googleSubject: profile.subject,
              isVerified: true,
              createdAt: clock.now(),
            });
        return { linked, dropped };
      });
      await Promise.all(
        dropped.flatMap((row) => row.documents).map((doc) => storage.remove(doc.storageKey)),
      );
      account = linked;
    }
    if (account.status !== 'active') throw blocked();
    return sessions.startSession(account, meta);
  };
