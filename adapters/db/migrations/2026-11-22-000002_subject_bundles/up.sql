-- Subject bundles: named sets of catalogue subjects that are taught together.
CREATE TABLE subject_bundles (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX subject_bundles_name_idx ON subject_bundles (name_uz, id);
CREATE INDEX subject_bundles_search_idx ON subject_bundles
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);

-- The subjects of a bundle, in the order the bundle lists them. A subject in a bundle cannot
-- be deleted from the catalogue.
CREATE TABLE subject_bundle_subjects (
    subject_bundle_id BIGINT NOT NULL REFERENCES subject_bundles (id) ON DELETE CASCADE,
    edu_subject_id BIGINT NOT NULL REFERENCES edu_subjects (id) ON DELETE RESTRICT,
    position INTEGER NOT NULL CHECK (position >= 0),
    PRIMARY KEY (subject_bundle_id, edu_subject_id)
);
CREATE INDEX subject_bundle_subjects_subject_idx ON subject_bundle_subjects (edu_subject_id);

-- Filters of the catalogue lists that the first catalogue migration left without an index:
-- the subject-type search and the model curricula's kind of institution.
CREATE INDEX edu_subject_types_search_idx ON edu_subject_types
    USING gin ((name_uz || ' ' || name_ru || ' ' || name_en) gin_trgm_ops);
CREATE INDEX curriculum_templates_institution_type_idx ON curriculum_templates (institution_type, name_uz, id);
