CREATE SEQUENCE "public"."rent_receipt_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"number" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"commission" bigint NOT NULL,
	"owner_share" bigint NOT NULL,
	"status" text NOT NULL,
	"paid_at" timestamp with time zone,
	"method" text,
	"payment_order_id" uuid,
	"receipt_number" text,
	"earning_available_at" timestamp with time zone,
	"earning_released_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"overdue_notified_at" timestamp with time zone,
	"autopay_failed_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_instalments_period_check" CHECK ("booking_instalments"."period_start" < "booking_instalments"."period_end" and "booking_instalments"."due_date" = "booking_instalments"."period_start"),
	CONSTRAINT "booking_instalments_amounts_check" CHECK ("booking_instalments"."amount" > 0 and "booking_instalments"."commission" >= 0 and "booking_instalments"."owner_share" >= 0 and "booking_instalments"."commission" + "booking_instalments"."owner_share" = "booking_instalments"."amount"),
	CONSTRAINT "booking_instalments_paid_check" CHECK ("booking_instalments"."status" <> 'paid' or ("booking_instalments"."paid_at" is not null and "booking_instalments"."receipt_number" is not null and "booking_instalments"."method" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_holder_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_wallet_not_negative";--> statement-breakpoint
DROP INDEX "ledger_accounts_platform_idx";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "instalment_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "autopay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ended_early_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_early_reason" text;--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD CONSTRAINT "booking_instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_instalments" ADD CONSTRAINT "booking_instalments_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_instalments_number_idx" ON "booking_instalments" USING btree ("booking_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_instalments_receipt_idx" ON "booking_instalments" USING btree ("receipt_number") WHERE "booking_instalments"."receipt_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_instalments_payment_order_idx" ON "booking_instalments" USING btree ("payment_order_id") WHERE "booking_instalments"."payment_order_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_instalments_unpaid_due_idx" ON "booking_instalments" USING btree ("due_date") WHERE "booking_instalments"."status" in ('upcoming', 'due', 'overdue');--> statement-breakpoint
CREATE INDEX "booking_instalments_release_idx" ON "booking_instalments" USING btree ("earning_available_at") WHERE "booking_instalments"."status" = 'paid' and "booking_instalments"."earning_released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_pending_idx" ON "ledger_accounts" USING btree ("holder_id") WHERE "ledger_accounts"."kind" = 'owner_pending';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_instalment_payment_idx" ON "ledger_transactions" USING btree ("instalment_id") WHERE "ledger_transactions"."kind" = 'instalment_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_platform_idx" ON "ledger_accounts" USING btree ("kind") WHERE "ledger_accounts"."holder_id" is null;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_holder_check" CHECK (("ledger_accounts"."kind" in ('wallet', 'owner_pending')) = ("ledger_accounts"."holder_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" not in ('wallet', 'owner_pending') or "ledger_accounts"."balance" >= 0);--> statement-breakpoint
-- Hand-written (decision 027): every stay confirmed before long stays paid its whole stay at
-- checkout, and its owner's share went straight to the wallet. Each gets the schedule that says
-- so: all months paid at confirmation, with their receipt numbers, their earnings already
-- released (the release job never moves that money again). No ledger row: the money is already
-- where the old rules put it. Month k's commission is a tenth of its amount rounded down; the last
-- month takes what the booking's stored commission leaves, so the months add up to the booking.
-- Receipt years are read in the default business time zone (Asia/Kolkata).
INSERT INTO booking_instalments (booking_id, number, period_start, period_end, due_date, amount,
    commission, owner_share, status, paid_at, method, receipt_number, earning_available_at,
    earning_released_at, created_at, updated_at)
SELECT b.id, m.k, m.period_start, m.period_end, m.period_start, m.amount, m.commission,
    m.amount - m.commission, 'paid', b.paid_at, coalesce(b.payment_method, 'wallet'),
    'NST-' || fy.start_year || '-' || lpad(((fy.start_year + 1) % 100)::text, 2, '0') || '-'
      || lpad(nextval('rent_receipt_serial_seq')::text, 6, '0'),
    b.paid_at, b.paid_at, now(), now()
  FROM (
    SELECT bk.*, coalesce(bk.confirmed_at, bk.created_at) AS paid_at,
        (bk.rent_total + bk.add_ons_total) / bk.rental_period AS monthly
      FROM bookings bk WHERE bk.status IN ('confirmed', 'completed')
  ) b
  CROSS JOIN LATERAL (
    SELECT CASE WHEN extract(month FROM (b.paid_at AT TIME ZONE 'Asia/Kolkata')) >= 4
        THEN extract(year FROM (b.paid_at AT TIME ZONE 'Asia/Kolkata'))::int
        ELSE extract(year FROM (b.paid_at AT TIME ZONE 'Asia/Kolkata'))::int - 1 END AS start_year
  ) fy
  CROSS JOIN LATERAL (
    SELECT k, (b.move_in_date + make_interval(months => k - 1))::date AS period_start,
        CASE WHEN k = b.rental_period THEN b.end_date
          ELSE (b.move_in_date + make_interval(months => k))::date END AS period_end,
        b.monthly AS amount,
        CASE WHEN k = b.rental_period THEN b.commission - (b.rental_period - 1) * (b.monthly / 10)
          ELSE b.monthly / 10 END AS commission
      FROM generate_series(1, b.rental_period) AS k
  ) m
  ORDER BY b.paid_at, b.id, m.k;
