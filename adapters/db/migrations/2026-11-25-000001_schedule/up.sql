-- The timetable: weekly lessons repeating between two dates, the days a lesson was deleted for, a
-- teacher's topics per subject and the topics each held lesson covered.

-- A group (or one of its subgroups), a teacher and a room are in one place per weekday, class hour
-- and day: the use case checks first to name the clash, the exclusion constraints hold it under
-- concurrent edits. A whole-group lesson (subgroup NULL) claims every subgroup; two different
-- subgroups of one group share nothing.
CREATE TABLE schedule_lessons (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    subgroup SMALLINT CHECK (subgroup BETWEEN 1 AND 20),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    teacher_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE RESTRICT,
    room_id BIGINT NOT NULL REFERENCES rooms (id) ON DELETE RESTRICT,
    weekday SMALLINT NOT NULL CHECK (weekday BETWEEN 1 AND 6),
    class_hour_id BIGINT NOT NULL REFERENCES class_hours (id) ON DELETE RESTRICT,
    lesson_type TEXT NOT NULL CHECK (lesson_type IN ('LECTURE', 'PRACTICE', 'LAB', 'SEMINAR')),
    start_date DATE NOT NULL,
    end_date DATE NOT NULL,
    deleted_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (start_date <= end_date),
    CONSTRAINT schedule_lessons_group_clash EXCLUDE USING gist (
        edu_group_id WITH =,
        weekday WITH =,
        class_hour_id WITH =,
        daterange(start_date, end_date, '[]') WITH &&,
        (CASE WHEN subgroup IS NULL THEN int4range(NULL, NULL) ELSE int4range(subgroup, subgroup, '[]') END) WITH &&
    ) WHERE (deleted_at IS NULL),
    CONSTRAINT schedule_lessons_teacher_clash EXCLUDE USING gist (
        teacher_id WITH =,
        weekday WITH =,
        class_hour_id WITH =,
        daterange(start_date, end_date, '[]') WITH &&
    ) WHERE (deleted_at IS NULL),
    CONSTRAINT schedule_lessons_room_clash EXCLUDE USING gist (
        room_id WITH =,
        weekday WITH =,
        class_hour_id WITH =,
        daterange(start_date, end_date, '[]') WITH &&
    ) WHERE (deleted_at IS NULL)
);
-- The list filters and the calendars (by group, teacher or room over a month), and deletes in the
-- catalogue looking for lessons still naming a row.
CREATE INDEX schedule_lessons_institution_idx ON schedule_lessons (institution_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX schedule_lessons_group_idx ON schedule_lessons (edu_group_id, start_date, end_date) WHERE deleted_at IS NULL;
CREATE INDEX schedule_lessons_teacher_idx ON schedule_lessons (teacher_id, start_date, end_date) WHERE deleted_at IS NULL;
CREATE INDEX schedule_lessons_room_idx ON schedule_lessons (room_id, start_date, end_date) WHERE deleted_at IS NULL;
CREATE INDEX schedule_lessons_subject_idx ON schedule_lessons (edu_subject_id);
CREATE INDEX schedule_lessons_class_hour_idx ON schedule_lessons (class_hour_id);
CREATE INDEX schedule_lessons_group_ref_idx ON schedule_lessons (edu_group_id);
CREATE INDEX schedule_lessons_teacher_ref_idx ON schedule_lessons (teacher_id);
CREATE INDEX schedule_lessons_room_ref_idx ON schedule_lessons (room_id);

-- "Delete for one day": the lesson does not take place that date.
CREATE TABLE schedule_lesson_skips (
    schedule_lesson_id BIGINT NOT NULL REFERENCES schedule_lessons (id) ON DELETE CASCADE,
    date DATE NOT NULL,
    PRIMARY KEY (schedule_lesson_id, date)
);

-- A teacher's topics of a subject, in their order.
CREATE TABLE teacher_topics (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    teacher_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE RESTRICT,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 500),
    hours INTEGER NOT NULL CHECK (hours BETWEEN 1 AND 1000),
    lesson_type TEXT NOT NULL CHECK (lesson_type IN ('LECTURE', 'PRACTICE', 'LAB', 'SEMINAR')),
    position INTEGER NOT NULL CHECK (position BETWEEN 1 AND 10000),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX teacher_topics_teacher_idx ON teacher_topics (teacher_id, edu_subject_id, position, id);
CREATE INDEX teacher_topics_subject_idx ON teacher_topics (edu_subject_id);
CREATE INDEX teacher_topics_search_idx ON teacher_topics USING gin (name gin_trgm_ops);

-- What one held lesson (a weekly lesson on one date) covered.
CREATE TABLE lesson_topics (
    schedule_lesson_id BIGINT NOT NULL REFERENCES schedule_lessons (id) ON DELETE RESTRICT,
    date DATE NOT NULL,
    topic_id BIGINT NOT NULL REFERENCES teacher_topics (id) ON DELETE RESTRICT,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (schedule_lesson_id, date, topic_id)
);
CREATE INDEX lesson_topics_topic_idx ON lesson_topics (topic_id);
