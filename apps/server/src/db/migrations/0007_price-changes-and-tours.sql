CREATE TABLE "property_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"old_price" double precision NOT NULL,
	"new_price" double precision NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "status" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "property_price_changes" ADD CONSTRAINT "property_price_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_price_changes_property_idx" ON "property_price_changes" USING btree ("property_id","changed_at","id");