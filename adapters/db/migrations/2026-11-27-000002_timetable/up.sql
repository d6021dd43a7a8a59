-- The timetable solver's side of the schedule: per institution the weights of the soft rules,
-- the periods each teacher cannot teach, the runs of the solver with their progress (kept here so
-- that any server answers about a run another one is computing) and the draft each run produced,
-- which stays apart from the published `schedule_lessons` until it is published in one step.

CREATE TABLE timetable_settings (
    institution_id BIGINT PRIMARY KEY REFERENCES institutions (id) ON DELETE CASCADE,
    compactness INTEGER NOT NULL DEFAULT 2 CHECK (compactness BETWEEN 0 AND 100),
    min_working_days INTEGER NOT NULL DEFAULT 5 CHECK (min_working_days BETWEEN 0 AND 100),
    room_stability INTEGER NOT NULL DEFAULT 1 CHECK (room_stability BETWEEN 0 AND 100),
    preferred_periods INTEGER NOT NULL DEFAULT 1 CHECK (preferred_periods BETWEEN 0 AND 100),
    version INTEGER NOT NULL DEFAULT 1,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE teacher_unavailability (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
    staff_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE CASCADE,
    weekday SMALLINT NOT NULL CHECK (weekday BETWEEN 1 AND 6),
    class_hour_id BIGINT NOT NULL REFERENCES class_hours (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT teacher_unavailability_once UNIQUE (staff_id, weekday, class_hour_id)
);
CREATE INDEX teacher_unavailability_institution_idx ON teacher_unavailability (institution_id, staff_id);

CREATE TABLE timetable_runs (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('RUNNING', 'DONE', 'STOPPED', 'FAILED')),
    date_from DATE NOT NULL,
    date_to DATE NOT NULL,
    seconds INTEGER NOT NULL CHECK (seconds BETWEEN 5 AND 300),
    -- Thousandths of the search done.
    progress INTEGER NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1000),
    penalty BIGINT,
    placed INTEGER NOT NULL DEFAULT 0,
    total INTEGER NOT NULL DEFAULT 0,
    -- The lessons the run could not place, each with the solver's reason as a code and numbers.
    unplaced JSONB NOT NULL DEFAULT '[]',
    stop_requested BOOLEAN NOT NULL DEFAULT false,
    published_at TIMESTAMPTZ,
    created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (date_from <= date_to)
);
CREATE INDEX timetable_runs_institution_idx ON timetable_runs (institution_id, id DESC);

CREATE TABLE timetable_draft_lessons (
    id BIGSERIAL PRIMARY KEY,
    run_id BIGINT NOT NULL REFERENCES timetable_runs (id) ON DELETE CASCADE,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE CASCADE,
    subgroup SMALLINT CHECK (subgroup BETWEEN 1 AND 20),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE CASCADE,
    teacher_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE CASCADE,
    room_id BIGINT NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
    weekday SMALLINT NOT NULL CHECK (weekday BETWEEN 1 AND 6),
    class_hour_id BIGINT NOT NULL REFERENCES class_hours (id) ON DELETE CASCADE,
    lesson_type TEXT NOT NULL CHECK (lesson_type IN ('LECTURE', 'PRACTICE', 'LAB', 'SEMINAR')),
    start_date DATE NOT NULL,
    end_date DATE NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    CHECK (start_date <= end_date)
);
CREATE INDEX timetable_draft_lessons_run_idx ON timetable_draft_lessons (run_id, weekday, class_hour_id);
