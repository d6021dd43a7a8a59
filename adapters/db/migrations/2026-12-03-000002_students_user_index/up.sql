-- A student's login, found from the user: a renamed user rewrites its student's card, and a
-- deleted user clears the student's link, without reading every student. Built without holding
-- student writes, hence outside a transaction (metadata.toml).
CREATE INDEX CONCURRENTLY IF NOT EXISTS students_user_idx ON students (user_id) WHERE user_id IS NOT NULL;
