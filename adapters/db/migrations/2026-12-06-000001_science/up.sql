-- The scientific process: research projects with their yearly funding and members, publications
-- with their authors, files and the science office's verification, doctoral students and their
-- defences. Money is an exact number of minor units (tiyin for the so‘m).

CREATE TABLE science_projects (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 1000),
    number TEXT NOT NULL CHECK (length(number) BETWEEN 1 AND 64),
    kind TEXT NOT NULL CHECK (kind IN ('FUNDAMENTAL', 'APPLIED', 'INNOVATIVE', 'YOUNG_FUNDAMENTAL', 'YOUNG_APPLIED',
                                       'YOUNG_INNOVATIVE', 'COMMERCIAL')),
    is_foreign BOOLEAN NOT NULL DEFAULT FALSE,
    currency TEXT NOT NULL CHECK (currency IN ('UZS', 'USD', 'EUR', 'RUB')),
    contract_number TEXT NOT NULL DEFAULT '' CHECK (length(contract_number) <= 64),
    contract_date DATE,
    date_from DATE NOT NULL,
    date_to DATE NOT NULL CHECK (date_to >= date_from),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX science_projects_number_key ON science_projects (institution_id, lower(number));
CREATE INDEX science_projects_institution_idx ON science_projects (institution_id, id DESC);
CREATE INDEX science_projects_kind_idx ON science_projects (kind, institution_id);
CREATE INDEX science_projects_foreign_idx ON science_projects (institution_id) WHERE is_foreign;
-- Projects running in a year: their dates' range overlaps the year's.
CREATE INDEX science_projects_dates_idx ON science_projects USING gist (daterange(date_from, date_to, '[]'));
CREATE INDEX science_projects_search_idx ON science_projects USING gin ((name || ' ' || number) gin_trgm_ops);

CREATE TABLE science_project_funding (
    project_id BIGINT NOT NULL REFERENCES science_projects (id) ON DELETE CASCADE,
    year SMALLINT NOT NULL CHECK (year BETWEEN 1990 AND 2100),
    amount BIGINT NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (project_id, year)
);
CREATE INDEX science_project_funding_year_idx ON science_project_funding (year, project_id);

CREATE TABLE science_project_members (
    id BIGSERIAL PRIMARY KEY,
    project_id BIGINT NOT NULL REFERENCES science_projects (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    staff_id BIGINT REFERENCES staffs (id) ON DELETE RESTRICT,
    outside_name TEXT NOT NULL DEFAULT '' CHECK (length(outside_name) <= 255),
    role TEXT NOT NULL CHECK (role IN ('LEADER', 'EXECUTOR')),
    CHECK ((staff_id IS NULL) <> (outside_name = ''))
);
CREATE UNIQUE INDEX science_project_members_staff_key ON science_project_members (project_id, staff_id) WHERE staff_id IS NOT NULL;
CREATE UNIQUE INDEX science_project_members_leader_key ON science_project_members (project_id) WHERE role = 'LEADER';
CREATE INDEX science_project_members_project_idx ON science_project_members (project_id, position);
CREATE INDEX science_project_members_staff_idx ON science_project_members (staff_id, project_id) WHERE staff_id IS NOT NULL;

CREATE TABLE science_publications (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    kind TEXT NOT NULL CHECK (kind IN ('SCIENTIFIC', 'METHODICAL', 'INTELLECTUAL_PROPERTY')),
    sub_kind TEXT NOT NULL CHECK (sub_kind IN ('MONOGRAPH', 'ARTICLE', 'CONFERENCE_PAPER', 'THESES', 'TEXTBOOK', 'STUDY_GUIDE',
                                               'METHODICAL_MANUAL', 'INVENTION', 'UTILITY_MODEL', 'INDUSTRIAL_DESIGN', 'SOFTWARE',
                                               'DATABASE')),
    title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 1000),
    year SMALLINT NOT NULL CHECK (year BETWEEN 1950 AND 2100),
    source TEXT NOT NULL DEFAULT '' CHECK (length(source) <= 500),
    doi TEXT CHECK (doi ~ '^10\.[0-9]{4,9}(\.[0-9]+)*/\S+$'),
    indexing TEXT[] NOT NULL DEFAULT '{}'
        CHECK (indexing <@ ARRAY['SCOPUS', 'WEB_OF_SCIENCE', 'GOOGLE_SCHOLAR', 'RSCI', 'OAK', 'OTHER']),
    is_foreign BOOLEAN NOT NULL DEFAULT FALSE,
    verification TEXT NOT NULL DEFAULT 'PENDING' CHECK (verification IN ('PENDING', 'VERIFIED', 'REJECTED')),
    rejection_reason TEXT NOT NULL DEFAULT '' CHECK (length(rejection_reason) <= 1000),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX science_publications_institution_idx ON science_publications (institution_id, id DESC);
CREATE INDEX science_publications_year_idx ON science_publications (year, institution_id);
CREATE INDEX science_publications_kind_idx ON science_publications (kind, sub_kind, institution_id);
CREATE INDEX science_publications_sub_kind_idx ON science_publications (sub_kind, institution_id);
CREATE INDEX science_publications_foreign_idx ON science_publications (institution_id, year) WHERE is_foreign;
CREATE INDEX science_publications_verification_idx ON science_publications (verification, institution_id);
CREATE INDEX science_publications_indexing_idx ON science_publications USING gin (indexing);
CREATE INDEX science_publications_search_idx ON science_publications
    USING gin ((title || ' ' || source || ' ' || coalesce(doi, '')) gin_trgm_ops);

CREATE TABLE science_publication_authors (
    id BIGSERIAL PRIMARY KEY,
    publication_id BIGINT NOT NULL REFERENCES science_publications (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    staff_id BIGINT REFERENCES staffs (id) ON DELETE RESTRICT,
    outside_name TEXT NOT NULL DEFAULT '' CHECK (length(outside_name) <= 255),
    is_main BOOLEAN NOT NULL DEFAULT FALSE,
    -- Staff authors only: whether they confirmed their authorship from their own account.
    confirmation TEXT CHECK (confirmation IN ('PENDING', 'CONFIRMED')),
    confirmed_at TIMESTAMPTZ,
    CHECK ((staff_id IS NULL) <> (outside_name = '')),
    CHECK ((staff_id IS NULL) = (confirmation IS NULL))
);
CREATE UNIQUE INDEX science_publication_authors_staff_key ON science_publication_authors (publication_id, staff_id) WHERE staff_id IS NOT NULL;
CREATE UNIQUE INDEX science_publication_authors_main_key ON science_publication_authors (publication_id) WHERE is_main;
CREATE INDEX science_publication_authors_publication_idx ON science_publication_authors (publication_id, position);
CREATE INDEX science_publication_authors_staff_idx ON science_publication_authors (staff_id, publication_id) WHERE staff_id IS NOT NULL;

-- The PDF of a publication, apart from its row so that lists never read it.
CREATE TABLE science_publication_files (
    publication_id BIGINT PRIMARY KEY REFERENCES science_publications (id) ON DELETE CASCADE,
    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
    size BIGINT NOT NULL CHECK (size BETWEEN 1 AND 5242880),
    content BYTEA NOT NULL,
    uploaded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE science_doctoral_students (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    citizen_id BIGINT NOT NULL REFERENCES citizens (id) ON DELETE RESTRICT,
    kind TEXT NOT NULL CHECK (kind IN ('PHD', 'DSC')),
    form TEXT NOT NULL CHECK (form IN ('FULL_TIME', 'INDEPENDENT')),
    theme TEXT NOT NULL CHECK (length(theme) BETWEEN 1 AND 1000),
    specialty TEXT NOT NULL CHECK (length(specialty) BETWEEN 1 AND 255),
    supervisor_staff_id BIGINT NOT NULL REFERENCES staffs (id) ON DELETE RESTRICT,
    course SMALLINT NOT NULL CHECK (course BETWEEN 1 AND 3),
    admission_year SMALLINT NOT NULL CHECK (admission_year BETWEEN 1990 AND 2100),
    status TEXT NOT NULL CHECK (status IN ('ACTIVE', 'ON_LEAVE', 'DEFENDED', 'WITHDRAWN')),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX science_doctoral_students_person_key ON science_doctoral_students (institution_id, citizen_id);
CREATE INDEX science_doctoral_students_institution_idx ON science_doctoral_students (institution_id, id DESC);
CREATE INDEX science_doctoral_students_status_idx ON science_doctoral_students (status, kind, institution_id);
CREATE INDEX science_doctoral_students_kind_idx ON science_doctoral_students (kind, institution_id);
CREATE INDEX science_doctoral_students_form_idx ON science_doctoral_students (form, institution_id);
CREATE INDEX science_doctoral_students_course_idx ON science_doctoral_students (course, institution_id);
CREATE INDEX science_doctoral_students_admission_idx ON science_doctoral_students (admission_year, institution_id);
CREATE INDEX science_doctoral_students_supervisor_idx ON science_doctoral_students (supervisor_staff_id);
CREATE INDEX science_doctoral_students_citizen_idx ON science_doctoral_students (citizen_id);

CREATE TABLE science_defences (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    doctoral_student_id BIGINT NOT NULL REFERENCES science_doctoral_students (id) ON DELETE RESTRICT,
    date DATE NOT NULL,
    council TEXT NOT NULL CHECK (length(council) BETWEEN 1 AND 255),
    diploma_number TEXT NOT NULL CHECK (length(diploma_number) BETWEEN 1 AND 64),
    register_number TEXT NOT NULL CHECK (length(register_number) BETWEEN 1 AND 64),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX science_defences_student_key ON science_defences (doctoral_student_id);
CREATE INDEX science_defences_institution_idx ON science_defences (institution_id, date DESC, id DESC);
CREATE INDEX science_defences_date_idx ON science_defences (date, institution_id);
CREATE INDEX science_defences_search_idx ON science_defences
    USING gin ((council || ' ' || diploma_number || ' ' || register_number) gin_trgm_ops);

-- The lists' totals ('Jami: N ta'), kept like the other lists': per institution, and for
-- publications and doctoral students per state and kind.
CREATE TRIGGER science_projects_list_counts AFTER INSERT OR UPDATE OR DELETE ON science_projects
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('science_project', 'institution_id', '', '', '');
CREATE TRIGGER science_publications_list_counts AFTER INSERT OR UPDATE OR DELETE ON science_publications
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('publication', 'institution_id', 'verification', 'kind', '');
CREATE TRIGGER science_doctoral_students_list_counts AFTER INSERT OR UPDATE OR DELETE ON science_doctoral_students
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('doctoral_student', 'institution_id', 'status', 'kind', '');
CREATE TRIGGER science_defences_list_counts AFTER INSERT OR UPDATE OR DELETE ON science_defences
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('defence', 'institution_id', '', '', '');

-- The delivered roles of a database made before this release get the area's permissions (the
-- roles other than the system one are not brought up to date at start-up); the science office's
-- own role is created at start-up with the others.
UPDATE roles SET permissions = permissions || ARRAY['science-project-view', 'science-publication-view', 'science-doctorate-view']
    WHERE name = 'MINISTRY' AND NOT permissions @> ARRAY['science-publication-view'];
UPDATE roles SET permissions = permissions || ARRAY[
        'science-project-add', 'science-project-edit', 'science-project-view', 'science-project-delete',
        'science-publication-add', 'science-publication-edit', 'science-publication-view', 'science-publication-delete',
        'science-publication-own', 'science-verify',
        'science-doctorate-add', 'science-doctorate-edit', 'science-doctorate-view', 'science-doctorate-delete']
    WHERE name = 'OTMADMIN' AND NOT permissions @> ARRAY['science-publication-view'];
UPDATE roles SET permissions = permissions || ARRAY['science-publication-own']
    WHERE name = 'TEACHER' AND NOT permissions @> ARRAY['science-publication-own'];
