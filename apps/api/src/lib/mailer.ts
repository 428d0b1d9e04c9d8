import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

export interface MailerLogger {
  info: (object: object, message: string) => void;
}

/**
 * With no SMTP server, each mail is one JSON file in DATA_DIR/outbox (the operating contract), so
 * a person or a check can read a one-time code. File names sort by time.
 */
export const createOutboxMailer = (outboxDir: string, logger?: MailerLogger): Mailer => {
  // Made once, not on every mail (a busy booking hour writes many).
  let ready: Promise<unknown> | null = null;
  return {
    send: async (mail) => {
      ready ??= fs.mkdir(outboxDir, { recursive: true });
      await ready;
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const filePath = path.join(outboxDir, fileName);
      // Written under a hidden temporary name, then renamed (atomic on one file system): a reader
      // listing *.json sees each mail whole or not at all, never half a file.
      const temporaryPath = path.join(outboxDir, `.${fileName}.tmp`);
      try {
        await fs.writeFile(temporaryPath, JSON.stringify(mail, null, 2));
        await fs.rename(temporaryPath, filePath);
      } catch (error) {
        await fs.rm(temporaryPath, { force: true });
        throw error;
      }
      // Never the subject or body: they carry one-time codes (issue 8: no code in any log line).
      logger?.info({ to: mail.to, file: filePath }, 'mail written to outbox');
    },
  };
};

export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
};

/** Collects mails in memory: tests read codes from here. */
export const createMemoryMailer = () => {
  const sent: Mail[] = [];
  return {
    sent,
    /** Waits until queued mail has gone out (the test app points it at its job queue). */
    settle: async (): Promise<void> => {},
    send: async (mail: Mail) => {
      sent.push(mail);
    },
    lastTo: (to: string) => [...sent].reverse().find((mail) => mail.to === to),
  };
};
export type MemoryMailer = ReturnType<typeof createMemoryMailer>;
