DROP TRIGGER audit_log_list_counts ON audit_log;
DROP TRIGGER users_list_counts ON users;
DROP TRIGGER curricula_list_counts ON curricula;
DROP TRIGGER staffs_list_counts ON staffs;
DROP FUNCTION list_counts_compact();
DROP FUNCTION list_counts_track();
DROP TABLE list_counts;
