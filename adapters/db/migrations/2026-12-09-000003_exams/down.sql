UPDATE roles SET permissions = array_remove(permissions, 'exam-schedule');
DROP TABLE exams;
