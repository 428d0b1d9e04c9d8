CREATE TABLE "features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'check' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"monthly_price" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_price_check" CHECK ("services"."monthly_price" > 0),
	CONSTRAINT "services_status_check" CHECK ("services"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_order_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_payment_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payment_orders_amount_check" CHECK ("payment_orders"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"allowed_properties" integer NOT NULL,
	"price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_paymentOrderId_unique" UNIQUE("payment_order_id")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pincode" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"area" integer NOT NULL,
	"furnishing" text NOT NULL,
	"rent" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"min_months" integer NOT NULL,
	"max_months" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"rejection_reason" text,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_average" real,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(city, '') || ' ' || coalesce(address, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "properties_months_check" CHECK ("properties"."min_months" between 1 and 24 and "properties"."max_months" between "properties"."min_months" and 24),
	CONSTRAINT "properties_money_check" CHECK ("properties"."rent" > 0 and "properties"."deposit" >= 0),
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "property_features" (
	"property_id" uuid NOT NULL,
	"feature_id" uuid NOT NULL,
	CONSTRAINT "property_features_property_id_feature_id_pk" PRIMARY KEY("property_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"large_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"during" daterange NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_features" ADD CONSTRAINT "property_features_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_features" ADD CONSTRAINT "property_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reservations" ADD CONSTRAINT "property_reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_reservations" ADD CONSTRAINT "property_reservations_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "features_name_idx" ON "features" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_idx" ON "services" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_order_idx" ON "payment_orders" USING btree ("provider_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_provider_payment_idx" ON "payment_orders" USING btree ("provider_payment_id") WHERE "payment_orders"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_orders_account_idx" ON "payment_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_owner_ends_idx" ON "subscriptions" USING btree ("owner_id","ends_at");--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "properties_moderation_idx" ON "properties" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "properties_visible_newest_idx" ON "properties" USING btree ("created_at" DESC NULLS LAST,"id") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_rent_idx" ON "properties" USING btree ("rent","id") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_rating_idx" ON "properties" USING btree ("rating_average" DESC NULLS LAST,"id") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_city_idx" ON "properties" USING btree (lower("city"),"rent") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_type_idx" ON "properties" USING btree ("type","rent") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_rooms_idx" ON "properties" USING btree ("bedrooms","bathrooms") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "properties_visible_furnishing_idx" ON "properties" USING btree ("furnishing","rent") WHERE status = 'approved' and not is_blocked and deleted_at is null;--> statement-breakpoint
CREATE INDEX "property_features_feature_idx" ON "property_features" USING btree ("feature_id","property_id");--> statement-breakpoint
CREATE INDEX "property_images_property_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "property_reservations_property_idx" ON "property_reservations" USING btree ("property_id") WHERE "property_reservations"."is_active";--> statement-breakpoint
-- Hand-written (drizzle-kit has no exclusion constraints): two active reservations of one property
-- can never overlap, whatever runs concurrently. btree_gist lets uuid equality join the range test.
ALTER TABLE "property_reservations" ADD CONSTRAINT "property_reservations_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "during" WITH &&) WHERE ("is_active");--> statement-breakpoint
ALTER TABLE "property_reservations" ADD CONSTRAINT "property_reservations_kind_check" CHECK ("kind" in ('booking', 'owner_block') and not isempty("during") and not lower_inf("during") and not upper_inf("during"));
