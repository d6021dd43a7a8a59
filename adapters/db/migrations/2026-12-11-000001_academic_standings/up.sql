-- Each student's decided results, kept in the transaction of every change that moves one (marks,
-- control sheets, exams, assessment plans, typed ratings, orders): the GPA, the academic debts and
-- promotion read these rows instead of recomputing results from the journal. A result that waits
-- for its sheet to close by date is kept with the day it becomes decided (`decided_from`) and the
-- exam date it counts from, so that a change of the institution's closing days moves it.
CREATE TABLE academic_standings (
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    semester_number SMALLINT NOT NULL CHECK (semester_number BETWEEN 1 AND 20),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE CASCADE,
    institution_id BIGINT NOT NULL REFERENCES institutions (id),
    passed BOOLEAN NOT NULL,
    grade SMALLINT CHECK (grade BETWEEN 2 AND 5),
    credits SMALLINT NOT NULL CHECK (credits >= 0),
    attempt SMALLINT NOT NULL CHECK (attempt BETWEEN 1 AND 3),
    decided_from DATE NOT NULL,
    exam_date DATE,
    -- Where the student studies now, and whether they study by this curriculum (active or on
    -- leave), kept by the triggers below: the debts lists read neither students nor groups.
    edu_group_id BIGINT NOT NULL,
    studying BOOLEAN NOT NULL,
    PRIMARY KEY (student_id, curriculum_id, semester_number, edu_subject_id)
);

-- The debts lists: an institution's (or the country's) students in debt, read from the index alone.
CREATE INDEX academic_standings_debts ON academic_standings (institution_id, student_id)
    INCLUDE (edu_group_id, decided_from) WHERE NOT passed AND studying;

-- A standing takes its student's group and whether they study by its curriculum.
CREATE FUNCTION academic_standings_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    SELECT s.edu_group_id, s.deleted_at IS NULL AND s.student_status IN ('ACTIVE', 'ON-LEAVE') AND g.curriculum_id = NEW.curriculum_id
      INTO NEW.edu_group_id, NEW.studying
      FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE s.id = NEW.student_id;
    RETURN NEW;
END $$;
CREATE TRIGGER academic_standings_place BEFORE INSERT ON academic_standings
    FOR EACH ROW EXECUTE FUNCTION academic_standings_place();

-- A student who moves, leaves or comes back moves their standings with them.
CREATE FUNCTION academic_standings_follow_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE academic_standings a
       SET edu_group_id = NEW.edu_group_id,
           studying = NEW.deleted_at IS NULL AND NEW.student_status IN ('ACTIVE', 'ON-LEAVE') AND g.curriculum_id = a.curriculum_id
      FROM edu_groups g
     WHERE g.id = NEW.edu_group_id AND a.student_id = NEW.id;
    RETURN NULL;
END $$;
CREATE TRIGGER academic_standings_follow_student AFTER UPDATE OF edu_group_id, student_status, deleted_at ON students
    FOR EACH ROW WHEN (OLD.edu_group_id IS DISTINCT FROM NEW.edu_group_id OR OLD.student_status IS DISTINCT FROM NEW.student_status
                       OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
    EXECUTE FUNCTION academic_standings_follow_student();
-- A change of closing days moves the results that wait for a sheet.
CREATE INDEX academic_standings_waiting ON academic_standings (institution_id) WHERE exam_date IS NOT NULL;

-- Whether the standings were built from the results already recorded: the server builds them once,
-- at its first start after this migration (or after loading the demo data).
CREATE TABLE academic_standings_built (
    singleton BOOLEAN PRIMARY KEY DEFAULT TRUE CHECK (singleton),
    built_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The GPA a student on the credit system needs to move to the next course (2.4 by the regulation
-- in force), an institution setting beside the journal's.
ALTER TABLE journal_settings ADD COLUMN promotion_gpa_tenths SMALLINT NOT NULL DEFAULT 24
    CHECK (promotion_gpa_tenths BETWEEN 0 AND 50);

-- The delivered institution administrator promotes groups to the next course.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['student-transfer']) p ORDER BY p)
WHERE name = 'OTMADMIN';
