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
-- A spelling's count moved by delta; a spelling no listing uses any more is dropped.
CREATE FUNCTION place_spelling(spellings jsonb, spelling text, delta integer) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN spelling IS NULL THEN spellings
    WHEN coalesce((spellings ->> spelling)::integer, 0) + delta <= 0 THEN spellings - spelling
    ELSE spellings || jsonb_build_object(spelling, coalesce((spellings ->> spelling)::integer, 0) + delta)
  END
$$;
--> statement-breakpoint
-- The least spelling, as min() over the listings' column gives it.
CREATE FUNCTION place_least(spellings jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT min(spelling) FROM jsonb_object_keys(spellings) AS spelling
$$;
--> statement-breakpoint
CREATE FUNCTION place_suggestions_spell() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.name := place_least(NEW.names);
  NEW.city := place_least(NEW.cities);
  NEW.state := upper(place_least(NEW.states));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER place_suggestions_spell BEFORE INSERT OR UPDATE ON place_suggestions
FOR EACH ROW EXECUTE FUNCTION place_suggestions_spell();
--> statement-breakpoint
-- One place of one listing counted in (delta 1) or out (delta -1); a place left with no listing goes.
CREATE FUNCTION place_suggestion_add(
  _kind text, _status text, _key text, _city_key text, _state_key text,
  _name text, _city text, _state text, delta integer
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  left_over integer;
BEGIN
  INSERT INTO place_suggestions AS p (kind, status, key, city_key, state_key, names, cities, states, listings)
  VALUES (_kind, _status, _key, _city_key, _state_key, place_spelling('{}', _name, delta),
    place_spelling('{}', _city, delta), place_spelling('{}', _state, delta), delta)
  ON CONFLICT (kind, status, key, city_key, state_key) DO UPDATE SET
    names = place_spelling(p.names, _name, delta),
    cities = place_spelling(p.cities, _city, delta),
    states = place_spelling(p.states, _state, delta),
    listings = p.listings + delta
  RETURNING p.listings INTO left_over;
  IF left_over <= 0 THEN
    DELETE FROM place_suggestions AS p
    WHERE p.kind = _kind AND p.status = _status AND p.key = _key AND p.city_key = _city_key
      AND p.state_key = _state_key;
  END IF;
END
$$;
--> statement-breakpoint
-- Every place of one public listing, under its status and under '' (every status). The keys are
-- properties.place-keys.ts's expressions, to the letter.
CREATE FUNCTION place_suggestions_count(l properties, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  s text;
  state_key text := coalesce(upper(l.state), '');
BEGIN
  FOREACH s IN ARRAY ARRAY[l.status, ''] LOOP
    PERFORM place_suggestion_add('city', s, lower(l.city), lower(l.city), state_key,
      l.city, NULL, l.state, delta);
    IF coalesce(l.neighborhood, '') <> '' THEN
      PERFORM place_suggestion_add('neighborhood', s, lower(l.neighborhood), lower(l.city),
        state_key, l.neighborhood, l.city, l.state, delta);
    END IF;
    IF coalesce(l.zip, '') <> '' THEN
      PERFORM place_suggestion_add('zip', s, l.zip, '', '', NULL, l.city, l.state, delta);
    END IF;
    PERFORM place_suggestion_add('street', s,
      regexp_replace(lower(l.address), '^[0-9][0-9a-z/-]*[[:space:]]+', ''), '', '',
      NULL, NULL, NULL, delta);
  END LOOP;
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
  WITH listed AS (
    SELECT s.status, l.city, l.state, l.neighborhood, l.zip, lower(l.city) AS city_key,
      coalesce(upper(l.state), '') AS state_key,
      regexp_replace(lower(l.address), '^[0-9][0-9a-z/-]*[[:space:]]+', '') AS street
    FROM properties AS l CROSS JOIN LATERAL (VALUES (l.status), ('')) AS s(status)
    WHERE l.approval = 'approved' AND l.is_active
  ), places AS (
    SELECT 'city' AS kind, status, city_key AS key, city_key, state_key, city AS name,
      NULL::text AS city, state FROM listed
    UNION ALL
    SELECT 'neighborhood', status, lower(neighborhood), city_key, state_key, neighborhood, city,
      state FROM listed WHERE coalesce(neighborhood, '') <> ''
    UNION ALL
    SELECT 'zip', status, zip, '', '', NULL, city, state FROM listed WHERE coalesce(zip, '') <> ''
    UNION ALL
    SELECT 'street', status, street, '', '', NULL, NULL, NULL FROM listed
  ), spelled AS (
    SELECT kind, status, key, city_key, state_key, name, city, state, count(*)::integer AS n
    FROM places GROUP BY kind, status, key, city_key, state_key, name, city, state
  ), grouped AS (
    SELECT kind, status, key, city_key, state_key, array_agg(name) AS names,
      array_agg(city) AS cities, array_agg(state) AS states, array_agg(n) AS counts,
      sum(n)::integer AS listings
    FROM spelled GROUP BY kind, status, key, city_key, state_key
  )
  INSERT INTO place_suggestions (kind, status, key, city_key, state_key, names, cities, states, listings)
  SELECT kind, status, key, city_key, state_key,
    (SELECT coalesce(jsonb_object_agg(v, c), '{}') FROM (SELECT v, sum(c)::integer AS c
      FROM unnest(names, counts) AS u(v, c) WHERE v IS NOT NULL GROUP BY v) AS x),
    (SELECT coalesce(jsonb_object_agg(v, c), '{}') FROM (SELECT v, sum(c)::integer AS c
      FROM unnest(cities, counts) AS u(v, c) WHERE v IS NOT NULL GROUP BY v) AS x),
    (SELECT coalesce(jsonb_object_agg(v, c), '{}') FROM (SELECT v, sum(c)::integer AS c
      FROM unnest(states, counts) AS u(v, c) WHERE v IS NOT NULL GROUP BY v) AS x),
    listings
  FROM grouped;
$$;
--> statement-breakpoint
SELECT place_suggestions_rebuild();
