UPDATE roles SET permissions = ARRAY(SELECT p FROM unnest(permissions) p WHERE p <> 'student-transfer' ORDER BY p) WHERE name = 'OTMADMIN';
ALTER TABLE journal_settings DROP COLUMN promotion_gpa_tenths;
DROP TABLE academic_standings_built;
DROP TRIGGER academic_standings_follow_student ON students;
DROP FUNCTION academic_standings_follow_student();
DROP TABLE academic_standings;
DROP FUNCTION academic_standings_place();
