-- Issue 23: unverified registrations expire after a day (the sweep reads the oldest first), and
-- what one address parks in unverified owner documents is capped (the address each came from).
ALTER TABLE "signup_requests" ADD COLUMN "created_from" text;--> statement-breakpoint
CREATE INDEX "signup_requests_open_from_idx" ON "signup_requests" USING btree ("created_from") WHERE "signup_requests"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "signup_requests_created_idx" ON "signup_requests" USING btree ("created_at");