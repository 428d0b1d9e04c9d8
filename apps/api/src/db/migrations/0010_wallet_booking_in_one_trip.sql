-- Issue 13: a wallet booking in one round trip (decision 024). Three writers every module already
-- used move into the database as functions, each now the only implementation of its write, so
-- that the wallet booking can call all three inside a single statement: the ledger posting, a
-- booking with its reservation and first timeline event, and notices with their queued e-mails.
-- What is written, and every guarantee, is unchanged: the posting is still checked and built by
-- the pure functions in wallets/postings.ts, the booking priced by bookings/pricing.ts.

-- One balanced ledger transaction (its id chosen by the caller). The wallets it moves are locked in holder order first, so two
-- postings over the same wallets queue instead of deadlocking; then one statement moves them (a
-- debit beyond the balance fails the wallet's CHECK, 23514), opens a wallet credited for the
-- first time, and writes every entry with its wallet's balance right after it. A debit from a
-- wallet that does not exist finds no row, its entry is missing, and the balance trigger refuses
-- the rest (also 23514).
CREATE FUNCTION ledger_post(posting jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  posted_id uuid;
  posted_at timestamptz := (posting->>'createdAt')::timestamptz;
BEGIN
  PERFORM 1 FROM ledger_accounts
    WHERE kind = 'wallet'
      AND holder_id IN (SELECT (e->>'holderId')::uuid FROM jsonb_array_elements(posting->'entries') e)
    ORDER BY holder_id
    FOR UPDATE;
  INSERT INTO ledger_transactions (id, kind, description, booking_id, payment_order_id, created_at)
    VALUES ((posting->>'id')::uuid, posting->>'kind', posting->>'description', (posting->>'bookingId')::uuid,
      (posting->>'paymentOrderId')::uuid, posted_at)
    RETURNING id INTO posted_id;
  WITH line AS (
    SELECT * FROM jsonb_to_recordset(posting->'entries')
      AS l("publicId" uuid, "holderId" uuid, "platformAccountId" uuid, amount bigint, "entryKind" text)
  ),
  moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + line.amount
    FROM line
    WHERE a.kind = 'wallet' AND a.holder_id = line."holderId"
    RETURNING a.id, a.holder_id, a.balance
  ),
  opened AS (
    INSERT INTO ledger_accounts (kind, holder_id, balance)
    SELECT 'wallet', line."holderId", line.amount FROM line
    WHERE line."holderId" IS NOT NULL AND line.amount > 0
      AND NOT EXISTS (
        SELECT 1 FROM ledger_accounts a WHERE a.kind = 'wallet' AND a.holder_id = line."holderId")
    ON CONFLICT (holder_id) WHERE kind = 'wallet'
      DO UPDATE SET balance = ledger_accounts.balance + excluded.balance
    RETURNING id, holder_id, balance
  ),
  wallet AS (SELECT * FROM moved UNION ALL SELECT * FROM opened)
  INSERT INTO ledger_entries
    (public_id, transaction_id, ledger_account_id, amount, balance_after, entry_kind, created_at)
  SELECT line."publicId", posted_id, wallet.id, line.amount, wallet.balance, line."entryKind", posted_at
    FROM line JOIN wallet ON wallet.holder_id = line."holderId"
  UNION ALL
  SELECT line."publicId", posted_id, line."platformAccountId", line.amount, NULL, line."entryKind", posted_at
    FROM line WHERE line."holderId" IS NULL;
  RETURN posted_id;
END $$;
--> statement-breakpoint

-- A new booking (the whole row, built and priced by the caller), the reservation holding its
-- dates under the exclusion constraint (an overlap raises 23P01) and its first timeline event.
CREATE FUNCTION booking_insert(booking jsonb, event_id uuid, event_reason text)
RETURNS void LANGUAGE sql AS $$
  WITH b AS (SELECT * FROM jsonb_populate_record(NULL::bookings, booking)),
  booked AS (
    INSERT INTO bookings (id, reference, user_id, property_id, owner_id, status, move_in_date,
      end_date, rental_period, monthly_rent, rent_total, add_ons, add_ons_total, deposit, subtotal,
      commission, owner_share, total, payment_method, payment_order_id, expires_at, confirmed_at,
      cancelled_at, cancelled_by, cancellation_reason, refund_amount, completed_at, created_at,
      updated_at)
    SELECT id, reference, user_id, property_id, owner_id, status, move_in_date,
      end_date, rental_period, monthly_rent, rent_total, add_ons, add_ons_total, deposit, subtotal,
      commission, owner_share, total, payment_method, payment_order_id, expires_at, confirmed_at,
      cancelled_at, cancelled_by, cancellation_reason, refund_amount, completed_at, created_at,
      updated_at
    FROM b
    RETURNING id, user_id, property_id, move_in_date, end_date, status, created_at
  ),
  held AS (
    INSERT INTO property_reservations (property_id, during, kind, booking_id, created_by)
    SELECT property_id, daterange(move_in_date, end_date), 'booking', id, user_id FROM booked
  )
  INSERT INTO booking_events
    (id, booking_id, from_status, to_status, actor_id, actor_role, reason, created_at)
  SELECT event_id, id, NULL, status, user_id, 'user', event_reason, created_at FROM booked;
$$;
--> statement-breakpoint

-- Notices and their queued e-mails. A notice with a dedupe key its person has not read yet is
-- updated (and moves to the top) instead of repeated; a chat notice's e-mail is due at
-- `message_email_at` (and is sent only if still unread then), every other one at once.
CREATE FUNCTION notices_insert(drafts jsonb, now_at timestamptz, message_email_at timestamptz)
RETURNS SETOF notifications LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint

-- A fresh cart paid from the wallet, whole, in one call. The caller read the cart, its home and
-- its add-ons without locking anything, priced them, and built the booking, its ledger posting and
-- its notices; here, atomically:
-- 1. the cart is taken only if it is still exactly what was priced (NBCRT otherwise: the caller
--    reads and prices again), so two payments of one cart cannot both succeed;
-- 2. the home must still be listed at the rent and deposit priced, and each add-on still offered
--    at its price (NBPRC otherwise: priced again, and 409 PRICE_CHANGED if the total moved);
-- 3. then the booking with its reservation and event, the posting, and the notices, answered
--    each with its person's unread count.
-- Any failure (23P01 dates taken, 23514 wallet too low) leaves nothing written, the cart included.
CREATE FUNCTION wallet_booking_place(placement jsonb)
RETURNS TABLE (notice jsonb, unread_count integer) LANGUAGE plpgsql AS $$
DECLARE
  cart jsonb := placement->'cart';
  priced jsonb := placement->'priced';
  written jsonb;
BEGIN
  DELETE FROM carts
    WHERE user_id = (cart->>'userId')::uuid
      AND property_id = (cart->>'propertyId')::uuid
      AND move_in_date = (cart->>'moveInDate')::date
      AND rental_period = (cart->>'rentalPeriod')::smallint
      AND add_on_ids = ARRAY(SELECT jsonb_array_elements_text(cart->'addOnIds'))::uuid[]
      AND pending_booking_id IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the cart changed while it was being paid' USING ERRCODE = 'NBCRT';
  END IF;
  PERFORM 1 FROM properties p
    WHERE p.id = (cart->>'propertyId')::uuid AND p.is_listed
      AND p.rent = (priced->>'rent')::bigint AND p.deposit = (priced->>'deposit')::bigint;
  IF NOT FOUND OR EXISTS (
    SELECT 1 FROM jsonb_to_recordset(priced->'services') AS s(id uuid, "monthlyPrice" bigint)
    LEFT JOIN services ON services.id = s.id
    WHERE services.id IS NULL OR services.status <> 'active'
      OR services.monthly_price <> s."monthlyPrice"
  ) THEN
    RAISE EXCEPTION 'the home or an add-on changed while it was being paid' USING ERRCODE = 'NBPRC';
  END IF;
  PERFORM booking_insert(placement->'booking', (placement->>'eventId')::uuid,
    placement->>'eventReason');
  PERFORM ledger_post(placement->'posting');
  SELECT coalesce(jsonb_agg(to_jsonb(n)), '[]'::jsonb) INTO written
    FROM notices_insert(placement->'notices'->'drafts',
      (placement->'notices'->>'now')::timestamptz,
      (placement->'notices'->>'messageEmailAt')::timestamptz) n;
  -- Each notice with its person's unread count, as the live event carries it: counted here, in a
  -- statement of its own that sees the notices just written, instead of a round trip after.
  RETURN QUERY
    SELECT w.value, (
      SELECT count(*)::integer FROM notifications u
      WHERE u.recipient_id = (w.value->>'recipient_id')::uuid
        AND u.read_at IS NULL AND u.deleted_at IS NULL)
    FROM jsonb_array_elements(written) w;
END $$;
