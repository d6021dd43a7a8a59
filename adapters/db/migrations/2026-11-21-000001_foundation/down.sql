DROP TABLE oneid_states;
DROP TABLE login_attempts;
DROP TABLE revoked_sessions;
DROP TABLE user_institutions;
DROP TABLE user_roles;
DROP TABLE users;
DROP TABLE roles;
DROP TABLE institutions;
