-- The listings' version (decision 0560): one row whose number grows in the transaction of every
-- statement that changes what a search can show, so a node's cached search page is used only
-- while the number it was read under is still the current one, on every node sharing the
-- database. The same mechanism as the suggestions' version (migration 0020, decision 0430).
CREATE TABLE "listings_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listings_version_one_row" CHECK ("listings_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO listings_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION listings_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement: a page shows every field of a listing (its price, photos, status), so no
-- insert, delete or change of a listing may leave a cached page standing. A counted view alone
-- (view_count, last_viewed_at) is left out: every detail page records one, so bumping on it would
-- turn most searches cold and queue every view on this one row; a page's view count may lag, and
-- no search card shows it (the details page reads its own).
CREATE TRIGGER listings_version_listings
AFTER INSERT OR DELETE OR TRUNCATE ON properties
FOR EACH STATEMENT EXECUTE FUNCTION listings_version_bump();
--> statement-breakpoint
CREATE FUNCTION listings_version_bump_unless_views() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM before_rows b JOIN after_rows a ON a.id = b.id
    WHERE (to_jsonb(b) - 'view_count' - 'last_viewed_at')
      IS DISTINCT FROM (to_jsonb(a) - 'view_count' - 'last_viewed_at')
  ) THEN
    UPDATE listings_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_version_listing_changes
AFTER UPDATE ON properties
REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
FOR EACH STATEMENT EXECUTE FUNCTION listings_version_bump_unless_views();
--> statement-breakpoint
-- The location filter resolves its text through place_suggestions (properties.location-resolve.ts):
-- a rebuild of that table alone changes which listings a location search matches.
CREATE TRIGGER listings_version_places
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON place_suggestions
FOR EACH STATEMENT EXECUTE FUNCTION listings_version_bump();
