UPDATE roles SET permissions = array_remove(permissions, 'student-document');
DROP TABLE study_document_series;
DELETE FROM graduate_documents WHERE kind IN ('TRANSCRIPT', 'REFERENCE');
DROP INDEX graduate_documents_valid_key;
CREATE UNIQUE INDEX graduate_documents_valid_key ON graduate_documents (student_id, kind) WHERE status = 'VALID' AND NOT duplicate;
ALTER TABLE graduate_documents DROP CONSTRAINT graduate_documents_kind_check;
ALTER TABLE graduate_documents ADD CONSTRAINT graduate_documents_kind_check CHECK (kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE'));
