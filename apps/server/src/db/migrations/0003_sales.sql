CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"neighborhood" text,
	"latitude" double precision,
	"longitude" double precision,
	"property_type" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" double precision NOT NULL,
	"square_feet" double precision NOT NULL,
	"lot_size" double precision,
	"year_built" integer,
	"garage_spaces" integer,
	"price" double precision NOT NULL,
	"sold_at" date NOT NULL,
	"source" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE INDEX "sales_city_state_sold_idx" ON "sales" USING btree ("state","city","sold_at");--> statement-breakpoint
CREATE INDEX "sales_zip_sold_idx" ON "sales" USING btree ("zip","sold_at");--> statement-breakpoint
CREATE INDEX "sales_sold_idx" ON "sales" USING btree ("sold_at");--> statement-breakpoint
CREATE INDEX "sales_created_idx" ON "sales" USING btree ("created_at");