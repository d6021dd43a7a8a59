DROP INDEX edu_groups_semester_idx;
DROP TABLE document_jobs;
DROP TABLE graduate_documents;
DROP TABLE graduate_namings;
DROP TABLE exam_ratings;
