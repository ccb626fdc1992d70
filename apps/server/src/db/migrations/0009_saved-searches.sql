CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"property_title" text NOT NULL,
	"property_status" text NOT NULL,
	"price" double precision NOT NULL,
	"old_price" double precision,
	"created_at" timestamp (3) with time zone NOT NULL,
	"mailed_at" timestamp (3) with time zone,
	"lease_until" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"filters_key" text NOT NULL,
	"status" text NOT NULL,
	"city_key" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"alerts_enabled" boolean DEFAULT true NOT NULL,
	"last_digest_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_new_listing_idx" ON "saved_search_alerts" USING btree ("saved_search_id","property_id") WHERE "saved_search_alerts"."kind" = 'new-listing';--> statement-breakpoint
CREATE INDEX "saved_search_alerts_unsent_idx" ON "saved_search_alerts" USING btree ("created_at") WHERE "saved_search_alerts"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_search_idx" ON "saved_search_alerts" USING btree ("saved_search_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_filters_idx" ON "saved_searches" USING btree ("user_id","filters_key");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_candidates_idx" ON "saved_searches" USING btree ("status","city_key") WHERE "saved_searches"."alerts_enabled";