-- Stores a message, in one statement: the pair's conversation (made on the first message, moved to
-- the top, remembering the home named), the message (nothing when this sender already stored this
-- client id: a retry; `inserted` is false then and nothing else is written), the receiver's notice,
-- and both sides' unread counts for the live event. The caller has already checked who may send.
CREATE OR REPLACE FUNCTION chat_send_message(
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
