-- The teaching journal: each curriculum subject's assessment plan, the roll of every lesson with
-- attendance and marks, each student's counts per subject and absence hours per semester, excused
-- absences, control sheets of the midterm, final (and an entered current control), and each
-- institution's journal settings.

-- How one subject of one semester is assessed. Keyed like the semester's subject, without a foreign
-- key to it: a distribution is written whole (its rows deleted and inserted), and the plans of the
-- subjects it keeps must outlive that.
CREATE TABLE assessment_plans (
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    semester_number INTEGER NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    marking_system TEXT NOT NULL CHECK (marking_system IN ('FIVE_POINT', 'HUNDRED_POINT', 'CREDIT')),
    final_form TEXT NOT NULL CHECK (final_form IN ('EXAM', 'PASS_FAIL')),
    credits SMALLINT NOT NULL CHECK (credits BETWEEN 0 AND 30),
    current_max SMALLINT NOT NULL CHECK (current_max BETWEEN 0 AND 100),
    midterm_max SMALLINT NOT NULL CHECK (midterm_max BETWEEN 0 AND 100),
    final_max SMALLINT NOT NULL CHECK (final_max BETWEEN 0 AND 100),
    current_entered BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (curriculum_id, semester_number, edu_subject_id),
    CHECK (CASE WHEN marking_system = 'FIVE_POINT'
                THEN current_max IN (0, 5) AND midterm_max IN (0, 5) AND final_max IN (0, 5)
                ELSE current_max + midterm_max + final_max = 100 END),
    CHECK (final_form = 'PASS_FAIL' OR final_max > 0)
);
CREATE INDEX assessment_plans_subject_idx ON assessment_plans (edu_subject_id);

-- Every subject already distributed keeps the meaning of its scale: a lyceum's five-point, a higher
-- institution's hundred-point (JN 40, ON 30, YN 30), an exam, a credit per 30 hours.
INSERT INTO assessment_plans (curriculum_id, semester_number, edu_subject_id, marking_system, final_form, credits,
                              current_max, midterm_max, final_max)
SELECT s.curriculum_id, s.semester_number, s.edu_subject_id, c.rating_type, 'EXAM',
       LEAST(30, (s.study_hours + 15) / 30),
       CASE c.rating_type WHEN 'FIVE_POINT' THEN 5 ELSE 40 END,
       CASE c.rating_type WHEN 'FIVE_POINT' THEN 5 ELSE 30 END,
       CASE c.rating_type WHEN 'FIVE_POINT' THEN 5 ELSE 30 END
FROM curriculum_semester_subjects s JOIN curricula c ON c.id = s.curriculum_id;

-- The students a roll was taken for, shared by every roll of the same students: a group's rolls
-- name one roster until somebody joins or leaves.
CREATE TABLE journal_rosters (
    id SERIAL PRIMARY KEY,
    students BIGINT[] NOT NULL CHECK (cardinality(students) BETWEEN 1 AND 10000)
);
-- A roster is found by the digest of its ids (an array of thousands of ids is too long for a
-- unique index of its own). Text of bigints does not change with any setting: immutable.
CREATE FUNCTION journal_roster_key(students BIGINT[]) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT md5(array_to_string(students, ',')) $$;
CREATE UNIQUE INDEX journal_rosters_students_key ON journal_rosters (journal_roster_key(students));

-- The rolls of one weekly lesson, one element per date it was taken: the roster, the version the
-- next save must name, and one byte per roster student (attendance and mark, adapters/db
-- src/journal/codes.rs). A row per lesson and student would cost about ten times the space.
CREATE TABLE journal_rolls (
    schedule_lesson_id BIGINT PRIMARY KEY REFERENCES schedule_lessons (id) ON DELETE RESTRICT,
    dates DATE[] NOT NULL,
    rosters INTEGER[] NOT NULL,
    versions INTEGER[] NOT NULL,
    codes BYTEA[] NOT NULL,
    CHECK (cardinality(dates) = cardinality(rosters) AND cardinality(dates) = cardinality(versions)
           AND cardinality(dates) = cardinality(codes))
);

-- A roll's notes, rare enough to keep apart.
CREATE TABLE journal_notes (
    schedule_lesson_id BIGINT NOT NULL REFERENCES schedule_lessons (id) ON DELETE RESTRICT,
    date DATE NOT NULL,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    note TEXT NOT NULL CHECK (length(note) BETWEEN 1 AND 200),
    PRIMARY KEY (schedule_lesson_id, date, student_id)
);
CREATE INDEX journal_notes_student_idx ON journal_notes (student_id);

-- A student's counts in one subject of one semester, moved in the transaction of every roll that
-- changes them: the current control and the absence hours are read from here, never from the rolls.
CREATE TABLE journal_lines (
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    semester_number SMALLINT NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    marks_sum INTEGER NOT NULL DEFAULT 0 CHECK (marks_sum >= 0),
    marks_count INTEGER NOT NULL DEFAULT 0 CHECK (marks_count >= 0),
    absent_lessons INTEGER NOT NULL DEFAULT 0 CHECK (absent_lessons >= 0),
    excused_lessons INTEGER NOT NULL DEFAULT 0 CHECK (excused_lessons >= 0),
    late_lessons INTEGER NOT NULL DEFAULT 0 CHECK (late_lessons >= 0),
    PRIMARY KEY (student_id, curriculum_id, semester_number, edu_subject_id)
);
-- The curriculum's "has ratings" guard asks whether a subject has any journal line.
CREATE INDEX journal_lines_subject_idx ON journal_lines (curriculum_id, edu_subject_id);

-- A student's absence hours in one semester, for the thresholds.
CREATE TABLE absence_totals (
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    semester_number SMALLINT NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    unexcused_hours INTEGER NOT NULL DEFAULT 0 CHECK (unexcused_hours >= 0),
    excused_hours INTEGER NOT NULL DEFAULT 0 CHECK (excused_hours >= 0),
    PRIMARY KEY (student_id, curriculum_id, semester_number)
);
-- The threshold list reads the students past a number of hours, most hours first.
CREATE INDEX absence_totals_institution_idx ON absence_totals (institution_id, unexcused_hours DESC, student_id)
    WHERE unexcused_hours > 0;
CREATE INDEX absence_totals_hours_idx ON absence_totals (unexcused_hours DESC, student_id) WHERE unexcused_hours > 0;

-- Spans of a student's absences the dean's office excused, with the document behind them.
CREATE TABLE absence_excuses (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    date_from DATE NOT NULL,
    date_to DATE NOT NULL,
    reason TEXT NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
    document TEXT NOT NULL CHECK (length(document) BETWEEN 1 AND 500),
    lessons_excused INTEGER NOT NULL CHECK (lessons_excused >= 0),
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (date_from <= date_to)
);
CREATE INDEX absence_excuses_student_idx ON absence_excuses (student_id, date_from DESC);

-- A control sheet: one control of one subject for one group in a semester, at one attempt (1 the
-- main sheet, 2 and 3 retakes). It closes by hand or days after its exam (journal_settings).
CREATE TABLE control_sheets (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    semester_number SMALLINT NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    control TEXT NOT NULL CHECK (control IN ('CURRENT', 'MIDTERM', 'FINAL')),
    attempt SMALLINT NOT NULL CHECK (attempt BETWEEN 1 AND 3),
    exam_date DATE,
    examiner_id BIGINT REFERENCES staffs (id) ON DELETE RESTRICT,
    closed_at TIMESTAMPTZ,
    closed_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (edu_group_id, edu_subject_id, semester_number, control, attempt)
);
CREATE INDEX control_sheets_institution_idx ON control_sheets (institution_id, id DESC);
CREATE INDEX control_sheets_examiner_idx ON control_sheets (examiner_id);
CREATE INDEX control_sheets_subject_idx ON control_sheets (edu_subject_id);
CREATE INDEX control_sheets_curriculum_idx ON control_sheets (curriculum_id, edu_subject_id);

-- Points in tenths (38.5 is 385).
CREATE TABLE control_sheet_entries (
    sheet_id BIGINT NOT NULL REFERENCES control_sheets (id) ON DELETE CASCADE,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    points SMALLINT NOT NULL CHECK (points BETWEEN 0 AND 1000),
    PRIMARY KEY (sheet_id, student_id)
);
CREATE INDEX control_sheet_entries_student_idx ON control_sheet_entries (student_id);

-- An institution's journal rules; an institution without a row has the defaults.
CREATE TABLE journal_settings (
    institution_id BIGINT PRIMARY KEY REFERENCES institutions (id) ON DELETE CASCADE,
    window_days SMALLINT NOT NULL DEFAULT 0 CHECK (window_days BETWEEN 0 AND 14),
    sheet_close_days SMALLINT NOT NULL DEFAULT 2 CHECK (sheet_close_days BETWEEN 0 AND 30),
    warning_hours INTEGER NOT NULL DEFAULT 12,
    reprimand_hours INTEGER NOT NULL DEFAULT 36,
    expulsion_hours INTEGER NOT NULL DEFAULT 74,
    version INTEGER NOT NULL DEFAULT 1,
    CHECK (0 < warning_hours AND warning_hours < reprimand_hours AND reprimand_hours < expulsion_hours
           AND expulsion_hours <= 1000)
);

-- The delivered roles as they stand gain the journal: the institution administrator all of it, the
-- teacher the recording of its own lessons and its own sheets, the ministry the reading.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY[
    'journal-view', 'journal-record', 'journal-edit', 'journal-correct', 'attendance-excuse',
    'control-sheet-edit', 'control-sheet-close', 'control-sheet-reopen', 'journal-settings']) p ORDER BY p)
WHERE name = 'OTMADMIN';
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['journal-record', 'control-sheet-edit']) p ORDER BY p)
WHERE name = 'TEACHER';
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['journal-view']) p ORDER BY p)
WHERE name = 'MINISTRY';
