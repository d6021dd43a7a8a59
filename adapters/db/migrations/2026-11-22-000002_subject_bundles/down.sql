DROP INDEX IF EXISTS curriculum_templates_institution_type_idx;
DROP INDEX IF EXISTS edu_subject_types_search_idx;
DROP TABLE IF EXISTS subject_bundle_subjects;
DROP TABLE IF EXISTS subject_bundles;
