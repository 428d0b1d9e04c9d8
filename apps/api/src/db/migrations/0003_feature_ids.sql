ALTER TABLE "properties" ADD COLUMN "feature_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_listed_features_idx" ON "properties" USING gin ("feature_ids") WHERE is_listed;--> statement-breakpoint
-- Hand-written: property_features stays the source of truth; this trigger mirrors it into
-- properties.feature_ids on every insert and delete (including the cascade when a feature goes).
CREATE OR REPLACE FUNCTION property_features_mirror() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE properties SET feature_ids = array_append(array_remove(feature_ids, NEW.feature_id), NEW.feature_id) WHERE id = NEW.property_id;
    RETURN NEW;
  END IF;
  UPDATE properties SET feature_ids = array_remove(feature_ids, OLD.feature_id) WHERE id = OLD.property_id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER property_features_mirror AFTER INSERT OR DELETE ON property_features
  FOR EACH ROW EXECUTE FUNCTION property_features_mirror();--> statement-breakpoint
UPDATE properties p SET feature_ids = coalesce((SELECT array_agg(pf.feature_id) FROM property_features pf WHERE pf.property_id = p.id), '{}');
