-- The ministry's departments; each may sit under a parent department.
CREATE TABLE ministry_departments (
    id BIGSERIAL PRIMARY KEY,
    parent_id BIGINT REFERENCES ministry_departments (id) ON DELETE RESTRICT,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX ministry_departments_parent_idx ON ministry_departments (parent_id, name_uz);
