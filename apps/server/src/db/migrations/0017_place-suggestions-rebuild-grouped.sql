-- place_suggestions_rebuild() (decision 0387): each listing's places are grouped by place and
-- spelling once, per status (four rows a listing, not eight), and the rows for every status
-- ('') are added up from those groups; the spellings and totals then aggregate the groups, not
-- the listings. Same rows as before (checked at a million listings: no row differs).
CREATE OR REPLACE FUNCTION place_suggestions_rebuild() RETURNS void
LANGUAGE sql AS $$
  DELETE FROM place_suggestions;
  WITH spelled AS MATERIALIZED (
    SELECT k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state,
      count(*)::integer AS n
    FROM properties AS l CROSS JOIN LATERAL place_keys(l) AS k
    WHERE l.approval = 'approved' AND l.is_active AND k.status <> ''
    GROUP BY k.kind, k.status, k.key, k.city_key, k.state_key, k.name, k.city, k.state
  ), places AS MATERIALIZED (
    SELECT kind, status, key, city_key, state_key, name, city, state, n FROM spelled
    UNION ALL
    SELECT kind, '', key, city_key, state_key, name, city, state, sum(n)::integer
    FROM spelled GROUP BY kind, key, city_key, state_key, name, city, state
  ), totals AS (
    SELECT kind, status, key, city_key, state_key, sum(n)::integer AS listings,
      min(name) AS name, min(city) AS city, upper(min(state)) AS state
    FROM places GROUP BY kind, status, key, city_key, state_key
  ), names AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(name, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, name, sum(n) AS n FROM places
      WHERE name IS NOT NULL GROUP BY kind, status, key, city_key, state_key, name) AS spelled
    GROUP BY kind, status, key, city_key, state_key
  ), cities AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(city, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, city, sum(n) AS n FROM places
      WHERE city IS NOT NULL GROUP BY kind, status, key, city_key, state_key, city) AS spelled
    GROUP BY kind, status, key, city_key, state_key
  ), states AS (
    SELECT kind, status, key, city_key, state_key, jsonb_object_agg(state, n) AS spellings
    FROM (SELECT kind, status, key, city_key, state_key, state, sum(n) AS n FROM places
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
