-- Institutions' curricula: which subjects, with how many hours, in which semester, plus the
-- vocational subjects and the final state attestation (DAK) exams. Deleted softly: ratings,
-- diplomas and reports keep resolving a deleted curriculum.
CREATE TABLE curricula (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    subject_type_id BIGINT NOT NULL REFERENCES edu_subject_types (id) ON DELETE RESTRICT,
    start_year INTEGER NOT NULL CHECK (start_year BETWEEN 1991 AND 2100),
    end_year INTEGER NOT NULL,
    edu_direction_id BIGINT NOT NULL REFERENCES edu_directions (id) ON DELETE RESTRICT,
    status TEXT NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'APPROVED', 'INACTIVE', 'ARCHIVED')),
    edu_form TEXT NOT NULL CHECK (edu_form IN ('FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE')),
    curriculum_template_id BIGINT NOT NULL REFERENCES curriculum_templates (id) ON DELETE RESTRICT,
    edu_language TEXT NOT NULL CHECK (edu_language IN ('UZ', 'RU', 'EN', 'KAA')),
    rating_type TEXT NOT NULL CHECK (rating_type IN ('FIVE_POINT', 'HUNDRED_POINT')),
    number_of_semesters INTEGER NOT NULL CHECK (number_of_semesters BETWEEN 1 AND 12),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at TIMESTAMPTZ,
    CHECK (end_year > start_year)
);
-- The list: by institution (institution roles always filter by it), status, direction, name search.
CREATE INDEX curricula_institution_idx ON curricula (institution_id, name, id) WHERE deleted_at IS NULL;
CREATE INDEX curricula_status_idx ON curricula (status, name, id) WHERE deleted_at IS NULL;
CREATE INDEX curricula_direction_idx ON curricula (edu_direction_id) WHERE deleted_at IS NULL;
CREATE INDEX curricula_name_idx ON curricula (name, id) WHERE deleted_at IS NULL;
CREATE INDEX curricula_start_year_idx ON curricula (start_year, id) WHERE deleted_at IS NULL;
CREATE INDEX curricula_search_idx ON curricula USING gin (name gin_trgm_ops) WHERE deleted_at IS NULL;
-- Deletes in the catalogue look for curricula still referring to a row.
CREATE INDEX curricula_template_idx ON curricula (curriculum_template_id);
CREATE INDEX curricula_subject_type_idx ON curricula (subject_type_id);

-- The curriculum's own subject list (copied from the model curriculum at creation).
CREATE TABLE curriculum_subjects (
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 1 AND 10000),
    position INTEGER NOT NULL,
    PRIMARY KEY (curriculum_id, edu_subject_id)
);
CREATE INDEX curriculum_subjects_subject_idx ON curriculum_subjects (edu_subject_id);

-- Every semester of a curriculum, with its dates once the distribution is saved.
CREATE TABLE curriculum_semesters (
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    semester_number INTEGER NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    start_date DATE,
    end_date DATE,
    PRIMARY KEY (curriculum_id, semester_number),
    CHECK (start_date IS NULL OR end_date IS NULL OR start_date < end_date)
);

-- A subject's hours in one semester. The foreign keys keep a semester to the curriculum's own
-- subjects, each at most once.
CREATE TABLE curriculum_semester_subjects (
    curriculum_id BIGINT NOT NULL,
    semester_number INTEGER NOT NULL,
    edu_subject_id BIGINT NOT NULL,
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 0 AND 10000),
    is_separated BOOLEAN NOT NULL DEFAULT FALSE,
    position INTEGER NOT NULL,
    PRIMARY KEY (curriculum_id, semester_number, edu_subject_id),
    FOREIGN KEY (curriculum_id, semester_number) REFERENCES curriculum_semesters (curriculum_id, semester_number) ON DELETE CASCADE,
    FOREIGN KEY (curriculum_id, edu_subject_id) REFERENCES curriculum_subjects (curriculum_id, edu_subject_id) ON DELETE CASCADE
);
CREATE INDEX curriculum_semester_subjects_subject_idx ON curriculum_semester_subjects (curriculum_id, edu_subject_id);

-- Vocational (professional) subjects: one or two per curriculum, named freely.
CREATE TABLE curriculum_vocational_subjects (
    id BIGSERIAL PRIMARY KEY,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 1 AND 10000),
    position INTEGER NOT NULL
);
CREATE INDEX curriculum_vocational_subjects_curriculum_idx ON curriculum_vocational_subjects (curriculum_id, position);
CREATE INDEX curriculum_vocational_subjects_name_idx ON curriculum_vocational_subjects (name_uz, id);
CREATE INDEX curriculum_vocational_subjects_search_idx ON curriculum_vocational_subjects
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);

-- The final state attestation (DAK) exams.
CREATE TABLE curriculum_exams (
    id BIGSERIAL PRIMARY KEY,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE CASCADE,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 1 AND 10000),
    position INTEGER NOT NULL
);
CREATE INDEX curriculum_exams_curriculum_idx ON curriculum_exams (curriculum_id, position);

-- Students' ratings per subject and semester of their curriculum. Students come later: no
-- foreign key on student_id yet.
CREATE TABLE ratings (
    id BIGSERIAL PRIMARY KEY,
    student_id BIGINT NOT NULL,
    curriculum_id BIGINT NOT NULL REFERENCES curricula (id) ON DELETE RESTRICT,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    semester_number INTEGER NOT NULL CHECK (semester_number BETWEEN 1 AND 12),
    rating INTEGER NOT NULL CHECK (rating BETWEEN 3 AND 100),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ratings_curriculum_subject_idx ON ratings (curriculum_id, edu_subject_id);
CREATE INDEX ratings_subject_idx ON ratings (edu_subject_id);
CREATE INDEX ratings_student_idx ON ratings (student_id);
