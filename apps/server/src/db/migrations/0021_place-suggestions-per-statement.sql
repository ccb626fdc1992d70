-- place_suggestions kept per statement, not per row (decision 0515): the row trigger of migration
-- 0015 paid one upsert of up to ten rows for every listing, so a bulk insert of 4,000 listings
-- ran 4,000 upserts and the location tests and the bench had to switch it off and rebuild. Three
-- statement triggers now read the statement's changed listings from its transition tables,
-- count them per place and spelling once, and upsert each place once. On PGlite and Postgres
-- alike, in the write's own transaction, whatever code writes the listings.
DROP TRIGGER place_suggestions_sync ON properties;
--> statement-breakpoint
DROP FUNCTION properties_place_suggestions();
--> statement-breakpoint
DROP FUNCTION place_suggestions_count(properties, integer);
--> statement-breakpoint
-- One place and spelling's signed count of listings (place_keys()'s columns and n).
CREATE TYPE place_count_change AS (
  kind text, status text, key text, city_key text, state_key text, name text, city text,
  state text, n integer
);
--> statement-breakpoint
-- A statement's changes counted into place_suggestions: each place upserted once, its spellings
-- added up (place_spellings_add), and a place left with no listing deleted. Nothing is written,
-- and so the suggestions' version is not bumped, when the statement changed no place.
CREATE FUNCTION place_suggestions_apply(changes place_count_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(changes), 0) = 0 THEN
    RETURN;
  END IF;
  WITH c AS MATERIALIZED (
    SELECT * FROM unnest(changes) WHERE n <> 0
  ), totals AS (
    SELECT kind, status, key, city_key, state_key, sum(n)::integer AS listings
    FROM c GROUP BY kind, status, key, city_key, state_key
  ), names AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(name, n) AS spellings,
      min(name) FILTER (WHERE n > 0) AS least
    FROM (SELECT kind, status, key, city_key, state_key, name, sum(n) AS n FROM c
      WHERE name IS NOT NULL GROUP BY kind, status, key, city_key, state_key, name) AS spelled
    WHERE n <> 0 GROUP BY kind, status, key, city_key, state_key
  ), cities AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(city, n) AS spellings,
      min(city) FILTER (WHERE n > 0) AS least
    FROM (SELECT kind, status, key, city_key, state_key, city, sum(n) AS n FROM c
      WHERE city IS NOT NULL GROUP BY kind, status, key, city_key, state_key, city) AS spelled
    WHERE n <> 0 GROUP BY kind, status, key, city_key, state_key
  ), states AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(state, n) AS spellings,
      min(state) FILTER (WHERE n > 0) AS least
    FROM (SELECT kind, status, key, city_key, state_key, state, sum(n) AS n FROM c
      WHERE state IS NOT NULL GROUP BY kind, status, key, city_key, state_key, state) AS spelled
    WHERE n <> 0 GROUP BY kind, status, key, city_key, state_key
  ), changed AS (
    SELECT t.kind, t.status, t.key, t.city_key, t.state_key, t.listings,
      coalesce(n.spellings, '{}') AS names, coalesce(ci.spellings, '{}') AS cities,
      coalesce(s.spellings, '{}') AS states, n.least AS name, ci.least AS city, s.least AS state
    FROM totals AS t
    LEFT JOIN names AS n USING (kind, status, key, city_key, state_key)
    LEFT JOIN cities AS ci USING (kind, status, key, city_key, state_key)
    LEFT JOIN states AS s USING (kind, status, key, city_key, state_key)
  )
  INSERT INTO place_suggestions AS p
    (kind, status, key, city_key, state_key, names, cities, states, name, city, state, listings)
  -- A new place's least spellings come from the grouping above (no function call per row, which
  -- is most of a bulk load's rows); a place already there merges its spellings.
  SELECT kind, status, key, city_key, state_key, names, cities, states, name, city, upper(state),
    listings
  FROM changed
  WHERE listings <> 0 OR names <> '{}' OR cities <> '{}' OR states <> '{}'
  ON CONFLICT (kind, status, key, city_key, state_key) DO UPDATE SET
    names = place_spellings_add(p.names, excluded.names),
    cities = place_spellings_add(p.cities, excluded.cities),
    states = place_spellings_add(p.states, excluded.states),
    name = place_least(place_spellings_add(p.names, excluded.names)),
    city = place_least(place_spellings_add(p.cities, excluded.cities)),
    state = upper(place_least(place_spellings_add(p.states, excluded.states))),
    listings = p.listings + excluded.listings;
  DELETE FROM place_suggestions AS p
  USING (SELECT DISTINCT kind, status, key, city_key, state_key FROM unnest(changes) WHERE n < 0) AS k
  WHERE p.listings <= 0 AND p.kind = k.kind AND p.status = k.status AND p.key = k.key
    AND p.city_key = k.city_key AND p.state_key = k.state_key;
END
$$;
--> statement-breakpoint
-- The statement's listings counted in (new rows) and out (old rows), grouped per place and
-- spelling before they leave the trigger. A listing counts while approved and active; an update
-- that leaves a listing's places, status and visibility alone counts nothing, so a price change
-- writes no place row. The transition tables are named alike in the three triggers; each
-- branch reads only the ones its event has.
CREATE FUNCTION properties_place_suggestions_statement() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changes place_count_change[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(row(k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city,
        k.state, k.n)::place_count_change)
      INTO changes
      FROM (SELECT k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state,
          count(*)::integer AS n
        FROM new_listings AS l CROSS JOIN LATERAL place_keys(l) AS k
        WHERE l.approval = 'approved' AND l.is_active
        GROUP BY k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state) AS k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(row(k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city,
        k.state, k.n)::place_count_change)
      INTO changes
      FROM (SELECT k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state,
          -count(*)::integer AS n
        FROM old_listings AS l CROSS JOIN LATERAL place_keys(l) AS k
        WHERE l.approval = 'approved' AND l.is_active
        GROUP BY k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state) AS k;
  ELSE
    SELECT array_agg(row(k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city,
        k.state, k.n)::place_count_change)
      INTO changes
      FROM (SELECT k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state,
          sum(k.delta)::integer AS n
        FROM (
          SELECT k.*, -1 AS delta FROM old_listings AS o
            LEFT JOIN new_listings AS n ON n.id = o.id
            CROSS JOIN LATERAL place_keys(o) AS k
          WHERE o.approval = 'approved' AND o.is_active AND NOT coalesce(
            n.approval = 'approved' AND n.is_active
              AND (o.city, o.state, o.neighborhood, o.zip, o.address, o.status)
                IS NOT DISTINCT FROM (n.city, n.state, n.neighborhood, n.zip, n.address, n.status),
            false)
          UNION ALL
          SELECT k.*, 1 AS delta FROM new_listings AS n
            LEFT JOIN old_listings AS o ON o.id = n.id
            CROSS JOIN LATERAL place_keys(n) AS k
          WHERE n.approval = 'approved' AND n.is_active AND NOT coalesce(
            o.approval = 'approved' AND o.is_active
              AND (o.city, o.state, o.neighborhood, o.zip, o.address, o.status)
                IS NOT DISTINCT FROM (n.city, n.state, n.neighborhood, n.zip, n.address, n.status),
            false)
        ) AS k
        GROUP BY k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state) AS k;
  END IF;
  PERFORM place_suggestions_apply(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The insert's trigger keeps the old trigger's name, so a bulk load that switches it off by
-- name (the bench's, before a rebuild) still does. An update trigger with transition tables
-- cannot name its columns: every update statement runs it, and the branch above skips rows whose
-- places did not change.
CREATE TRIGGER place_suggestions_sync
AFTER INSERT ON properties REFERENCING NEW TABLE AS new_listings
FOR EACH STATEMENT EXECUTE FUNCTION properties_place_suggestions_statement();
--> statement-breakpoint
CREATE TRIGGER place_suggestions_sync_update
AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings
FOR EACH STATEMENT EXECUTE FUNCTION properties_place_suggestions_statement();
--> statement-breakpoint
CREATE TRIGGER place_suggestions_sync_delete
AFTER DELETE ON properties REFERENCING OLD TABLE AS old_listings
FOR EACH STATEMENT EXECUTE FUNCTION properties_place_suggestions_statement();
--> statement-breakpoint
CREATE INDEX "place_suggestions_prefix1_idx" ON "place_suggestions" USING btree ("kind","status",left("key", 1),"listings" DESC NULLS LAST,("name" collate "C")) WHERE "place_suggestions"."kind" in ('city', 'neighborhood');--> statement-breakpoint
CREATE INDEX "place_suggestions_prefix2_idx" ON "place_suggestions" USING btree ("kind","status",left("key", 2),"listings" DESC NULLS LAST,("name" collate "C")) WHERE "place_suggestions"."kind" in ('city', 'neighborhood');--> statement-breakpoint
CREATE INDEX "place_suggestions_prefix3_idx" ON "place_suggestions" USING btree ("kind","status",left("key", 3),"listings" DESC NULLS LAST,("name" collate "C")) WHERE "place_suggestions"."kind" in ('city', 'neighborhood');
--> statement-breakpoint
ANALYZE place_suggestions;
