DROP TABLE lesson_topics;
DROP TABLE teacher_topics;
DROP TABLE schedule_lesson_skips;
DROP TABLE schedule_lessons;
