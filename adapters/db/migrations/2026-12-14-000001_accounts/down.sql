DROP FUNCTION session_user_of(TEXT, BIGINT);
CREATE FUNCTION session_user_of(session TEXT, user_id BIGINT)
RETURNS TABLE (
    id BIGINT, username TEXT, name TEXT, pinfl TEXT, is_active BOOLEAN, is_system BOOLEAN,
    last_login_at TIMESTAMPTZ, version INTEGER, roles JSON, institutions JSON
) LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN QUERY
    SELECT u.id, u.username, u.name, u.pinfl, u.is_active, u.is_system, u.last_login_at, u.version,
           coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'level', r.level,
                         'permissions', r.permissions, 'is_system', r.is_system, 'version', r.version) ORDER BY r.id)
                     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::JSON),
           coalesce((SELECT json_agg(json_build_object('id', i.id, 'uz', i.name_uz, 'ru', i.name_ru, 'en', i.name_en) ORDER BY i.id)
                     FROM user_institutions ui JOIN institutions i ON i.id = ui.institution_id WHERE ui.user_id = u.id), '[]'::JSON)
    FROM users u
    WHERE u.id = session_user_of.user_id AND u.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM revoked_sessions s WHERE s.session_id = session_user_of.session);
END;
$$;
DROP TABLE user_sessions;
ALTER TABLE users DROP COLUMN must_change_password;
