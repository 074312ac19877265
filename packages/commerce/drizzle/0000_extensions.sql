-- Extensions and search functions the schema's generated columns and indexes need. pg_trgm and
-- unaccent are trusted extensions, so a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name); generated columns and indexes need
-- an IMMUTABLE function, so the dictionary is named explicitly here.
CREATE OR REPLACE FUNCTION commerce_unaccent(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, input) $$;
--> statement-breakpoint
-- The text search configuration of a shop language: german, french, dutch; simple otherwise.
CREATE OR REPLACE FUNCTION commerce_search_config(language text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE language
    WHEN 'de' THEN 'pg_catalog.german'::regconfig
    WHEN 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN 'nl' THEN 'pg_catalog.dutch'::regconfig
    ELSE 'pg_catalog.simple'::regconfig END $$;
--> statement-breakpoint
-- A product's search document in one language, over unaccented text: name (A), brand and
-- categories (B), colours, sizes and numbers (C), description (D).
CREATE OR REPLACE FUNCTION commerce_search_vector(
  language text, name text, brand text, category text, attribute text, description text
) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector(commerce_search_config(language), commerce_unaccent(coalesce(name, ''))), 'A') ||
    setweight(to_tsvector(commerce_search_config(language), commerce_unaccent(coalesce(brand, ''))), 'B') ||
    setweight(to_tsvector(commerce_search_config(language), commerce_unaccent(coalesce(category, ''))), 'B') ||
    setweight(to_tsvector('pg_catalog.simple'::regconfig, commerce_unaccent(coalesce(attribute, ''))), 'C') ||
    setweight(to_tsvector(commerce_search_config(language), commerce_unaccent(coalesce(description, ''))), 'D') $$;
