CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" double precision NOT NULL,
	"property_type" text NOT NULL,
	"status" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"zip" text,
	"neighborhood" text,
	"latitude" double precision,
	"longitude" double precision,
	"bedrooms" integer NOT NULL,
	"bathrooms" double precision NOT NULL,
	"square_feet" integer,
	"lot_size" double precision,
	"year_built" integer,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"digital_twin" jsonb DEFAULT '{"models":[],"documents":[]}'::jsonb NOT NULL,
	"media" jsonb,
	"media_uploaded" boolean DEFAULT false NOT NULL,
	"media_uploaded_at" timestamp (3) with time zone,
	"agent_id" uuid NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"agent_email" text DEFAULT '' NOT NULL,
	"approval" text DEFAULT 'pending' NOT NULL,
	"approval_updated_at" timestamp (3) with time zone,
	"approval_updated_by" uuid,
	"approved_at" timestamp (3) with time zone,
	"rejection_reason" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"status_updated_at" timestamp (3) with time zone,
	"status_updated_by" uuid,
	"buyer_id" uuid,
	"sold_at" timestamp (3) with time zone,
	"rented_at" timestamp (3) with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "property_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "property_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"old_status" text DEFAULT 'pending' NOT NULL,
	"new_status" text NOT NULL,
	"reason" text,
	"admin_id" uuid,
	"timestamp" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"viewer_id" uuid,
	"viewer_key" text NOT NULL,
	"user_agent" text,
	"referrer" text,
	"viewed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_shares" ADD CONSTRAINT "property_shares_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_status_history" ADD CONSTRAINT "property_status_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_public_created_idx" ON "properties" USING btree ("created_at","id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_created_idx" ON "properties" USING btree (lower("city"),"created_at","id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_city_price_idx" ON "properties" USING btree (lower("city"),"price","id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_type_created_idx" ON "properties" USING btree ("property_type","created_at","id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_features_idx" ON "properties" USING gin ("features") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_created_idx" ON "properties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "properties_agent_created_idx" ON "properties" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_approval_created_idx" ON "properties" USING btree ("approval","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_buyer_idx" ON "properties" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "property_shares_property_idx" ON "property_shares" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_shares_created_by_idx" ON "property_shares" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "property_status_history_property_idx" ON "property_status_history" USING btree ("property_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "property_views_property_viewed_idx" ON "property_views" USING btree ("property_id","viewed_at","id");--> statement-breakpoint
CREATE INDEX "property_views_property_viewer_idx" ON "property_views" USING btree ("property_id","viewer_key","viewed_at");--> statement-breakpoint
CREATE INDEX "property_views_viewer_idx" ON "property_views" USING btree ("viewer_id");