DROP TABLE ministry_departments;
