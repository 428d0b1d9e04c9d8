CREATE TABLE "payout_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_number_ciphertext" text,
	"account_number_key_id" text,
	"account_number_last4" text,
	"ifsc" text,
	"vpa" text,
	"provider_contact_id" text,
	"provider_fund_account_id" text,
	"status" text NOT NULL,
	"failure_reason" text,
	"registered_name" text,
	"verified_at" timestamp with time zone,
	"auto_payout" boolean DEFAULT false NOT NULL,
	"payouts_held_until" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"payout_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"destination" text NOT NULL,
	"provider_payout_id" text,
	"utr" text,
	"failure_reason" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_payout_account_id_payout_accounts_id_fk" FOREIGN KEY ("payout_account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_current_idx" ON "payout_accounts" USING btree ("account_id") WHERE "payout_accounts"."replaced_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_provider_payout_idx" ON "payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "payouts_account_created_idx" ON "payouts" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('verify_email', 'reset_password', 'payout_account_change'));--> statement-breakpoint
-- Money out (decision 028): the platform's accounts for money on its way to a bank and paid out.
INSERT INTO ledger_accounts (kind) VALUES ('payouts_in_transit'), ('paid_out') ON CONFLICT DO NOTHING;
