DROP TRIGGER curricula_report_tallies ON curricula;
DROP TRIGGER citizens_report_tallies ON citizens;
DROP TRIGGER edu_groups_report_tallies ON edu_groups;
DROP TRIGGER students_report_tallies ON students;
DROP FUNCTION report_tallies_compact();
DROP FUNCTION report_tallies_curricula();
DROP FUNCTION report_tallies_citizens();
DROP FUNCTION report_tallies_groups();
DROP FUNCTION report_tallies_students();
DROP TABLE report_tallies;

DROP TRIGGER staffs_list_counts ON staffs;
CREATE TRIGGER staffs_list_counts AFTER INSERT OR UPDATE OR DELETE ON staffs
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('staff', 'institution_id', 'status', '', 'deleted_at');
DELETE FROM list_counts WHERE entity = 'staff';
INSERT INTO list_counts (entity, institution_id, status, n)
SELECT 'staff', institution_id, status, count(*) FROM staffs WHERE deleted_at IS NULL GROUP BY institution_id, status;

DROP INDEX staffs_teaching_idx;
DROP TRIGGER institution_positions_teaching ON institution_positions;
DROP TRIGGER staff_positions_teaching ON staff_positions;
DROP FUNCTION institution_positions_teaching();
DROP FUNCTION staff_positions_teaching();
DROP FUNCTION staff_teaching_refresh(BIGINT);
ALTER TABLE staffs DROP COLUMN teaching;
