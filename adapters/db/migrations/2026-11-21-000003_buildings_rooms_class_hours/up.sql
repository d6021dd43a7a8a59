CREATE EXTENSION IF NOT EXISTS btree_gist;

CREATE TABLE buildings (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 512),
    floors SMALLINT NOT NULL CHECK (floors BETWEEN 1 AND 50),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX buildings_institution_idx ON buildings (institution_id, name);
CREATE INDEX buildings_search_idx ON buildings USING gin (name gin_trgm_ops);

CREATE TABLE rooms (
    id BIGSERIAL PRIMARY KEY,
    building_id BIGINT NOT NULL REFERENCES buildings (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    floor SMALLINT NOT NULL CHECK (floor BETWEEN -3 AND 50),
    capacity INTEGER NOT NULL CHECK (capacity BETWEEN 1 AND 10000),
    kind TEXT NOT NULL CHECK (kind IN ('LECTURE', 'LAB', 'COMPUTER', 'GYM')),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX rooms_building_name_key ON rooms (building_id, lower(name));
CREATE INDEX rooms_search_idx ON rooms USING gin (name gin_trgm_ops);
CREATE INDEX rooms_kind_idx ON rooms (kind);

-- Numbers are unique and periods never overlap within an institution, even under concurrent
-- edits: the domain checks first with a clear message, the constraints hold regardless.
CREATE TABLE class_hours (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    number SMALLINT NOT NULL CHECK (number BETWEEN 1 AND 20),
    start_time TIME NOT NULL,
    end_time TIME NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK (start_time < end_time),
    CONSTRAINT class_hours_number_key UNIQUE (institution_id, number),
    CONSTRAINT class_hours_no_overlap EXCLUDE USING gist (
        institution_id WITH =,
        tsrange(DATE '2000-01-01' + start_time, DATE '2000-01-01' + end_time) WITH &&
    )
);
