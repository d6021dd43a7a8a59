-- Graduates: ratings of the final state attestation (DAK) exams, the naming of a diploma, the
-- documents issued (stored as set, never set again) and the background issue of a group's
-- documents with its progress.

CREATE TABLE exam_ratings (
    id BIGSERIAL PRIMARY KEY,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    curriculum_exam_id BIGINT NOT NULL REFERENCES curriculum_exams (id) ON DELETE RESTRICT,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 3 AND 100),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX exam_ratings_cell_key ON exam_ratings (student_id, curriculum_exam_id);
CREATE INDEX exam_ratings_exam_idx ON exam_ratings (curriculum_exam_id);

CREATE TABLE graduate_namings (
    student_id BIGINT PRIMARY KEY REFERENCES students (id) ON DELETE RESTRICT,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    qualification_uz TEXT NOT NULL CHECK (length(qualification_uz) BETWEEN 1 AND 255),
    qualification_ru TEXT NOT NULL DEFAULT '' CHECK (length(qualification_ru) <= 255),
    qualification_en TEXT NOT NULL DEFAULT '' CHECK (length(qualification_en) <= 255),
    diploma_series TEXT NOT NULL CHECK (diploma_series ~ '^[A-Z]{1,3}$'),
    diploma_number TEXT NOT NULL CHECK (diploma_number ~ '^[0-9]{7}$'),
    version INTEGER NOT NULL DEFAULT 1,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- A series and number is given once in the whole country, whatever the institution.
CREATE UNIQUE INDEX graduate_namings_diploma_key ON graduate_namings (diploma_series, diploma_number);
CREATE INDEX graduate_namings_institution_idx ON graduate_namings (institution_id);

CREATE TABLE graduate_documents (
    id BIGSERIAL PRIMARY KEY,
    -- What the QR code and the public report carry; never the row's id.
    public_id UUID NOT NULL,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    kind TEXT NOT NULL CHECK (kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE')),
    duplicate BOOLEAN NOT NULL DEFAULT false,
    original_id BIGINT REFERENCES graduate_documents (id) ON DELETE RESTRICT,
    number TEXT NOT NULL CHECK (length(number) BETWEEN 1 AND 64),
    status TEXT NOT NULL DEFAULT 'VALID' CHECK (status IN ('VALID', 'REVOKED')),
    pdf BYTEA NOT NULL,
    issued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    revoked_at TIMESTAMPTZ,
    -- What the public report shows, as it was when the document was issued: the holder's name,
    -- the year, and the multilingual names
    -- {"institution": {uz, ru, en}, "edu_direction": {...}, "qualification": {...} | null}.
    holder TEXT NOT NULL,
    year INTEGER NOT NULL,
    names JSONB NOT NULL,
    CHECK (duplicate = (original_id IS NOT NULL))
);
CREATE UNIQUE INDEX graduate_documents_public_key ON graduate_documents (public_id);
CREATE INDEX graduate_documents_student_idx ON graduate_documents (student_id, id DESC);
CREATE INDEX graduate_documents_institution_idx ON graduate_documents (institution_id, id DESC);
CREATE INDEX graduate_documents_original_idx ON graduate_documents (original_id) WHERE original_id IS NOT NULL;
-- At most one valid original of each kind per student: issuing again revokes the old one first.
CREATE UNIQUE INDEX graduate_documents_valid_key ON graduate_documents (student_id, kind) WHERE status = 'VALID' AND NOT duplicate;

CREATE TABLE document_jobs (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    kind TEXT NOT NULL CHECK (kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE')),
    status TEXT NOT NULL DEFAULT 'RUNNING' CHECK (status IN ('RUNNING', 'DONE', 'FAILED')),
    total INTEGER NOT NULL CHECK (total >= 0),
    done INTEGER NOT NULL DEFAULT 0 CHECK (done >= 0),
    -- [{student_id, fio, message}]
    failed JSONB NOT NULL DEFAULT '[]',
    actor_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
    started_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    finished_at TIMESTAMPTZ
);
CREATE INDEX document_jobs_group_idx ON document_jobs (edu_group_id, id DESC);
CREATE INDEX document_jobs_institution_idx ON document_jobs (institution_id, id DESC);

-- The candidates' filter: groups in the last semester of their curriculum.
CREATE INDEX edu_groups_semester_idx ON edu_groups (curriculum_id, current_semester) WHERE deleted_at IS NULL;
