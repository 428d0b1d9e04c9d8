-- One balanced ledger transaction (its id chosen by the caller). A person's accounts (a wallet, or
-- an owner's pending money: "holderKind", decision 027) are locked in holder order first, so two
-- postings over the same accounts queue instead of deadlocking; then one statement moves them (a
-- debit beyond the balance fails the account's CHECK, 23514), opens an account credited for the
-- first time, and writes every entry with its account's balance right after it. A debit from an
-- account that does not exist finds no row, its entry is missing, and the balance trigger refuses
-- the rest (also 23514).
CREATE OR REPLACE FUNCTION ledger_post(posting jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
DECLARE
  posted_id uuid;
  posted_at timestamptz := (posting->>'createdAt')::timestamptz;
BEGIN
  PERFORM 1 FROM ledger_accounts a
    WHERE (a.kind, a.holder_id) IN (
      SELECT coalesce(e->>'holderKind', 'wallet'), (e->>'holderId')::uuid
        FROM jsonb_array_elements(posting->'entries') e WHERE e->>'holderId' IS NOT NULL)
    ORDER BY a.holder_id, a.kind
    FOR UPDATE;
  INSERT INTO ledger_transactions
      (id, kind, description, booking_id, payment_order_id, instalment_id, created_at)
    VALUES ((posting->>'id')::uuid, posting->>'kind', posting->>'description', (posting->>'bookingId')::uuid,
      (posting->>'paymentOrderId')::uuid, (posting->>'instalmentId')::uuid, posted_at)
    RETURNING id INTO posted_id;
  WITH line AS (
    SELECT l."publicId", l."holderId", coalesce(l."holderKind", 'wallet') AS "holderKind",
        l."platformAccountId", l.amount, l."entryKind"
      FROM jsonb_to_recordset(posting->'entries')
      AS l("publicId" uuid, "holderId" uuid, "holderKind" text, "platformAccountId" uuid,
        amount bigint, "entryKind" text)
  ),
  moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + line.amount
    FROM line
    WHERE a.kind = line."holderKind" AND a.holder_id = line."holderId"
    RETURNING a.id, a.kind, a.holder_id, a.balance
  ),
  opened_wallet AS (
    INSERT INTO ledger_accounts (kind, holder_id, balance)
    SELECT 'wallet', line."holderId", line.amount FROM line
    WHERE line."holderId" IS NOT NULL AND line."holderKind" = 'wallet' AND line.amount > 0
      AND NOT EXISTS (
        SELECT 1 FROM ledger_accounts a WHERE a.kind = 'wallet' AND a.holder_id = line."holderId")
    ON CONFLICT (holder_id) WHERE kind = 'wallet'
      DO UPDATE SET balance = ledger_accounts.balance + excluded.balance
    RETURNING id, kind, holder_id, balance
  ),
  opened_pending AS (
    INSERT INTO ledger_accounts (kind, holder_id, balance)
    SELECT 'owner_pending', line."holderId", line.amount FROM line
    WHERE line."holderId" IS NOT NULL AND line."holderKind" = 'owner_pending' AND line.amount > 0
      AND NOT EXISTS (
        SELECT 1 FROM ledger_accounts a
        WHERE a.kind = 'owner_pending' AND a.holder_id = line."holderId")
    ON CONFLICT (holder_id) WHERE kind = 'owner_pending'
      DO UPDATE SET balance = ledger_accounts.balance + excluded.balance
    RETURNING id, kind, holder_id, balance
  ),
  held AS (
    SELECT * FROM moved UNION ALL SELECT * FROM opened_wallet UNION ALL SELECT * FROM opened_pending
  )
  INSERT INTO ledger_entries
    (public_id, transaction_id, ledger_account_id, amount, balance_after, entry_kind, created_at)
  SELECT line."publicId", posted_id, held.id, line.amount, held.balance, line."entryKind", posted_at
    FROM line JOIN held ON held.holder_id = line."holderId" AND held.kind = line."holderKind"
  UNION ALL
  SELECT line."publicId", posted_id, line."platformAccountId", line.amount, NULL, line."entryKind", posted_at
    FROM line WHERE line."holderId" IS NULL;
  RETURN posted_id;
END $$;
