-- The name search's trigram index over the name as the search compares it (one apostrophe). Built
-- without holding the persons' writes, hence outside a transaction (metadata.toml).
CREATE INDEX CONCURRENTLY IF NOT EXISTS citizens_search_name_idx ON citizens
    USING gin (citizen_search_name(last_name, first_name, middle_name) gin_trgm_ops);
