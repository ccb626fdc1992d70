-- The typical search (a city, a price range, bedrooms; decision 0310): bedrooms join the city and
-- price index after its order's (price, id), so the bounded count's bitmap keeps only the
-- matching entries, half as many at a million listings.
DROP INDEX "properties_public_city_price_idx";--> statement-breakpoint
CREATE INDEX "properties_public_city_price_idx" ON "properties" USING btree (lower("city"),"price","id","bedrooms") WHERE "properties"."approval" = 'approved' and "properties"."is_active";
