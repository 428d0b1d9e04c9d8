-- A booking's instalments (decision 027), built by the caller (instalment-schedule.ts): each row
-- whole, and a paid one with `receiptYear` (its financial year, from the business day of its
-- payment) instead of a receipt number. Its serial is drawn here from rent_receipt_serial_seq, in
-- order of the months, in the payment's transaction: a number is never handed out twice, even to
-- a transaction that rolls back. Padded to 6 digits; past 999,999 it grows longer
-- (formatReceiptNumber).
-- PL/pgSQL rather than SQL: its statement keeps its plan for the session, where PostgreSQL 15
-- plans an SQL-language function's body again on every call (docs/performance.md, long stays).
CREATE OR REPLACE FUNCTION booking_instalments_insert(instalments jsonb)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO booking_instalments (id, booking_id, number, period_start, period_end, due_date,
    amount, commission, owner_share, status, paid_at, method, payment_order_id, receipt_number,
    earning_available_at, earning_released_at, created_at, updated_at)
  SELECT n.id, n."bookingId", n.number, n."periodStart", n."periodEnd", n."dueDate", n.amount,
    n.commission, n."ownerShare", n.status, n."paidAt", n.method, n."paymentOrderId",
    CASE WHEN n.serial IS NULL THEN NULL
      ELSE 'NST-' || n."receiptYear" || '-' || CASE WHEN length(n.serial::text) >= 6
        THEN n.serial::text ELSE lpad(n.serial::text, 6, '0') END END,
    n."earningAvailableAt", n."earningReleasedAt", n."createdAt", n."createdAt"
  FROM (
    SELECT i.*, CASE WHEN i."receiptYear" IS NOT NULL
        THEN nextval('rent_receipt_serial_seq') END AS serial
      FROM jsonb_to_recordset(instalments) AS i(id uuid, "bookingId" uuid, number smallint,
        "periodStart" date, "periodEnd" date, "dueDate" date, amount bigint, commission bigint,
        "ownerShare" bigint, status text, "paidAt" timestamptz, method text,
        "paymentOrderId" uuid, "receiptYear" text, "earningAvailableAt" timestamptz,
        "earningReleasedAt" timestamptz, "createdAt" timestamptz)
      ORDER BY i.number
  ) n;
END;
$$;
