-- One balanced ledger transaction (its id chosen by the caller). The wallets it moves are locked in
-- holder order first, so two postings over the same wallets queue instead of deadlocking; then one statement moves them (a
-- debit beyond the balance fails the wallet's CHECK, 23514), opens a wallet credited for the
-- first time, and writes every entry with its wallet's balance right after it. A debit from a
-- wallet that does not exist finds no row, its entry is missing, and the balance trigger refuses
-- the rest (also 23514).
CREATE OR REPLACE FUNCTION ledger_post(posting jsonb) RETURNS uuid LANGUAGE plpgsql AS $$
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
