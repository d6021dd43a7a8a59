-- The total of a list filtered by what the report tallies know besides the list counters (a
-- student's course and gender, a group's course and direction), so that such a list is counted
-- exactly at any size, from rows kept in the transaction of every change.
CREATE FUNCTION tally_count(counted_entity TEXT, institution BIGINT, direction BIGINT, counted_course INT,
                            counted_gender SMALLINT, counted_status TEXT)
RETURNS BIGINT LANGUAGE sql STABLE AS $$
    SELECT coalesce(sum(t.n), 0)::BIGINT FROM report_tallies t
    WHERE t.entity = counted_entity
      AND (institution IS NULL OR t.institution_id = institution)
      AND (direction IS NULL OR t.edu_direction_id = direction)
      AND (counted_course IS NULL OR t.course = counted_course)
      AND (counted_gender IS NULL OR t.gender = counted_gender)
      AND (counted_status IS NULL OR t.status = counted_status)
$$;

-- The country's figures of one course read a quarter of the tallies, not all of them.
CREATE INDEX report_tallies_course_idx ON report_tallies (entity, course);
