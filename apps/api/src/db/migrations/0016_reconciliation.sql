CREATE TABLE "reconciliation_findings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text NOT NULL,
	"internal_reference" text,
	"ledger_amount" bigint,
	"provider_amount" bigint,
	"detail" text NOT NULL,
	"resolution" text,
	"resolution_note" text,
	"found_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"window_to" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"payments_checked" integer DEFAULT 0 NOT NULL,
	"refunds_checked" integer DEFAULT 0 NOT NULL,
	"payouts_checked" integer DEFAULT 0 NOT NULL,
	"findings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "auto_payout_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_findings_open_idx" ON "reconciliation_findings" USING btree ("kind","provider_reference") WHERE "reconciliation_findings"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reconciliation_findings_status_found_idx" ON "reconciliation_findings" USING btree ("status","found_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_scheduled_idx" ON "reconciliation_runs" USING btree ("scheduled_for");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_finished_idx" ON "reconciliation_runs" USING btree ("finished_at");--> statement-breakpoint
-- Weekly payouts turned on before this column existed count as on since the account was set.
UPDATE "payout_accounts" SET "auto_payout_since" = "created_at" WHERE "auto_payout";
