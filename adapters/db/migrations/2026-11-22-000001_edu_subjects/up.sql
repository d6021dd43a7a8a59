-- The ministry's subject catalogue: every curriculum, staff teaching load and rating refers to it.
CREATE TABLE edu_subject_types (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX edu_subject_types_name_key ON edu_subject_types (lower(name_uz));

CREATE TABLE edu_subjects (
    id BIGSERIAL PRIMARY KEY,
    code TEXT NOT NULL CHECK (length(code) BETWEEN 1 AND 20),
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    edu_subject_type_id BIGINT NOT NULL REFERENCES edu_subject_types (id) ON DELETE RESTRICT,
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 1 AND 10000),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX edu_subjects_code_key ON edu_subjects (lower(code));
CREATE INDEX edu_subjects_type_idx ON edu_subjects (edu_subject_type_id, name_uz);
CREATE INDEX edu_subjects_name_idx ON edu_subjects (name_uz, id);
CREATE INDEX edu_subjects_search_idx ON edu_subjects
    USING gin ((code || ' ' || name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);

-- The types the ministry's curricula group subjects by.
INSERT INTO edu_subject_types (name_uz, name_ru, name_en) VALUES
    ('Umumta’lim fanlari', 'Общеобразовательные предметы', 'General education subjects'),
    ('Umumkasbiy fanlar', 'Общепрофессиональные предметы', 'General professional subjects'),
    ('Ixtisoslik fanlari', 'Специальные предметы', 'Specialty subjects'),
    ('Tanlov fanlari', 'Предметы по выбору', 'Elective subjects');

-- The ministry's model curricula: which subjects, with how many hours, a curriculum of a
-- direction starts from.
CREATE TABLE curriculum_templates (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    edu_direction_id BIGINT REFERENCES edu_directions (id) ON DELETE RESTRICT,
    institution_type TEXT NOT NULL CHECK (institution_type IN ('LYCEUM', 'HEI')),
    number_of_semesters INTEGER NOT NULL DEFAULT 4 CHECK (number_of_semesters BETWEEN 1 AND 12),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX curriculum_templates_name_idx ON curriculum_templates (name_uz, id);
CREATE INDEX curriculum_templates_direction_idx ON curriculum_templates (edu_direction_id);
CREATE INDEX curriculum_templates_search_idx ON curriculum_templates
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);

CREATE TABLE curriculum_template_subjects (
    curriculum_template_id BIGINT NOT NULL REFERENCES curriculum_templates (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    study_hours INTEGER NOT NULL CHECK (study_hours BETWEEN 1 AND 10000),
    PRIMARY KEY (curriculum_template_id, edu_subject_id)
);
CREATE INDEX curriculum_template_subjects_subject_idx ON curriculum_template_subjects (edu_subject_id);
