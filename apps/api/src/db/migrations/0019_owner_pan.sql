ALTER TABLE "accounts" ADD COLUMN "pan" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pan_format_check" CHECK ("accounts"."pan" is null or "accounts"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$');--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_pan_owner_check" CHECK ("accounts"."pan" is null or "accounts"."role" = 'owner');