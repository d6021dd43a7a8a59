-- Exam sessions: a group's (or subgroup's) midterm or final exam in a subject, or a retake of the
-- final, on one date and class hour, in a room, with an examiner. The use case checks them against
-- lessons and exams first to name the clash; the exclusion constraints hold exams apart under
-- concurrent edits.
CREATE TABLE exams (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    subgroup SMALLINT CHECK (subgroup BETWEEN 1 AND 20),
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    semester_number SMALLINT NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    control TEXT NOT NULL CHECK (control IN ('MIDTERM', 'FINAL')),
    attempt SMALLINT NOT NULL CHECK (attempt BETWEEN 1 AND 3 AND (control = 'FINAL' OR attempt = 1)),
    date DATE NOT NULL CHECK (extract(isodow FROM date) < 7),
    class_hour_id BIGINT NOT NULL REFERENCES class_hours (id) ON DELETE RESTRICT,
    room_id BIGINT NOT NULL REFERENCES rooms (id) ON DELETE RESTRICT,
    examiner_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE RESTRICT,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CONSTRAINT exams_group_clash EXCLUDE USING gist (
        edu_group_id WITH =,
        date WITH =,
        class_hour_id WITH =,
        (CASE WHEN subgroup IS NULL THEN int4range(NULL, NULL) ELSE int4range(subgroup, subgroup, '[]') END) WITH &&
    ),
    CONSTRAINT exams_examiner_clash EXCLUDE USING gist (examiner_id WITH =, date WITH =, class_hour_id WITH =),
    CONSTRAINT exams_room_clash EXCLUDE USING gist (room_id WITH =, date WITH =, class_hour_id WITH =)
);
-- The list (an institution's by date), the calendars of a group, examiner or room over a month,
-- and deletes in the catalogue looking for exams still naming a row.
CREATE INDEX exams_institution_idx ON exams (institution_id, date, id);
CREATE INDEX exams_group_idx ON exams (edu_group_id, date);
CREATE INDEX exams_examiner_idx ON exams (examiner_id, date);
CREATE INDEX exams_room_idx ON exams (room_id, date);
CREATE INDEX exams_subject_idx ON exams (edu_subject_id);
CREATE INDEX exams_class_hour_idx ON exams (class_hour_id);

-- The delivered institution administrator schedules them.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['exam-schedule']) p ORDER BY p)
WHERE name = 'OTMADMIN';
