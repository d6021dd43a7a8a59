DROP INDEX CONCURRENTLY IF EXISTS citizens_search_name_idx;
