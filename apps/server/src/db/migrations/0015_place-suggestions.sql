-- The location box's places (decision 0311): place_suggestions holds every city, neighborhood,
-- ZIP code and street of the public listings with their counts, per status and for every status
-- (status ''). A trigger on properties keeps it in the listing write's transaction; the last
-- statement fills it from the listings already there.
CREATE TABLE "place_suggestions" (
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"key" text collate "C" NOT NULL,
	"city_key" text collate "C" DEFAULT '' NOT NULL,
	"state_key" text DEFAULT '' NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"states" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"name" text,
	"city" text,
	"state" text,
	"listings" integer NOT NULL,
	CONSTRAINT "place_suggestions_kind_status_key_city_key_state_key_pk" PRIMARY KEY("kind","status","key","city_key","state_key")
);
--> statement-breakpoint
CREATE INDEX "place_suggestions_listings_idx" ON "place_suggestions" USING btree ("kind","status","listings" DESC NULLS LAST,"key");--> statement-breakpoint
CREATE INDEX "properties_public_status_address_order_idx" ON "properties" USING btree ("status",(lower("address") collate "C"),"id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
CREATE INDEX "properties_public_status_street_order_idx" ON "properties" USING btree ("status",(regexp_replace(lower("address"), '^[0-9][0-9a-z/-]*[[:space:]]+', '') collate "C"),(lower("address") collate "C"),"id") WHERE "properties"."approval" = 'approved' and "properties"."is_active";--> statement-breakpoint
-- Two spelling counts added up ({"Austin": 3} + {"Austin": -1, "AUSTIN": 1}); a spelling no
-- listing uses any more is dropped.
-- (PL/pgSQL here and below: it keeps its plans for the session, a SQL function would plan anew
-- on every call.)
CREATE FUNCTION place_spellings_add(a jsonb, b jsonb) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  spelling text;
  n integer;
BEGIN
  FOR spelling, n IN SELECT e.key, e.value::integer FROM jsonb_each_text(b) AS e LOOP
    n := coalesce((a ->> spelling)::integer, 0) + n;
    a := CASE WHEN n > 0 THEN a || jsonb_build_object(spelling, n) ELSE a - spelling END;
  END LOOP;
  RETURN a;
END
$$;
--> statement-breakpoint
-- The least spelling, as min() over the listings' column gives it.
CREATE FUNCTION place_least(spellings jsonb) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN (SELECT min(spelling) FROM jsonb_object_keys(spellings) AS spelling);
END
$$;
--> statement-breakpoint
-- The places of one listing, under its status and under '' (every status). The keys are
-- properties.place-keys.ts's expressions, to the letter; no place for an empty neighborhood or ZIP.
CREATE FUNCTION place_keys(l properties)
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
    ('street', regexp_replace(lower(l.address), '^[0-9][0-9a-z/-]*[[:space:]]+', ''), '', '',
      NULL, NULL, NULL)
  ) AS places(kind, key, city_key, state_key, name, city, state)
  WHERE coalesce(places.key, '') <> ''
$$;
--> statement-breakpoint
-- One listing's places counted in (delta 1) or out (delta -1), in one statement; a place left
-- with no listing goes.
CREATE FUNCTION place_suggestions_count(l properties, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_suggestions AS p
    (kind, status, key, city_key, state_key, names, cities, states, name, city, state, listings)
  SELECT k.kind, k.status, k.key, k.city_key, k.state_key,
    CASE WHEN k.name IS NULL THEN '{}' ELSE jsonb_build_object(k.name, delta) END,
    CASE WHEN k.city IS NULL THEN '{}' ELSE jsonb_build_object(k.city, delta) END,
    CASE WHEN k.state IS NULL THEN '{}' ELSE jsonb_build_object(k.state, delta) END,
    k.name, k.city, upper(k.state), delta
  FROM place_keys(l) AS k
  ON CONFLICT (kind, status, key, city_key, state_key) DO UPDATE SET
    names = place_spellings_add(p.names, excluded.names),
    cities = place_spellings_add(p.cities, excluded.cities),
    states = place_spellings_add(p.states, excluded.states),
    name = place_least(place_spellings_add(p.names, excluded.names)),
    city = place_least(place_spellings_add(p.cities, excluded.cities)),
    state = upper(place_least(place_spellings_add(p.states, excluded.states))),
    listings = p.listings + excluded.listings;
  IF delta < 0 THEN
    DELETE FROM place_suggestions AS p USING place_keys(l) AS k
    WHERE p.listings <= 0 AND p.kind = k.kind AND p.status = k.status
      AND p.key = k.key AND p.city_key = k.city_key AND p.state_key = k.state_key;
  END IF;
END
$$;
--> statement-breakpoint
-- A listing counts while approved and active; an edit that leaves its places and status alone
-- changes nothing.
CREATE FUNCTION properties_place_suggestions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.approval = 'approved' AND OLD.is_active THEN
    IF TG_OP = 'UPDATE' AND NEW.approval = 'approved' AND NEW.is_active
      AND (OLD.city, OLD.state, OLD.neighborhood, OLD.zip, OLD.address, OLD.status)
        IS NOT DISTINCT FROM (NEW.city, NEW.state, NEW.neighborhood, NEW.zip, NEW.address, NEW.status)
    THEN
      RETURN NULL;
    END IF;
    PERFORM place_suggestions_count(OLD, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.approval = 'approved' AND NEW.is_active THEN
    PERFORM place_suggestions_count(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER place_suggestions_sync
AFTER INSERT OR DELETE OR UPDATE OF approval, is_active, status, city, state, neighborhood, zip, address
ON properties FOR EACH ROW EXECUTE FUNCTION properties_place_suggestions();
--> statement-breakpoint
-- The whole table from the listings in one pass: this migration's backfill, and a bulk load's
-- (the bench disables the trigger while it loads, then calls this).
CREATE FUNCTION place_suggestions_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM place_suggestions;
  WITH places AS MATERIALIZED (
    SELECT k.* FROM properties AS l CROSS JOIN LATERAL place_keys(l) AS k
    WHERE l.approval = 'approved' AND l.is_active
  ), totals AS (
    SELECT kind, status, key, city_key, state_key, count(*)::integer AS listings, min(name) AS name,
      min(city) AS city, upper(min(state)) AS state
    FROM places GROUP BY kind, status, key, city_key, state_key
  ), names AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(name, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, name, count(*) AS n FROM places
      WHERE name IS NOT NULL GROUP BY kind, status, key, city_key, state_key, name) AS spelled
    GROUP BY kind, status, key, city_key, state_key
  ), cities AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(city, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, city, count(*) AS n FROM places
      WHERE city IS NOT NULL GROUP BY kind, status, key, city_key, state_key, city) AS spelled
    GROUP BY kind, status, key, city_key, state_key
  ), states AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(state, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, state, count(*) AS n FROM places
      WHERE state IS NOT NULL GROUP BY kind, status, key, city_key, state_key, state) AS spelled
    GROUP BY kind, status, key, city_key, state_key
  )
  INSERT INTO place_suggestions
    (kind, status, key, city_key, state_key, names, cities, states, name, city, state, listings)
  SELECT t.kind, t.status, t.key, t.city_key, t.state_key, coalesce(n.spellings, '{}'),
    coalesce(c.spellings, '{}'), coalesce(s.spellings, '{}'), t.name, t.city, t.state, t.listings
  FROM totals AS t
  LEFT JOIN names AS n USING (kind, status, key, city_key, state_key)
  LEFT JOIN cities AS c USING (kind, status, key, city_key, state_key)
  LEFT JOIN states AS s USING (kind, status, key, city_key, state_key);
$$;
--> statement-breakpoint
SELECT place_suggestions_rebuild();
