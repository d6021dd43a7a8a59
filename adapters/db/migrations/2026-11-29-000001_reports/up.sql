-- Figures for the reports and the dashboard, kept current as data changes so that a national
-- report reads a few thousand counter rows instead of scanning 1.3 M students.

-- Whether a staff member holds a teaching position, kept by triggers, so that teachers are
-- counted (list_counts kind 'true') and filtered without a join.
ALTER TABLE staffs ADD COLUMN teaching BOOLEAN NOT NULL DEFAULT FALSE;

CREATE FUNCTION staff_teaching_refresh(staff BIGINT) RETURNS VOID LANGUAGE sql AS $$
    UPDATE staffs s SET teaching = t.teaching
    FROM (SELECT EXISTS (SELECT 1 FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id
                         WHERE sp.staff_id = staff AND ip.is_teaching) AS teaching) t
    WHERE s.id = staff AND s.teaching IS DISTINCT FROM t.teaching;
$$;

CREATE FUNCTION staff_positions_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM staff_teaching_refresh(OLD.staff_id);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        PERFORM staff_teaching_refresh(NEW.staff_id);
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER staff_positions_teaching AFTER INSERT OR UPDATE OR DELETE ON staff_positions
    FOR EACH ROW EXECUTE FUNCTION staff_positions_teaching();

CREATE FUNCTION institution_positions_teaching() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM staff_teaching_refresh(sp.staff_id) FROM staff_positions sp WHERE sp.position_id = NEW.id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER institution_positions_teaching AFTER UPDATE OF is_teaching ON institution_positions
    FOR EACH ROW EXECUTE FUNCTION institution_positions_teaching();

UPDATE staffs s SET teaching = EXISTS (
    SELECT 1 FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id
    WHERE sp.staff_id = s.id AND ip.is_teaching);
CREATE INDEX staffs_teaching_idx ON staffs (institution_id, full_name_key, id) WHERE deleted_at IS NULL AND teaching;

DROP TRIGGER staffs_list_counts ON staffs;
CREATE TRIGGER staffs_list_counts AFTER INSERT OR UPDATE OR DELETE ON staffs
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('staff', 'institution_id', 'status', 'teaching', 'deleted_at');
DELETE FROM list_counts WHERE entity = 'staff';
INSERT INTO list_counts (entity, institution_id, status, kind, n)
SELECT 'staff', institution_id, status, teaching::TEXT, count(*) FROM staffs WHERE deleted_at IS NULL
GROUP BY institution_id, status, teaching;

-- Students, groups and curricula by the dimensions the reports cut them by. Like list_counts,
-- each change appends deltas and report_tallies_compact() folds them; a figure is a sum.
-- course and gender are 0 where an entity has none.
CREATE TABLE report_tallies (
    entity TEXT NOT NULL,
    institution_id BIGINT NOT NULL,
    edu_direction_id BIGINT NOT NULL,
    course INT NOT NULL,
    edu_form TEXT NOT NULL,
    gender SMALLINT NOT NULL,
    status TEXT NOT NULL,
    n BIGINT NOT NULL
);
CREATE INDEX report_tallies_institution_idx ON report_tallies (institution_id, entity);
CREATE INDEX report_tallies_direction_idx ON report_tallies (edu_direction_id, entity);

CREATE FUNCTION report_tallies_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at
       AND OLD.edu_group_id = NEW.edu_group_id AND OLD.student_status = NEW.student_status
       AND OLD.institution_id = NEW.institution_id AND OLD.citizen_id = NEW.citizen_id THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT 'student', OLD.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, OLD.student_status, -1
        FROM edu_groups g, citizens c WHERE g.id = OLD.edu_group_id AND c.id = OLD.citizen_id;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT 'student', NEW.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, NEW.student_status, 1
        FROM edu_groups g, citizens c WHERE g.id = NEW.edu_group_id AND c.id = NEW.citizen_id;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER students_report_tallies AFTER INSERT OR UPDATE OR DELETE ON students
    FOR EACH ROW EXECUTE FUNCTION report_tallies_students();

-- A group's own tally, and its students' when the group's direction, course or form changes.
CREATE FUNCTION report_tallies_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND (OLD.edu_direction_id, OLD.course, OLD.edu_form, OLD.institution_id)
       IS DISTINCT FROM (NEW.edu_direction_id, NEW.course, NEW.edu_form, NEW.institution_id) THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT 'student', s.institution_id, OLD.edu_direction_id, OLD.course, OLD.edu_form, c.gender, s.student_status, -count(*)
        FROM students s JOIN citizens c ON c.id = s.citizen_id
        WHERE s.edu_group_id = OLD.id AND s.deleted_at IS NULL
        GROUP BY s.institution_id, c.gender, s.student_status;
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT 'student', s.institution_id, NEW.edu_direction_id, NEW.course, NEW.edu_form, c.gender, s.student_status, count(*)
        FROM students s JOIN citizens c ON c.id = s.citizen_id
        WHERE s.edu_group_id = NEW.id AND s.deleted_at IS NULL
        GROUP BY s.institution_id, c.gender, s.student_status;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at AND OLD.status = NEW.status
       AND (OLD.edu_direction_id, OLD.course, OLD.edu_form, OLD.institution_id)
       IS NOT DISTINCT FROM (NEW.edu_direction_id, NEW.course, NEW.edu_form, NEW.institution_id) THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        VALUES ('edu_group', OLD.institution_id, OLD.edu_direction_id, OLD.course, OLD.edu_form, 0, OLD.status, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        VALUES ('edu_group', NEW.institution_id, NEW.edu_direction_id, NEW.course, NEW.edu_form, 0, NEW.status, 1);
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER edu_groups_report_tallies AFTER INSERT OR UPDATE OR DELETE ON edu_groups
    FOR EACH ROW EXECUTE FUNCTION report_tallies_groups();

CREATE FUNCTION report_tallies_citizens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.gender IS DISTINCT FROM NEW.gender THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT 'student', s.institution_id, g.edu_direction_id, g.course, g.edu_form, x.gender, s.student_status, x.n
        FROM students s JOIN edu_groups g ON g.id = s.edu_group_id,
             (VALUES (OLD.gender, -1), (NEW.gender, 1)) AS x (gender, n)
        WHERE s.citizen_id = NEW.id AND s.deleted_at IS NULL;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER citizens_report_tallies AFTER UPDATE OF gender ON citizens
    FOR EACH ROW EXECUTE FUNCTION report_tallies_citizens();

CREATE FUNCTION report_tallies_curricula() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'UPDATE' AND OLD.deleted_at IS NOT DISTINCT FROM NEW.deleted_at AND OLD.status = NEW.status
       AND (OLD.edu_direction_id, OLD.edu_form, OLD.institution_id)
       IS NOT DISTINCT FROM (NEW.edu_direction_id, NEW.edu_form, NEW.institution_id) THEN
        RETURN NULL;
    END IF;
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        VALUES ('curriculum', OLD.institution_id, OLD.edu_direction_id, 0, OLD.edu_form, 0, OLD.status, -1);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.deleted_at IS NULL THEN
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        VALUES ('curriculum', NEW.institution_id, NEW.edu_direction_id, 0, NEW.edu_form, 0, NEW.status, 1);
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER curricula_report_tallies AFTER INSERT OR UPDATE OR DELETE ON curricula
    FOR EACH ROW EXECUTE FUNCTION report_tallies_curricula();

CREATE FUNCTION report_tallies_compact() RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    folded BIGINT;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('report_tallies_compact')) THEN
        RETURN 0;
    END IF;
    WITH gone AS (
        DELETE FROM report_tallies RETURNING *
    ), summed AS (
        SELECT entity, institution_id, edu_direction_id, course, edu_form, gender, status, sum(n)::BIGINT AS n, count(*) AS rows
        FROM gone GROUP BY entity, institution_id, edu_direction_id, course, edu_form, gender, status
    ), kept AS (
        INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
        SELECT entity, institution_id, edu_direction_id, course, edu_form, gender, status, n FROM summed WHERE n <> 0
    )
    SELECT coalesce(sum(rows), 0) INTO folded FROM summed;
    RETURN folded;
END;
$$;

INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
SELECT 'student', s.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, s.student_status, count(*)
FROM students s JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id
WHERE s.deleted_at IS NULL
GROUP BY s.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, s.student_status;
INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
SELECT 'edu_group', institution_id, edu_direction_id, course, edu_form, 0, status, count(*)
FROM edu_groups WHERE deleted_at IS NULL GROUP BY institution_id, edu_direction_id, course, edu_form, status;
INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
SELECT 'curriculum', institution_id, edu_direction_id, 0, edu_form, 0, status, count(*)
FROM curricula WHERE deleted_at IS NULL GROUP BY institution_id, edu_direction_id, edu_form, status;
