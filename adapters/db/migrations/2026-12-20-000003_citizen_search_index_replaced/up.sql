-- The index over the name as typed: no search reads it any more.
DROP INDEX CONCURRENTLY IF EXISTS citizens_search_idx;
