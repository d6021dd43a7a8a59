CREATE INDEX CONCURRENTLY IF NOT EXISTS citizens_search_idx ON citizens
    USING gin ((last_name || ' ' || first_name || ' ' || middle_name) gin_trgm_ops);
