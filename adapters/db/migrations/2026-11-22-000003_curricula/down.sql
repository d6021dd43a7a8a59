DROP TABLE ratings;
DROP TABLE curriculum_exams;
DROP TABLE curriculum_vocational_subjects;
DROP TABLE curriculum_semester_subjects;
DROP TABLE curriculum_semesters;
DROP TABLE curriculum_subjects;
DROP TABLE curricula;
