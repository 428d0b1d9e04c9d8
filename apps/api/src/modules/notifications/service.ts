import {
  ALWAYS_EMAILED_TYPES,
  buildPagination,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_OF,
  REALTIME_EVENTS,
  type ListNotificationsQuery,
  type Notification,
  type UpdateNotificationPreferencesInput,
} from '@nestly/shared';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { escapeHtml } from '../../lib/html';
import type { Realtime } from '../../plugins/realtime';
import { draftsFor, type NoticeEvent } from './catalog';
import * as repo from './repo';
import type { NoticeBatch, NotificationRow } from './repo';

/** A chat notice is e-mailed only if still unread this long after the message (PRODUCT.md). */
export const MESSAGE_EMAIL_DELAY_MS = 15 * 60_000;

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export interface RaiseOptions {
  /** Who caused the event, when it is one of the people told. */
  actorId?: string | null;
}

type Deps = Pick<AppDeps, 'db' | 'clock' | 'jobs' | 'mailer' | 'logger' | 'env'> & {
  realtime: Realtime;
};

/**
 * Notifications (issue 9): a notice is a row written in the transaction of the change that raises
 * it; after the commit it goes live to every tab of its person and its e-mail leaves through the
 * queue, both from the stored row. This is the one path every module notifies through.
 */
export const createNotificationsService = (deps: Deps) => {
  const { db, clock, jobs, mailer, logger, realtime, env } = deps;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

  /**
   * The notices of `event`, ready to write. The person who caused it (`actorId`) still gets theirs
   * (a receipt, and its e-mail) but filed as read: they saw it happen, it should not ring the bell.
   */
  const draft = (event: NoticeEvent, options: RaiseOptions = {}): NoticeBatch => {
    const now = clock.now();
    const drafts = draftsFor(event).map((draft) =>
      draft.recipientId === options.actorId ? { ...draft, readAt: now } : draft,
    );
    return { drafts, now, messageEmailAt: new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MS) };
  };

  /** Writes the notices of `event` in `tx`. */
  const raise = (tx: DbOrTx, event: NoticeEvent, options: RaiseOptions = {}) =>
    repo.insertNotices(tx, draft(event, options));

  const sendCount = async (recipientId: string) => {
    const unreadCount = await repo.countUnread(db, recipientId);
    realtime.toPerson(recipientId, REALTIME_EVENTS.notificationCount, { unreadCount });
    return unreadCount;
  };

  /**
   * After the commit: each notice to its person's tabs with their new unread count (counted here
   * unless the writer counted it already).
   */
  const publish = async (rows: NotificationRow[], counted?: Map<string, number>) => {
    if (rows.length === 0) return;
    // A chat notice's e-mail waits 15 minutes: waking the runner for it would find nothing due.
    if (rows.some((row) => row.type !== 'new_message')) jobs.kick();
    const counts =
      counted ?? (await repo.countUnreadFor(db, [...new Set(rows.map((row) => row.recipientId))]));
    for (const row of rows) {
      realtime.toPerson(row.recipientId, REALTIME_EVENTS.notificationNew, {
        notification: toNotification(row),
        unreadCount: counts.get(row.recipientId) ?? 0,
      });
    }
  };
  const publishLater = (rows: NotificationRow[], counted?: Map<string, number>) => {
    void publish(rows, counted).catch((error: unknown) =>
      logger.error({ err: error }, 'live notifications could not be sent'),
    );
  };

  /** The e-mail of a notice, unless it went already, is unwanted, or is a chat notice now read. */
  const emailOf = (notice: repo.NoticeForEmail) => {
    const { notification: row, preferences } = notice;
    const category = NOTIFICATION_CATEGORY_OF[row.type];
    const emailOn = preferences.find((preference) => preference.category === category)?.email;
    const wanted = ALWAYS_EMAILED_TYPES.includes(row.type) || emailOn !== false;
    const stale = row.type === 'new_message' && row.readAt !== null;
    if (row.emailedAt || notice.accountDeleted || row.deletedAt || stale || !wanted) return null;
    const link = row.link ? `${publicUrl}${row.link}` : publicUrl;
    return {
      to: notice.email,
      subject: row.title,
      text: `Hi ${notice.name},\n\n${row.body}\n\nOpen it on Nestly: ${link}\n\nYou can choose which e-mails you get in your profile.`,
      html: `<div style="font-family:Inter,Arial,sans-serif;max-width:480px"><h2 style="color:#0f766e">Nestly</h2><p>Hi ${escapeHtml(notice.name)},</p><p>${escapeHtml(row.body)}</p><p><a href="${escapeHtml(link)}" style="color:#0f766e">Open it on Nestly</a></p><p style="color:#64748b;font-size:12px">You can choose which e-mails you get in your profile.</p></div>`,
    };
  };

  // A claimed batch of e-mail jobs: their notices read in one statement and marked sent in one.
  // A mail that fails is retried on its own; one sent but not yet marked when the process dies is
  // sent again (at least once, as any job).
  jobs.registerBatch(repo.EMAIL_JOB, async (batch) => {
    const notices = await repo.findForEmails(
      db,
      batch.map((job) => String(job.payload.notificationId)),
    );
    const sent: string[] = [];
    const failures = new Map<number, unknown>();
    for (const job of batch) {
      const notice = notices.get(String(job.payload.notificationId));
      // A chat notice updated by a second message has a job for each: one mail is enough.
      if (!notice || sent.includes(notice.notification.id)) continue;
      const mail = emailOf(notice);
      if (!mail) continue;
      try {
        await mailer.send(mail);
        sent.push(notice.notification.id);
      } catch (error) {
        failures.set(job.id, error);
      }
    }
    await repo.markEmailed(db, sent, clock.now());
    return failures;
  });

  return {
    draft,
    raise,
    publish: publishLater,
    /**
     * After the commit, the notices a database function wrote, each as `notices_insert` answers
     * it (raw) with its person's unread count.
     */
    publishWritten: (written: { notice: Record<string, unknown>; unread_count: number }[]) => {
      const rows = written.map(({ notice }) => repo.toNotificationRow(notice));
      const counts = new Map(
        written.map((row) => [row.notice.recipient_id as string, row.unread_count]),
      );
      publishLater(rows, counts);
    },

    /**
     * A chat message's notice, for the one statement that stores a message and writes its notice
     * (chat's send; `raise_message_notice` in migration 0011 holds the rule insertNotices holds
     * for other notices): its words and link from the catalog, and when its e-mail falls due.
     */
    messageNotice: (
      event: Omit<Extract<NoticeEvent, { type: 'new_message' }>, 'type' | 'conversationId'>,
      now: Date,
    ) => {
      // The conversation (the notice's dedupe key) is the statement's to find; the words and the
      // link do not depend on it.
      const [draft] = draftsFor({ ...event, type: 'new_message', conversationId: '' });
      return {
        title: draft!.title,
        body: draft!.body,
        link: draft!.link ?? '',
        emailAt: new Date(now.getTime() + MESSAGE_EMAIL_DELAY_MS),
      };
    },

    /**
     * After the commit: a chat notice that statement wrote goes live to its person's tabs, with the
     * unread count the statement answered (no count query). Its e-mail waits 15 minutes, so the job
     * runner is not woken.
     */
    publishMessageNotice: (
      notice: Pick<Notification, 'id' | 'title' | 'body' | 'link' | 'createdAt'> & {
        recipientId: string;
      },
      unreadCount: number,
    ) => {
      const { recipientId, ...shown } = notice;
      realtime.toPerson(recipientId, REALTIME_EVENTS.notificationNew, {
        notification: { ...shown, type: 'new_message', read: false },
        unreadCount,
      });
    },

    /** A transaction whose notices are published once it has committed (never for a rollback). */
    transaction: async <T>(
      work: (
        tx: Tx,
        notify: (event: NoticeEvent, options?: RaiseOptions) => Promise<void>,
      ) => Promise<T>,
    ): Promise<T> => {
      const raised: NotificationRow[] = [];
      const result = await (db as Db).transaction((tx) =>
        work(tx, async (event, options) => {
          raised.push(...(await raise(tx, event, options)));
        }),
      );
      publishLater(raised);
      return result;
    },

    list: async (recipientId: string, query: ListNotificationsQuery) => {
      const [{ rows, total }, unreadCount] = await Promise.all([
        repo.listNotices(db, recipientId, {
          unreadOnly: query.filter === 'unread',
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        repo.countUnread(db, recipientId),
      ]);
      return {
        data: rows.map(toNotification),
        unreadCount,
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    markRead: async (recipientId: string, id: string) => {
      const row = await repo.markRead(db, recipientId, id, clock.now());
      if (!row) throw notFound('Notification');
      return { data: toNotification(row), unreadCount: await sendCount(recipientId) };
    },

    markAllRead: async (recipientId: string) => {
      const updated = await repo.markAllRead(db, recipientId, clock.now());
      return { updated, unreadCount: await sendCount(recipientId) };
    },

    /** Deletes (softly, so the web's "undo" can restore it) or restores one notice. */
    setDeleted: async (recipientId: string, id: string, deleted: boolean) => {
      const row = await repo.setDeleted(db, recipientId, id, deleted ? clock.now() : null);
      if (!row) throw notFound('Notification');
      return { data: toNotification(row), unreadCount: await sendCount(recipientId) };
    },

    /** Chat: reading a conversation reads its notice too. */
    markConversationRead: async (recipientId: string, conversationId: string) => {
      const updated = await repo.markConversationNoticesRead(
        db,
        recipientId,
        conversationId,
        clock.now(),
      );
      if (updated > 0) await sendCount(recipientId);
    },

    countUnread: (recipientId: string) => repo.countUnread(db, recipientId),

    preferences: async (accountId: string) => {
      const stored = new Map(
        (await repo.findPreferences(db, accountId)).map((row) => [row.category, row.email]),
      );
      return NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        email: stored.get(category) ?? true,
      }));
    },

    setPreferences: async (accountId: string, input: UpdateNotificationPreferencesInput) => {
      await repo.upsertPreferences(db, accountId, input.preferences, clock.now());
    },
  };
};
export type NotificationsService = ReturnType<typeof createNotificationsService>;
