ALTER TABLE "bookings" ADD COLUMN "stay_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_stay_changed_idx" ON "bookings" USING btree ("stay_changed_at") WHERE "bookings"."stay_changed_at" is not null;--> statement-breakpoint
-- Stays ended early or extended before this column: when their timeline says so.
UPDATE "bookings" SET "stay_changed_at" = "changes"."at"
FROM (
  SELECT "booking_id", max("created_at") AS "at" FROM "booking_events"
  WHERE "from_status" = 'confirmed' AND "to_status" = 'confirmed'
    AND ("reason" LIKE 'Extended by %' OR "reason" LIKE 'Ending early:%')
  GROUP BY "booking_id"
) AS "changes"
WHERE "changes"."booking_id" = "bookings"."id";
