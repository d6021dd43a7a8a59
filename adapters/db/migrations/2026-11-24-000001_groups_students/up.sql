-- Groups of students and the students themselves, their status history, subgroups, and ratings
-- now tied to real students.

CREATE TABLE edu_groups (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    course INTEGER NOT NULL CHECK (course BETWEEN 1 AND 6),
    current_semester INTEGER NOT NULL CHECK (current_semester BETWEEN 1 AND 12),
    number_of_students INTEGER NOT NULL CHECK (number_of_students BETWEEN 1 AND 10000),
    -- Students counting towards the planned size (studying or on leave), kept by the trigger below.
    current_number_of_students INTEGER NOT NULL DEFAULT 0 CHECK (current_number_of_students >= 0),
    opened_year INTEGER NOT NULL,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    edu_direction_id BIGINT NOT NULL REFERENCES edu_directions (id) ON DELETE RESTRICT,
    edu_form TEXT NOT NULL,
    edu_language TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
    deleted_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    -- When it was created is in the audit trail.
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX edu_groups_name_key ON edu_groups (institution_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX edu_groups_institution_idx ON edu_groups (institution_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX edu_groups_live_idx ON edu_groups (id DESC) WHERE deleted_at IS NULL;
CREATE INDEX edu_groups_curriculum_idx ON edu_groups (curriculum_id) WHERE deleted_at IS NULL;
CREATE INDEX edu_groups_direction_idx ON edu_groups (edu_direction_id);
CREATE INDEX edu_groups_name_search_idx ON edu_groups USING gin (name gin_trgm_ops);

CREATE TABLE students (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    citizen_id BIGINT NOT NULL REFERENCES citizens (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    student_status TEXT NOT NULL DEFAULT 'ACTIVE'
        CHECK (student_status IN ('ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED')),
    social_status TEXT NOT NULL DEFAULT '' CHECK (length(social_status) <= 100),
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    deleted_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- One living student per person: the PINFL is unique among the students that are not deleted.
CREATE UNIQUE INDEX students_citizen_key ON students (citizen_id) WHERE deleted_at IS NULL;
CREATE INDEX students_institution_idx ON students (institution_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX students_live_idx ON students (id DESC) WHERE deleted_at IS NULL;
CREATE INDEX students_group_idx ON students (edu_group_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX students_status_idx ON students (student_status, institution_id, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE student_status_history (
    id BIGSERIAL PRIMARY KEY,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    from_status TEXT NOT NULL,
    to_status TEXT NOT NULL,
    date DATE NOT NULL,
    reason TEXT NOT NULL DEFAULT '',
    order_number TEXT NOT NULL,
    actor_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX student_status_history_student_idx ON student_status_history (student_id, id DESC);

-- A group split for one subject; a student is in at most one subgroup of a subject.
CREATE TABLE edu_subgroups (
    id BIGSERIAL PRIMARY KEY,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    position INTEGER NOT NULL
);
CREATE INDEX edu_subgroups_group_idx ON edu_subgroups (edu_group_id, edu_subject_id, position);
CREATE TABLE edu_subgroup_students (
    subgroup_id BIGINT NOT NULL REFERENCES edu_subgroups (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    PRIMARY KEY (subgroup_id, student_id),
    UNIQUE (edu_subject_id, student_id)
);

-- Ratings written before students existed had no student to belong to.
DELETE FROM ratings;
ALTER TABLE ratings ADD CONSTRAINT ratings_student_fkey FOREIGN KEY (student_id) REFERENCES students (id) ON DELETE RESTRICT;
CREATE UNIQUE INDEX ratings_cell_key ON ratings (student_id, curriculum_id, semester_number, edu_subject_id);
DROP INDEX ratings_student_idx;

-- The group's size follows its students, once per statement (an import of thousands of rows
-- updates each group once).
CREATE FUNCTION edu_groups_count_students() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE edu_groups g SET current_number_of_students = g.current_number_of_students + d.n
        FROM (SELECT edu_group_id, count(*)::INTEGER AS n FROM new_rows
              WHERE deleted_at IS NULL AND student_status IN ('ACTIVE', 'ON-LEAVE') GROUP BY edu_group_id) d
        WHERE g.id = d.edu_group_id;
    ELSIF TG_OP = 'UPDATE' THEN
        UPDATE edu_groups g SET current_number_of_students = g.current_number_of_students + d.n
        FROM (SELECT edu_group_id, sum(n)::INTEGER AS n FROM (
                  SELECT edu_group_id, 1 AS n FROM new_rows WHERE deleted_at IS NULL AND student_status IN ('ACTIVE', 'ON-LEAVE')
                  UNION ALL
                  SELECT edu_group_id, -1 FROM old_rows WHERE deleted_at IS NULL AND student_status IN ('ACTIVE', 'ON-LEAVE')
              ) moves GROUP BY edu_group_id HAVING sum(n) <> 0) d
        WHERE g.id = d.edu_group_id;
    ELSE
        UPDATE edu_groups g SET current_number_of_students = g.current_number_of_students - d.n
        FROM (SELECT edu_group_id, count(*)::INTEGER AS n FROM old_rows
              WHERE deleted_at IS NULL AND student_status IN ('ACTIVE', 'ON-LEAVE') GROUP BY edu_group_id) d
        WHERE g.id = d.edu_group_id;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER students_group_size_insert AFTER INSERT ON students REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION edu_groups_count_students();
CREATE TRIGGER students_group_size_update AFTER UPDATE ON students REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION edu_groups_count_students();
CREATE TRIGGER students_group_size_delete AFTER DELETE ON students REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION edu_groups_count_students();

CREATE TRIGGER edu_groups_list_counts AFTER INSERT OR UPDATE OR DELETE ON edu_groups
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('edu_group', 'institution_id', 'status', '', 'deleted_at');
CREATE TRIGGER students_list_counts AFTER INSERT OR UPDATE OR DELETE ON students
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('student', 'institution_id', 'student_status', '', 'deleted_at');
