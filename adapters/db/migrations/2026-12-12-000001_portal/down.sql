DROP INDEX students_account;
DROP TABLE parent_children;
