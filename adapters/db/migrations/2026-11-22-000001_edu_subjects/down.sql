DROP TABLE curriculum_template_subjects;
DROP TABLE curriculum_templates;
DROP TABLE edu_subjects;
DROP TABLE edu_subject_types;
