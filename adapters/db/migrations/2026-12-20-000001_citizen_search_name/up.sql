-- A person's name as a search compares it: Uzbek o‘, g‘ and the separating sign are typed with any
-- of five apostrophes ('‘’ʻʼ`'), so stored names and searches (domain::text::with_one_apostrophe)
-- both write them as the ASCII one. Immutable, so that an index can hold it.
CREATE FUNCTION citizen_search_name(last_name TEXT, first_name TEXT, middle_name TEXT) RETURNS TEXT
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $f$ SELECT translate(last_name || ' ' || first_name || ' ' || middle_name, '‘’ʻʼ`', $q$'''''$q$) $f$;
