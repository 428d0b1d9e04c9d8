DROP INDEX "properties_visible_newest_idx";--> statement-breakpoint
DROP INDEX "properties_visible_rent_idx";--> statement-breakpoint
DROP INDEX "properties_visible_rating_idx";--> statement-breakpoint
DROP INDEX "properties_visible_city_idx";--> statement-breakpoint
DROP INDEX "properties_visible_type_idx";--> statement-breakpoint
DROP INDEX "properties_visible_rooms_idx";--> statement-breakpoint
DROP INDEX "properties_visible_furnishing_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "city_key" text GENERATED ALWAYS AS (lower(city)) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_listed_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_rent_idx" ON "properties" USING btree ("rent","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_rating_idx" ON "properties" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_city_newest_idx" ON "properties" USING btree ("city_key","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_city_rent_idx" ON "properties" USING btree ("city_key","rent","id") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_city_rating_idx" ON "properties" USING btree ("city_key","rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_type_idx" ON "properties" USING btree ("type","rent") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_rooms_idx" ON "properties" USING btree ("bedrooms","bathrooms") WHERE is_listed;--> statement-breakpoint
CREATE INDEX "properties_listed_furnishing_idx" ON "properties" USING btree ("furnishing","rent") WHERE is_listed;--> statement-breakpoint
-- Hand-written: is_listed is derived, never written by the application. A property is listed when
-- it is approved, not blocked, not deleted, and its owner is active and not deleted.
CREATE OR REPLACE FUNCTION properties_set_listed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_listed := NEW.status = 'approved' AND NOT NEW.is_blocked AND NEW.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM accounts o WHERE o.id = NEW.owner_id AND o.status = 'active' AND o.deleted_at IS NULL);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_set_listed BEFORE INSERT OR UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_set_listed();--> statement-breakpoint
-- Blocking, unblocking or deleting an owner re-derives the flag of all their properties.
CREATE OR REPLACE FUNCTION accounts_relist_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role = 'owner' AND (NEW.status IS DISTINCT FROM OLD.status OR NEW.deleted_at IS DISTINCT FROM OLD.deleted_at) THEN
    UPDATE properties SET owner_id = owner_id WHERE owner_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_relist_properties AFTER UPDATE OF status, deleted_at ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_relist_properties();--> statement-breakpoint
UPDATE properties SET owner_id = owner_id;
