-- The faculties, chairs and sections of an institution.
CREATE TABLE institution_departments (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    kind TEXT NOT NULL CHECK (kind IN ('FACULTY', 'CHAIR', 'SECTION')),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX institution_departments_institution_idx ON institution_departments (institution_id, kind, name_uz);
CREATE INDEX institution_departments_search_idx ON institution_departments
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);
