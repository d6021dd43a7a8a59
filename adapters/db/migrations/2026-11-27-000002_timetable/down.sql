DROP TABLE timetable_draft_lessons;
DROP TABLE timetable_runs;
DROP TABLE teacher_unavailability;
DROP TABLE timetable_settings;
