-- Notices and their queued e-mails. A notice with a dedupe key its person has not read yet is
-- updated (and moves to the top) instead of repeated; a chat notice's e-mail is due at
-- `message_email_at` (and is sent only if still unread then), every other one at once.
-- PL/pgSQL rather than SQL: its statement keeps its plan for the session, where PostgreSQL 15
-- plans an SQL-language function's body again on every call (docs/performance.md, long stays).
CREATE OR REPLACE FUNCTION notices_insert(drafts jsonb, now_at timestamptz, message_email_at timestamptz)
RETURNS SETOF notifications LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
  WITH d AS (
    SELECT * FROM jsonb_to_recordset(drafts) AS d("recipientId" uuid, type text, title text,
      body text, link text, "bookingId" uuid, "propertyId" uuid, "conversationId" uuid,
      "subscriptionId" uuid, "dedupeKey" text, "readAt" timestamptz)
  ),
  n AS (
    INSERT INTO notifications (recipient_id, type, title, body, link, booking_id, property_id,
      conversation_id, subscription_id, dedupe_key, read_at, created_at)
    SELECT "recipientId", type, title, body, link, "bookingId", "propertyId", "conversationId",
      "subscriptionId", "dedupeKey", "readAt", now_at
    FROM d
    ON CONFLICT (recipient_id, dedupe_key)
      WHERE dedupe_key IS NOT NULL AND read_at IS NULL AND deleted_at IS NULL
      DO UPDATE SET title = excluded.title, body = excluded.body, link = excluded.link,
        created_at = excluded.created_at
    RETURNING *
  ),
  queued AS (
    INSERT INTO jobs (kind, payload, run_at, created_at)
    SELECT 'notification.email', jsonb_build_object('notificationId', n.id),
      CASE WHEN n.type = 'new_message' THEN message_email_at ELSE now_at END, now_at
    FROM n
  )
  SELECT * FROM n;
END;
$$;
