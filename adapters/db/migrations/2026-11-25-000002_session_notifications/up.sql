-- Every change a session depends on is announced on the channel `emis_sessions`, so that server
-- processes holding sessions in memory forget them at once, whichever process (or hand-typed SQL)
-- made the change. Payloads: `user:<id>` (one user's account, roles or institutions),
-- `session:<id>` (a session ended), `all` (a role or an institution changed).

CREATE FUNCTION announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('emis_sessions', 'user:' || OLD.id);
    RETURN NULL;
END;
$$;

-- Rows of user_roles and user_institutions: the user they link.
CREATE FUNCTION announce_user_link_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM pg_notify('emis_sessions', 'user:' || OLD.user_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM pg_notify('emis_sessions', 'user:' || NEW.user_id);
    END IF;
    RETURN NULL;
END;
$$;

CREATE FUNCTION announce_session_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('emis_sessions', 'session:' || NEW.session_id);
    RETURN NULL;
END;
$$;

CREATE FUNCTION announce_everything_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('emis_sessions', 'all');
    RETURN NULL;
END;
$$;

-- A new user has no session yet: only changes and deletions of users matter (an id never changes).
CREATE TRIGGER users_announce AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION announce_user_change();
CREATE TRIGGER user_roles_announce AFTER INSERT OR UPDATE OR DELETE ON user_roles
    FOR EACH ROW EXECUTE FUNCTION announce_user_link_change();
CREATE TRIGGER user_institutions_announce AFTER INSERT OR UPDATE OR DELETE ON user_institutions
    FOR EACH ROW EXECUTE FUNCTION announce_user_link_change();
CREATE TRIGGER revoked_sessions_announce AFTER INSERT ON revoked_sessions
    FOR EACH ROW EXECUTE FUNCTION announce_session_end();
CREATE TRIGGER roles_announce AFTER UPDATE OR DELETE OR TRUNCATE ON roles
    FOR EACH STATEMENT EXECUTE FUNCTION announce_everything_changed();
CREATE TRIGGER institutions_announce AFTER UPDATE OR DELETE OR TRUNCATE ON institutions
    FOR EACH STATEMENT EXECUTE FUNCTION announce_everything_changed();
