CREATE TABLE "signup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"password_hash" text NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"code_hash" text NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "signup_requests_role_check" CHECK ("signup_requests"."role" in ('user', 'owner'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "signup_requests_open_idx" ON "signup_requests" USING btree ("role","email","created_at") WHERE "signup_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."failed_at" is null;--> statement-breakpoint
-- Accounts that signed up before registrations existed and never verified become registrations
-- (with no live code: signing in or "resend" mails one), and the unverified rows are retired, so
-- an unverified account never holds credentials again (issue 8, item 1).
INSERT INTO "signup_requests" ("role", "email", "name", "phone", "password_hash", "documents", "code_hash", "code_sent_at", "code_expires_at", "created_at")
SELECT a."role", a."email", a."name", a."phone", a."password_hash",
  coalesce((SELECT jsonb_agg(jsonb_build_object('storageKey', d."storage_key", 'fileName', d."file_name", 'mimeType', d."mime_type", 'sizeBytes', d."size_bytes"))
    FROM "owner_documents" d WHERE d."owner_id" = a."id"), '[]'::jsonb),
  'none', 'epoch', 'epoch', now()
FROM "accounts" a
WHERE NOT a."is_verified" AND a."deleted_at" IS NULL AND a."password_hash" IS NOT NULL AND a."role" IN ('user', 'owner');
--> statement-breakpoint
UPDATE "accounts" SET "deleted_at" = now() WHERE NOT "is_verified" AND "deleted_at" IS NULL AND "role" IN ('user', 'owner');
