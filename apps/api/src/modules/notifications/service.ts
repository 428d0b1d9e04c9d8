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
import type { DbOrTx } from '../../db/client';
import { afterCommit } from '../../db/after-commit';
import { notFound } from '../../lib/app-error';
import type { AppDeps } from '../../app-deps';
import { escapeHtml } from '../../lib/html';
import type { Realtime } from '../../plugins/realtime';
import { draftsFor, type NoticeEvent } from './catalog';
import * as repo from './repo';
import type { NoticeBatch, NotificationRow } from './repo';

/** A chat notice is e-mailed only if still unread this long after the message (PRODUCT.md). */
export const MESSAGE_EMAIL_DELAY_MS = 15 * 60_000;

export const toNotification = (
  row: Pick<NotificationRow, 'id' | 'type' | 'title' | 'body' | 'link' | 'readAt' | 'createdAt'>,
): Notification => ({
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

/** A notice a database function wrote, with its person's unread count once it was written. */
export interface WrittenNotice {
  notice: Pick<
    NotificationRow,
    'id' | 'recipientId' | 'type' | 'title' | 'body' | 'link' | 'readAt' | 'createdAt'
  >;
  unreadCount: number;
}

/** A notice as `notices_insert` (sql/notices_insert.sql) answers it, for SQL writers' repos. */
export const fromNoticesInsert = (written: {
  notice: Record<string, unknown>;
  unread_count: number;
}): WrittenNotice => ({
  notice: repo.toNotificationRow(written.notice),
  unreadCount: written.unread_count,
});

/**
 * Notifications (issue 9): a notice is a row written in the transaction of the change that raises
 * it; after the commit it goes live to every tab of its person and its e-mail leaves through the
 * queue, both from the stored row. This is the one path every module notifies through
 * (decision 022): `raise(tx, event)` inside the change's transaction, or, for a database function
 * that writes the notices itself, `prepare` before and `written(tx, …)` after it; either way the
 * live events leave through one mechanism, `afterCommit` (db/after-commit.ts), once the
 * transaction committed, and never for one that rolled back.
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

  const sendCount = async (recipientId: string) => {
    const unreadCount = await repo.countUnread(db, recipientId);
    realtime.toPerson(recipientId, REALTIME_EVENTS.notificationCount, { unreadCount });
    return unreadCount;
  };

  /**
   * After the commit: each notice to its person's tabs with their new unread count (counted here
   * unless the writer counted it already).
   */
  const publish = async (rows: WrittenNotice['notice'][], counted?: Map<string, number>) => {
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
  const publishLater = (rows: WrittenNotice['notice'][], counted?: Map<string, number>) => {
    void publish(rows, counted).catch((error: unknown) =>
      logger.error({ err: error }, 'live notifications could not be sent'),
    );
  };

  /** Publishes `rows` once what wrote them in `target` is committed. */
  const publishAfterCommit = (
    target: DbOrTx,
    rows: WrittenNotice['notice'][],
    counted?: Map<string, number>,
  ) => afterCommit(target, () => publishLater(rows, counted));

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
    /**
     * Writes the notices of `event` in `tx` (the transaction of the change that raises them); they
     * go live once it commits.
     */
    raise: async (tx: DbOrTx, event: NoticeEvent, options: RaiseOptions = {}) => {
      const rows = await repo.insertNotices(tx, draft(event, options));
      publishAfterCommit(tx, rows);
      return rows;
    },

    /**
     * For a database function that writes the notices of `event` itself (`notices_insert`): the
     * batch to hand it, by the same rules as `raise`.
     */
    prepare: draft,

    /**
     * A chat message's notice, for the one statement that stores a message and writes its notice
     * (`chat_send_message`): its words and link from the catalog, and when its e-mail falls due.
     */
    prepareMessageNotice: (
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
     * The notices a database function wrote in `target`, each with its person's unread count as
     * the statement answered it (no count query): they go live once it commits, like raised ones.
     * A chat notice's e-mail waits 15 minutes, so it does not wake the job runner.
     */
    written: (target: DbOrTx, written: WrittenNotice[]) =>
      publishAfterCommit(
        target,
        written.map(({ notice }) => notice),
        new Map(written.map(({ notice, unreadCount }) => [notice.recipientId, unreadCount])),
      ),

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
