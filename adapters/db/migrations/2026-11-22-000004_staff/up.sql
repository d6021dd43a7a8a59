-- People known by PINFL: one row per person, however many institutions employ them.
CREATE TABLE citizens (
    id BIGSERIAL PRIMARY KEY,
    pinfl TEXT NOT NULL CHECK (pinfl ~ '^[0-9]{14}$'),
    last_name TEXT NOT NULL CHECK (length(last_name) BETWEEN 1 AND 100),
    first_name TEXT NOT NULL CHECK (length(first_name) BETWEEN 1 AND 100),
    middle_name TEXT NOT NULL DEFAULT '' CHECK (length(middle_name) <= 100),
    birth_date DATE NOT NULL,
    gender SMALLINT NOT NULL CHECK (gender IN (1, 2)),
    passport TEXT NOT NULL CHECK (passport ~ '^[A-Z]{2}[0-9]{7}$'),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX citizens_pinfl_key ON citizens (pinfl text_pattern_ops);
CREATE INDEX citizens_full_name_idx ON citizens (last_name, first_name, middle_name, id);
CREATE INDEX citizens_search_idx ON citizens
    USING gin ((last_name || ' ' || first_name || ' ' || middle_name) gin_trgm_ops);

-- A person's employment in one institution. Deleted staff keep their row (history refers to it).
CREATE TABLE staffs (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    citizen_id BIGINT NOT NULL REFERENCES citizens (id) ON DELETE RESTRICT,
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'INACTIVE')),
    deleted_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staffs_institution_citizen_key ON staffs (institution_id, citizen_id) WHERE deleted_at IS NULL;
CREATE INDEX staffs_institution_idx ON staffs (institution_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX staffs_live_idx ON staffs (id DESC) WHERE deleted_at IS NULL;
CREATE INDEX staffs_citizen_idx ON staffs (citizen_id);
CREATE INDEX staffs_status_idx ON staffs (status, institution_id) WHERE deleted_at IS NULL;

CREATE TABLE staff_positions (
    id BIGSERIAL PRIMARY KEY,
    staff_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE CASCADE,
    position_id BIGINT NOT NULL REFERENCES institution_positions (id) ON DELETE RESTRICT,
    work_form TEXT NOT NULL CHECK (work_form IN ('MAIN', 'INTERNAL_PART_TIME', 'EXTERNAL_PART_TIME', 'HOURLY')),
    -- Hundredths of a full-time post: 0.05 to 1.5 in steps of 0.05.
    rate SMALLINT NOT NULL CHECK (rate BETWEEN 5 AND 150 AND rate % 5 = 0),
    UNIQUE (staff_id, position_id)
);
CREATE INDEX staff_positions_position_idx ON staff_positions (position_id, staff_id);

CREATE TABLE staff_position_subjects (
    staff_position_id BIGINT NOT NULL REFERENCES staff_positions (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    PRIMARY KEY (staff_position_id, edu_subject_id)
);
CREATE INDEX staff_position_subjects_subject_idx ON staff_position_subjects (edu_subject_id, staff_position_id);
