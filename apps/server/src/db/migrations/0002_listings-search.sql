-- Full-text and fuzzy search over listings (issue #3). drizzle cannot express these, so the
-- schema file does not know the two generated columns; the repository reaches them through sql.
create extension if not exists pg_trgm;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
	setweight(to_tsvector('english', coalesce("title", '')), 'A') ||
	setweight(to_tsvector('english', coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("neighborhood", '')), 'B') ||
	setweight(to_tsvector('english', coalesce("description", '')), 'C')
) STORED;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
	lower(coalesce("title", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", ''))
) STORED;
--> statement-breakpoint
CREATE INDEX "properties_search_idx" ON "properties" USING gin ("search");
--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);
