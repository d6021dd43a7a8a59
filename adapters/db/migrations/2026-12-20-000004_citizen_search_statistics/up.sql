-- The planner knows how many names a search matches only from statistics of the indexed expression,
-- which a new index does not have until the table is analysed: without them a search for a common
-- surname was planned as a rare one (counting its matches one by one) until autovacuum's next
-- analyse, which a table that rarely changes may not see for days.
ANALYZE citizens;
