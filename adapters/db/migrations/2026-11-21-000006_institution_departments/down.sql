DROP TABLE institution_departments;
