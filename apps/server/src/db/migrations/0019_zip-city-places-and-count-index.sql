-- ZIP codes within their city and state (decision 0420): place_keys() gives each listing one more
-- place, kind 'zip-city' (its ZIP code, city and state), so "Austin, TX 787" counts Austin's ZIP
-- codes starting with 787 from those rows instead of the listings. The trigger and the rebuild
-- both take their places from place_keys(), so they keep and fill the new rows unchanged.
CREATE OR REPLACE FUNCTION place_keys(l properties)
RETURNS TABLE (kind text, status text, key text, city_key text, state_key text, name text, city text, state text)
LANGUAGE sql IMMUTABLE AS $$
  SELECT places.kind, s.status, places.key, places.city_key, places.state_key, places.name,
    places.city, places.state
  FROM (VALUES (l.status), ('')) AS s(status)
  CROSS JOIN (VALUES
    ('city', lower(l.city), lower(l.city), coalesce(upper(l.state), ''), l.city, NULL, l.state),
    ('neighborhood', lower(l.neighborhood), lower(l.city), coalesce(upper(l.state), ''),
      l.neighborhood, l.city, l.state),
    ('zip', l.zip, '', '', NULL, l.city, l.state),
    ('zip-city', l.zip, lower(l.city), coalesce(upper(l.state), ''), NULL, l.city, l.state),
    ('street', regexp_replace(lower(l.address), '^[0-9][0-9a-z/-]*[[:space:]]+', ''), '', '',
      NULL, NULL, NULL)
  ) AS places(kind, key, city_key, state_key, name, city, state)
  WHERE coalesce(places.key, '') <> ''
$$;
--> statement-breakpoint
-- The backfill: the whole table again from the listings (the new rows, the others unchanged).
SELECT place_suggestions_rebuild();
--> statement-breakpoint
CREATE INDEX "place_suggestions_zip_city_idx" ON "place_suggestions" USING btree ("status","city_key","state_key","key") WHERE "place_suggestions"."kind" = 'zip-city';
--> statement-breakpoint
-- The table has about twice the rows it had: plan the suggestions on its new statistics at once,
-- not after autovacuum comes round (it chose a full range of another index until then).
ANALYZE place_suggestions;
--> statement-breakpoint
-- The typical search's bounded count (decision 0421): the city joins the index's columns so the
-- count is an index-only scan (lower(city) is computed from it), not 400 table pages a search.
DROP INDEX "properties_public_city_price_idx";--> statement-breakpoint
CREATE INDEX "properties_public_city_price_idx" ON "properties" USING btree (lower("city"),"price","id","bedrooms","city") WHERE "properties"."approval" = 'approved' and "properties"."is_active";
