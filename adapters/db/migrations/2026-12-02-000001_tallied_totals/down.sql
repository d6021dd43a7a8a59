DROP INDEX report_tallies_course_idx;
DROP FUNCTION tally_count(TEXT, BIGINT, BIGINT, INT, SMALLINT, TEXT);
