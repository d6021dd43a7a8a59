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
    PRIMARY KEY (student_id, curriculum_id, semester_number, edu_subject_id)
);

-- The debts lists: an institution's (or the country's) students in debt.
CREATE INDEX academic_standings_debts ON academic_standings (institution_id, student_id) WHERE NOT passed;
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
