-- The national classifier of directions of study; curricula and groups refer to it.
CREATE TABLE edu_directions (
    id BIGSERIAL PRIMARY KEY,
    code TEXT NOT NULL CHECK (length(code) BETWEEN 2 AND 20),
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    institution_type TEXT NOT NULL CHECK (institution_type IN ('LYCEUM', 'HEI')),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX edu_directions_code_key ON edu_directions (lower(code));
CREATE INDEX edu_directions_search_idx ON edu_directions
    USING gin ((code || ' ' || name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);
CREATE INDEX edu_directions_type_idx ON edu_directions (institution_type, code);
