CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE institutions (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    short_name TEXT NOT NULL DEFAULT '',
    code TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('LYCEUM', 'HEI')),
    region TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    phone TEXT NOT NULL DEFAULT '',
    director TEXT NOT NULL DEFAULT '',
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX institutions_code_key ON institutions (lower(code));
CREATE INDEX institutions_search_idx ON institutions
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en || ' ' || short_name || ' ' || code) gin_trgm_ops);
CREATE INDEX institutions_kind_idx ON institutions (kind);
CREATE INDEX institutions_region_idx ON institutions (region);

CREATE TABLE roles (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
    level TEXT NOT NULL CHECK (level IN ('MINISTRY', 'INSTITUTION')),
    permissions TEXT[] NOT NULL DEFAULT '{}',
    is_system BOOLEAN NOT NULL DEFAULT FALSE,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX roles_name_key ON roles (lower(name));

CREATE TABLE users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL CHECK (length(username) BETWEEN 3 AND 64),
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    password_hash TEXT NOT NULL,
    pinfl TEXT CHECK (pinfl ~ '^[0-9]{14}$'),
    is_active BOOLEAN NOT NULL DEFAULT TRUE,
    is_system BOOLEAN NOT NULL DEFAULT FALSE,
    last_login_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    deleted_at TIMESTAMPTZ
);
-- A deleted account frees its username; only living accounts must be unique.
CREATE UNIQUE INDEX users_username_key ON users (username) WHERE deleted_at IS NULL;
-- One account per person: OneID finds the account by the PINFL it vouches for.
CREATE UNIQUE INDEX users_pinfl_key ON users (pinfl) WHERE deleted_at IS NULL AND pinfl IS NOT NULL;
CREATE INDEX users_search_idx ON users USING gin ((name || ' ' || username) gin_trgm_ops) WHERE deleted_at IS NULL;
CREATE INDEX users_name_idx ON users (name, id) WHERE deleted_at IS NULL;

CREATE TABLE user_roles (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role_id BIGINT NOT NULL REFERENCES roles (id) ON DELETE RESTRICT,
    PRIMARY KEY (user_id, role_id)
);
CREATE INDEX user_roles_role_idx ON user_roles (role_id);

CREATE TABLE user_institutions (
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    PRIMARY KEY (user_id, institution_id)
);
CREATE INDEX user_institutions_institution_idx ON user_institutions (institution_id, user_id);

CREATE TABLE revoked_sessions (
    session_id TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX revoked_sessions_expires_idx ON revoked_sessions (expires_at);

CREATE TABLE login_attempts (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL,
    user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    succeeded BOOLEAN NOT NULL,
    at TIMESTAMPTZ NOT NULL,
    client_ip TEXT
);
CREATE INDEX login_attempts_failures_idx ON login_attempts (username, at) WHERE NOT succeeded;

-- The state of a OneID login under way: single use, short-lived, so a returned code cannot be
-- replayed or forged into another browser's session.
CREATE TABLE oneid_states (
    state TEXT PRIMARY KEY,
    expires_at TIMESTAMPTZ NOT NULL
);
