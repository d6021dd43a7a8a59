DROP INDEX absence_totals_institution_idx;
DROP INDEX absence_totals_hours_idx;
DROP TRIGGER edu_groups_absence_listing ON edu_groups;
DROP FUNCTION edu_groups_absence_listing();
DROP TRIGGER students_absence_listing ON students;
DROP FUNCTION students_absence_listing();
DROP TRIGGER absence_totals_listing ON absence_totals;
DROP FUNCTION absence_totals_listing();
DROP FUNCTION absence_total_listed(BIGINT, BIGINT, SMALLINT);
ALTER TABLE absence_totals DROP COLUMN listed;
CREATE INDEX absence_totals_institution_idx ON absence_totals (institution_id, unexcused_hours DESC, student_id)
    WHERE unexcused_hours > 0;
CREATE INDEX absence_totals_hours_idx ON absence_totals (unexcused_hours DESC, student_id) WHERE unexcused_hours > 0;
