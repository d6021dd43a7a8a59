-- The threshold list pages through the students past a number of hours and counts them from an
-- index alone: whether a row of absence hours is listed (its student studies, on leave included,
-- and it is of the semester the student's group is in now) is kept on the row, current in the
-- transaction of every change that decides it.
ALTER TABLE absence_totals ADD COLUMN listed BOOLEAN NOT NULL DEFAULT FALSE;

CREATE FUNCTION absence_total_listed(of_student BIGINT, of_curriculum BIGINT, of_semester SMALLINT) RETURNS BOOLEAN
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (
        SELECT 1 FROM students s JOIN edu_groups g ON g.id = s.edu_group_id
        WHERE s.id = of_student AND s.deleted_at IS NULL AND s.student_status IN ('ACTIVE', 'ON-LEAVE')
          AND g.curriculum_id = of_curriculum AND g.current_semester = of_semester)
$$;

UPDATE absence_totals SET listed = absence_total_listed(student_id, curriculum_id, semester_number);

CREATE FUNCTION absence_totals_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.listed := absence_total_listed(NEW.student_id, NEW.curriculum_id, NEW.semester_number);
    RETURN NEW;
END $$;
CREATE TRIGGER absence_totals_listing BEFORE INSERT OR UPDATE OF student_id, curriculum_id, semester_number
    ON absence_totals FOR EACH ROW EXECUTE FUNCTION absence_totals_listing();

-- A student who leaves, comes back or moves to another group.
CREATE FUNCTION students_absence_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE absence_totals t SET listed = absence_total_listed(t.student_id, t.curriculum_id, t.semester_number)
    WHERE t.student_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER students_absence_listing AFTER UPDATE OF student_status, deleted_at, edu_group_id ON students
    FOR EACH ROW WHEN (OLD.student_status IS DISTINCT FROM NEW.student_status OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
                       OR OLD.edu_group_id IS DISTINCT FROM NEW.edu_group_id)
    EXECUTE FUNCTION students_absence_listing();

-- A group that goes on to its next semester, or to another curriculum.
CREATE FUNCTION edu_groups_absence_listing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE absence_totals t SET listed = absence_total_listed(t.student_id, t.curriculum_id, t.semester_number)
    FROM students s WHERE s.edu_group_id = NEW.id AND t.student_id = s.id;
    RETURN NULL;
END $$;
CREATE TRIGGER edu_groups_absence_listing AFTER UPDATE OF current_semester, curriculum_id ON edu_groups
    FOR EACH ROW WHEN (OLD.current_semester IS DISTINCT FROM NEW.current_semester OR OLD.curriculum_id IS DISTINCT FROM NEW.curriculum_id)
    EXECUTE FUNCTION edu_groups_absence_listing();

DROP INDEX absence_totals_institution_idx;
DROP INDEX absence_totals_hours_idx;
CREATE INDEX absence_totals_institution_idx ON absence_totals (institution_id, unexcused_hours DESC, student_id)
    WHERE listed AND unexcused_hours > 0;
CREATE INDEX absence_totals_hours_idx ON absence_totals (unexcused_hours DESC, student_id) WHERE listed AND unexcused_hours > 0;
