CREATE TABLE "deposit_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"reason" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "deposit_deductions_reason_check" CHECK (char_length("deposit_deductions"."reason") between 5 and 300),
	CONSTRAINT "deposit_deductions_amount_check" CHECK ("deposit_deductions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"owner_amount" bigint,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "deposit_disputes_resolution_check" CHECK ("deposit_disputes"."status" in ('open', 'resolved') and ("deposit_disputes"."status" = 'resolved') = ("deposit_disputes"."resolved_at" is not null and "deposit_disputes"."owner_amount" is not null) and coalesce("deposit_disputes"."owner_amount", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "deposit_settlements" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"deposit" bigint NOT NULL,
	"status" text NOT NULL,
	"owner_deadline" timestamp with time zone NOT NULL,
	"proposed_at" timestamp with time zone,
	"tenant_deadline" timestamp with time zone,
	"owner_amount" bigint,
	"tenant_amount" bigint,
	"settled_at" timestamp with time zone,
	"settled_by" text,
	"ledger_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_settlements_values_check" CHECK ("deposit_settlements"."status" in ('awaiting_owner', 'proposed', 'disputed', 'settled') and ("deposit_settlements"."settled_by" is null or "deposit_settlements"."settled_by" in ('owner', 'tenant', 'owner_silence', 'tenant_silence', 'admin', 'before_long_stays'))),
	CONSTRAINT "deposit_settlements_amounts_check" CHECK ("deposit_settlements"."deposit" >= 0 and coalesce("deposit_settlements"."owner_amount", 0) >= 0 and coalesce("deposit_settlements"."tenant_amount", 0) >= 0 and ("deposit_settlements"."owner_amount" is null) = ("deposit_settlements"."tenant_amount" is null) and ("deposit_settlements"."owner_amount" is null or "deposit_settlements"."owner_amount" + "deposit_settlements"."tenant_amount" = "deposit_settlements"."deposit")),
	CONSTRAINT "deposit_settlements_status_check" CHECK (("deposit_settlements"."status" <> 'proposed' or ("deposit_settlements"."proposed_at" is not null and "deposit_settlements"."tenant_deadline" is not null and "deposit_settlements"."owner_amount" is not null)) and (("deposit_settlements"."status" = 'settled') = ("deposit_settlements"."settled_at" is not null and "deposit_settlements"."settled_by" is not null)) and ("deposit_settlements"."status" <> 'settled' or "deposit_settlements"."owner_amount" is not null))
);
--> statement-breakpoint
ALTER TABLE "deposit_deductions" ADD CONSTRAINT "deposit_deductions_booking_id_deposit_settlements_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."deposit_settlements"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_booking_id_deposit_settlements_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."deposit_settlements"("booking_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_resolved_by_accounts_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settlements" ADD CONSTRAINT "deposit_settlements_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_deductions_position_idx" ON "deposit_deductions" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_disputes_booking_idx" ON "deposit_disputes" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "deposit_disputes_status_opened_idx" ON "deposit_disputes" USING btree ("status","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deposit_settlements_owner_deadline_idx" ON "deposit_settlements" USING btree ("owner_deadline") WHERE "deposit_settlements"."status" = 'awaiting_owner';--> statement-breakpoint
CREATE INDEX "deposit_settlements_tenant_deadline_idx" ON "deposit_settlements" USING btree ("tenant_deadline") WHERE "deposit_settlements"."status" = 'proposed';--> statement-breakpoint
-- Completed stays from before the move-out settlement got their deposit back at completion
-- (a `deposit_return` posting, none for a zero deposit): each is recorded as settled that way.
INSERT INTO "deposit_settlements" ("booking_id", "deposit", "status", "owner_deadline", "owner_amount", "tenant_amount", "settled_at", "settled_by", "ledger_transaction_id", "created_at", "updated_at")
SELECT b."id", b."deposit", 'settled', coalesce(t."created_at", b."completed_at", b."updated_at"), 0, b."deposit",
  coalesce(t."created_at", b."completed_at", b."updated_at"), 'before_long_stays', t."id",
  coalesce(t."created_at", b."completed_at", b."updated_at"), coalesce(t."created_at", b."completed_at", b."updated_at")
FROM "bookings" b
LEFT JOIN LATERAL (
  SELECT lt."id", lt."created_at" FROM "ledger_transactions" lt
  WHERE lt."booking_id" = b."id" AND lt."kind" = 'deposit_return'
  ORDER BY lt."created_at" LIMIT 1
) t ON true
WHERE b."status" = 'completed' AND (t."id" IS NOT NULL OR b."deposit" = 0)
ON CONFLICT ("booking_id") DO NOTHING;
