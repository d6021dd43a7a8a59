DELETE FROM teacher_unavailability WHERE kind = 'PREFERRED';
ALTER TABLE teacher_unavailability DROP COLUMN kind;
