-- A studying student's transcript and reference of study are issued, stored and verified by their
-- QR code like a graduate's documents, in the same table; each is numbered in its institution's
-- series for the kind and year, and a newer one leaves the older valid.
ALTER TABLE graduate_documents DROP CONSTRAINT graduate_documents_kind_check;
ALTER TABLE graduate_documents ADD CONSTRAINT graduate_documents_kind_check
    CHECK (kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE', 'TRANSCRIPT', 'REFERENCE'));
DROP INDEX graduate_documents_valid_key;
CREATE UNIQUE INDEX graduate_documents_valid_key ON graduate_documents (student_id, kind)
    WHERE status = 'VALID' AND NOT duplicate AND kind IN ('DIPLOMA', 'APPENDIX', 'CERTIFICATE');

CREATE TABLE study_document_series (
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('TRANSCRIPT', 'REFERENCE')),
    year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2200),
    last_number BIGINT NOT NULL CHECK (last_number > 0),
    PRIMARY KEY (institution_id, kind, year)
);

-- The delivered institution administrator issues them.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['student-document']) p ORDER BY p)
WHERE name = 'OTMADMIN';
