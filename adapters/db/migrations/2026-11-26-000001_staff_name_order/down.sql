DROP INDEX staffs_institution_name_idx;
DROP INDEX staffs_name_idx;
DROP TRIGGER citizens_name_key ON citizens;
DROP FUNCTION citizens_name_key();
DROP TRIGGER staffs_name_key ON staffs;
DROP FUNCTION staffs_name_key();
DROP FUNCTION citizen_name_key(BIGINT);
ALTER TABLE staffs DROP COLUMN full_name_key;
