-- Galleries written by concurrent edits before this migration may hold two images at one
-- position: number each gallery 0, 1, 2… again in its current order before the key goes on.
WITH ordered AS (
	SELECT "id", row_number() OVER (PARTITION BY "property_id" ORDER BY "position", "created_at", "id") - 1 AS "place"
	FROM "property_images"
)
UPDATE "property_images" SET "position" = ordered."place" FROM ordered
WHERE "property_images"."id" = ordered."id" AND "property_images"."position" <> ordered."place";--> statement-breakpoint
DROP INDEX "property_images_property_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_property_position_key" ON "property_images" USING btree ("property_id","position");
