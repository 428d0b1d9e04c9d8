-- Hand-written (issue 10's bench: a chat message cost 9 round trips). Sending a message is one
-- statement, `select * from chat_send_message(...)`: atomic on its own (no BEGIN/COMMIT round
-- trips), with its plans cached per connection by PL/pgSQL. The checks that refuse a send (404,
-- 403, the rate limit) stay in the application, before it: decision 016, "One statement per send".
--
-- raise_message_notice is the notifications module's rule for a chat notice, the special case of
-- `notices_insert` (migration 0010, which every other notice goes through): at most one unread notice per
-- conversation, updated and moved to the top by each new message; its e-mail job is queued once,
-- when the notice is first written, due at `email_at` (the job sends only if it is still unread).
-- It answers the notice's id and its person's unread count, for the live event.
CREATE FUNCTION raise_message_notice(
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
$$;--> statement-breakpoint
-- Stores a message, in one statement: the pair's conversation (made on the first message, moved to
-- the top, remembering the home named), the message (nothing when this sender already stored this
-- client id: a retry; `inserted` is false then and nothing else is written), the receiver's notice,
-- and both sides' unread counts for the live event. The caller has already checked who may send.
CREATE FUNCTION chat_send_message(
  p_user_id uuid,
  p_owner_id uuid,
  p_sender_id uuid,
  p_property_id uuid,
  p_text text,
  p_client_id text,
  p_attachment_key text,
  p_attachment_name text,
  p_attachment_type text,
  p_attachment_size integer,
  p_now timestamptz,
  p_notice_title text,
  p_notice_body text,
  p_notice_link text,
  p_email_at timestamptz
) RETURNS TABLE (
  inserted boolean,
  message_id uuid,
  message_seq bigint,
  conversation_id uuid,
  conversation_property_id uuid,
  conversation_created_at timestamptz,
  unread_user integer,
  unread_owner integer,
  notice_id uuid,
  notice_unread integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_recipient uuid := CASE WHEN p_sender_id = p_user_id THEN p_owner_id ELSE p_user_id END;
BEGIN
  INSERT INTO conversations AS c (user_id, owner_id, property_id, created_at, updated_at)
  VALUES (p_user_id, p_owner_id, p_property_id, p_now, p_now)
  ON CONFLICT (user_id, owner_id) DO UPDATE
    SET property_id = coalesce(excluded.property_id, c.property_id), updated_at = excluded.updated_at
  RETURNING c.id, c.property_id, c.created_at
    INTO conversation_id, conversation_property_id, conversation_created_at;

  INSERT INTO messages AS m (conversation_id, sender_id, property_id, text, client_id,
    attachment_key, attachment_name, attachment_type, attachment_size, created_at)
  VALUES (chat_send_message.conversation_id, p_sender_id, p_property_id, p_text, p_client_id,
    p_attachment_key, p_attachment_name, p_attachment_type, p_attachment_size, p_now)
  ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
  RETURNING m.id, m.seq INTO message_id, message_seq;
  inserted := message_id IS NOT NULL;
  IF NOT inserted THEN
    RETURN NEXT;
    RETURN;
  END IF;

  SELECT count(*) FILTER (WHERE m.sender_id <> p_user_id)::integer,
         count(*) FILTER (WHERE m.sender_id <> p_owner_id)::integer
    INTO unread_user, unread_owner
  FROM messages m
  WHERE m.conversation_id = chat_send_message.conversation_id AND m.read_at IS NULL;

  SELECT r.notice_id, r.notice_unread INTO notice_id, notice_unread
  FROM raise_message_notice(v_recipient, chat_send_message.conversation_id, p_notice_title,
    p_notice_body, p_notice_link, p_now, p_email_at) r;
  RETURN NEXT;
END
$$;
