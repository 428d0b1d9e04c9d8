CREATE TABLE "lost_search_daily" (
	"day" date NOT NULL,
	"city_key" text NOT NULL,
	"max_rent_band" bigint NOT NULL,
	"move_in_month" text NOT NULL,
	"rental_period" smallint NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"few_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lost_search_daily_day_city_key_max_rent_band_move_in_month_rental_period_pk" PRIMARY KEY("day","city_key","max_rent_band","move_in_month","rental_period")
);
--> statement-breakpoint
CREATE TABLE "search_demand_daily" (
	"day" date NOT NULL,
	"city_key" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"zero_results" integer DEFAULT 0 NOT NULL,
	"few_results" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_demand_daily_day_city_key_pk" PRIMARY KEY("day","city_key")
);
--> statement-breakpoint
CREATE INDEX "lost_search_daily_city_idx" ON "lost_search_daily" USING btree ("city_key","day");--> statement-breakpoint
CREATE INDEX "search_demand_daily_city_idx" ON "search_demand_daily" USING btree ("city_key","day");--> statement-breakpoint
-- Hand-written (issue 11, docs/performance.md): covering indexes so each dashboard reads its sums
-- from an index alone instead of the wide rows. Not declared in the Drizzle schema (INCLUDE).
-- Earnings of one owner's wallet and the commission account, by time.
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("ledger_account_id","created_at") INCLUDE ("amount","entry_kind");--> statement-breakpoint
-- Paid bookings by payment time: counts and gross booking value per period.
CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("confirmed_at") INCLUDE ("subtotal") WHERE "confirmed_at" IS NOT NULL;--> statement-breakpoint
-- Refunds by cancellation time.
CREATE INDEX "bookings_cancelled_idx" ON "bookings" USING btree ("cancelled_at") INCLUDE ("refund_amount","deposit") WHERE "status" = 'cancelled';--> statement-breakpoint
-- Finished bookings by the time they finished (the admin's history of completions and expiries).
CREATE INDEX "bookings_completed_idx" ON "bookings" USING btree ("completed_at") WHERE "status" = 'completed';--> statement-breakpoint
CREATE INDEX "bookings_expired_idx" ON "bookings" USING btree ("expires_at") WHERE "status" = 'expired';--> statement-breakpoint
-- Listings by status (moderation and owner counts).
CREATE INDEX "properties_live_status_idx" ON "properties" USING btree ("status","is_blocked") WHERE "deleted_at" IS NULL;--> statement-breakpoint
-- Lost demand: each city's cheapest listed home and the stay lengths offered there.
CREATE INDEX "properties_listed_city_terms_idx" ON "properties" USING btree ("city_key","rent") INCLUDE ("min_months","max_months") WHERE "is_listed";
