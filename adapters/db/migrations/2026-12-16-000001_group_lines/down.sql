DROP FUNCTION group_lines_in(BIGINT[]);
