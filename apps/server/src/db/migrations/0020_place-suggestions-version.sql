-- The suggestions' version (decision 0430): one row whose number grows in the transaction of
-- every change the location box's suggestions read, so a node's cached answer is used only
-- while the number it was read with is still the current one, on every node sharing the database.
CREATE TABLE "place_suggestions_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "place_suggestions_version_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO place_suggestions_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION place_suggestions_version_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE place_suggestions_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once per statement: a bulk load or a rebuild bumps it once, not once per row. The places
-- table covers counts and names; properties covers what addresses are read from directly (the
-- columns shown or filtered by, and visibility), and a truncate of either.
CREATE TRIGGER place_suggestions_version_places
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON place_suggestions
FOR EACH STATEMENT EXECUTE FUNCTION place_suggestions_version_bump();
--> statement-breakpoint
CREATE TRIGGER place_suggestions_version_listings
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF id, approval, is_active, status, city, state, neighborhood, zip, address
ON properties FOR EACH STATEMENT EXECUTE FUNCTION place_suggestions_version_bump();
