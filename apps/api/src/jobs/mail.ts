import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import type { Mail, Mailer } from '../lib/mailer';
import type { JobRunner } from './runner';

export const MAIL_JOB = 'mail.send';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});

/** E-mail leaves through the queue: off the request path, retried, never lost in a crash. */
export const registerMailJob = (jobs: JobRunner, mailer: Mailer) => {
  jobs.register(MAIL_JOB, async (payload) => {
    await mailer.send(mailSchema.parse(payload.mail));
  });
};

/** Queues a mail in `db` (the transaction of the change it reports, when there is one). */
export const enqueueMail = (jobs: JobRunner, db: DbOrTx, mail: Mail) =>
  jobs.enqueue(db, MAIL_JOB, { mail });
