-- The notifications module's rule for a chat notice (called by chat's `chat_send_message`), the special case of
-- `notices_insert` (notices_insert.sql, which every other notice goes through): at most one unread
-- notice per conversation, updated and moved to the top by each new message; its e-mail job is queued once,
-- when the notice is first written, due at `email_at` (the job sends only if it is still unread).
-- It answers the notice's id and its person's unread count, for the live event.
CREATE OR REPLACE FUNCTION raise_message_notice(
  p_recipient_id uuid,
  p_conversation_id uuid,
  p_title text,
  p_body text,
  p_link text,
  p_now timestamptz,
  p_email_at timestamptz,
  OUT notice_id uuid,
  OUT notice_unread integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_inserted boolean;
BEGIN
  INSERT INTO notifications AS n
    (recipient_id, type, title, body, link, conversation_id, dedupe_key, created_at)
  VALUES
    (p_recipient_id, 'new_message', p_title, p_body, p_link, p_conversation_id,
     'conversation:' || p_conversation_id, p_now)
  ON CONFLICT (recipient_id, dedupe_key)
    WHERE dedupe_key IS NOT NULL AND read_at IS NULL AND deleted_at IS NULL
  DO UPDATE SET title = excluded.title, body = excluded.body, link = excluded.link,
    created_at = excluded.created_at
  -- A row the upsert inserted has no xmax; one it updated carries its transaction's lock.
  RETURNING n.id, n.xmax = 0 INTO notice_id, v_inserted;
  IF v_inserted THEN
    INSERT INTO jobs (kind, payload, run_at, created_at)
    VALUES ('notification.email', jsonb_build_object('notificationId', notice_id), p_email_at, p_now);
  END IF;
  SELECT count(*) INTO notice_unread FROM notifications
  WHERE recipient_id = p_recipient_id AND read_at IS NULL AND deleted_at IS NULL;
END
$$;
