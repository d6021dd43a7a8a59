-- The Uzbek name in Cyrillic as the institution spells it, beside the Latin, Russian and English:
-- transliteration gets most words right but not every one (loanwords such as "Sotsiologiya",
-- "Социология"), so a name may carry its own Cyrillic form; empty means "transliterate the Uzbek".
ALTER TABLE institutions ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE institution_positions ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE edu_directions ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE institution_departments ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE ministry_departments ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE edu_subject_types ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE edu_subjects ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE curriculum_templates ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE subject_bundles ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE curriculum_vocational_subjects ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE curriculum_exams ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);
ALTER TABLE scholarship_types ADD COLUMN name_uz_cyrl TEXT NOT NULL DEFAULT '' CHECK (length(name_uz_cyrl) <= 255);

-- What the kept lines and the session lookup carry of a name gains the Cyrillic form as an added
-- key, which a server of the previous release ignores. The kept lines are not rewritten here: a
-- line without the key reads as "no Cyrillic form", which is what every name has at this point.

CREATE OR REPLACE FUNCTION staff_card(staff BIGINT) RETURNS JSON LANGUAGE sql VOLATILE AS $$
    SELECT json_build_object(
        'id', s.id, 'institution_id', s.institution_id, 'status', s.status, 'version', s.version,
        'institution', json_build_object('uz', i.name_uz, 'uz_cyrl', i.name_uz_cyrl, 'ru', i.name_ru, 'en', i.name_en),
        'citizen', json_build_object(
            'id', c.id, 'pinfl', c.pinfl, 'last_name', c.last_name, 'first_name', c.first_name,
            'middle_name', c.middle_name, 'birth_date', c.birth_date, 'gender', c.gender,
            'passport', c.passport, 'version', c.version),
        'positions', coalesce((
            SELECT json_agg(json_build_object(
                'id', sp.id, 'position_id', sp.position_id, 'work_form', sp.work_form, 'rate', sp.rate,
                'is_teaching', ip.is_teaching,
                'name', json_build_object('uz', ip.name_uz, 'uz_cyrl', ip.name_uz_cyrl, 'ru', ip.name_ru, 'en', ip.name_en),
                'subjects', coalesce((
                    SELECT json_agg(json_build_object(
                        'id', e.id, 'code', e.code,
                        'name', json_build_object('uz', e.name_uz, 'uz_cyrl', e.name_uz_cyrl, 'ru', e.name_ru, 'en', e.name_en),
                        'type_id', t.id,
                        'type_name', json_build_object('uz', t.name_uz, 'uz_cyrl', t.name_uz_cyrl, 'ru', t.name_ru, 'en', t.name_en))
                        ORDER BY e.name_uz, e.id)
                    FROM staff_position_subjects ps
                    JOIN edu_subjects e ON e.id = ps.edu_subject_id
                    JOIN edu_subject_types t ON t.id = e.edu_subject_type_id
                    WHERE ps.staff_position_id = sp.id), '[]'))
                ORDER BY sp.id)
            FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id
            WHERE sp.staff_id = s.id), '[]'))
    FROM staffs s
    JOIN citizens c ON c.id = s.citizen_id
    JOIN institutions i ON i.id = s.institution_id
    WHERE s.id = staff AND s.deleted_at IS NULL
$$;

CREATE OR REPLACE FUNCTION staff_cards_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    CASE TG_TABLE_NAME
    WHEN 'staffs' THEN
        PERFORM staff_cards_refresh(ARRAY(SELECT id FROM changed));
    WHEN 'staff_positions' THEN
        PERFORM staff_cards_refresh(ARRAY(SELECT DISTINCT staff_id FROM changed));
    WHEN 'staff_position_subjects' THEN
        -- Subjects removed with their position leave the member to the position's trigger.
        PERFORM staff_cards_refresh(ARRAY(
            SELECT DISTINCT sp.staff_id FROM changed JOIN staff_positions sp ON sp.id = changed.staff_position_id));
    WHEN 'citizens' THEN
        PERFORM staff_cards_refresh(ARRAY(SELECT s.id FROM changed JOIN staffs s ON s.citizen_id = changed.id));
    WHEN 'institutions' THEN
        PERFORM staff_cards_refresh(ARRAY(
            SELECT s.id FROM changed JOIN old_rows o ON o.id = changed.id
            JOIN staffs s ON s.institution_id = changed.id AND s.deleted_at IS NULL
            WHERE (o.name_uz, o.name_uz_cyrl, o.name_ru, o.name_en)
                IS DISTINCT FROM (changed.name_uz, changed.name_uz_cyrl, changed.name_ru, changed.name_en)));
    WHEN 'institution_positions' THEN
        PERFORM staff_cards_refresh(ARRAY(
            SELECT DISTINCT sp.staff_id FROM changed JOIN staff_positions sp ON sp.position_id = changed.id));
    WHEN 'edu_subjects' THEN
        PERFORM staff_cards_refresh(ARRAY(
            SELECT DISTINCT sp.staff_id FROM changed
            JOIN staff_position_subjects ps ON ps.edu_subject_id = changed.id
            JOIN staff_positions sp ON sp.id = ps.staff_position_id));
    WHEN 'edu_subject_types' THEN
        PERFORM staff_cards_refresh(ARRAY(
            SELECT DISTINCT sp.staff_id FROM changed
            JOIN edu_subjects e ON e.edu_subject_type_id = changed.id
            JOIN staff_position_subjects ps ON ps.edu_subject_id = e.id
            JOIN staff_positions sp ON sp.id = ps.staff_position_id));
    END CASE;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION student_card(student BIGINT) RETURNS JSON LANGUAGE sql VOLATILE AS $$
    SELECT json_build_object(
        'student', json_build_object(
            'id', s.id, 'institution_id', s.institution_id, 'citizen_id', s.citizen_id,
            'edu_group_id', s.edu_group_id, 'student_status', s.student_status,
            'social_status', s.social_status, 'version', s.version),
        'person', json_build_object(
            'pinfl', c.pinfl, 'last_name', c.last_name, 'first_name', c.first_name,
            'middle_name', c.middle_name, 'birth_date', c.birth_date, 'gender', c.gender,
            'passport', c.passport),
        'institution', json_build_object('uz', i.name_uz, 'uz_cyrl', i.name_uz_cyrl, 'ru', i.name_ru, 'en', i.name_en),
        'group_name', g.name, 'course', g.course, 'login', u.username)
    FROM students s
    JOIN citizens c ON c.id = s.citizen_id
    JOIN institutions i ON i.id = s.institution_id
    JOIN edu_groups g ON g.id = s.edu_group_id
    LEFT JOIN users u ON u.id = s.user_id
    WHERE s.id = student AND s.deleted_at IS NULL
$$;

CREATE OR REPLACE FUNCTION student_cards_touched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    CASE TG_TABLE_NAME
    WHEN 'students' THEN
        PERFORM student_cards_refresh(ARRAY(SELECT id FROM changed));
    WHEN 'citizens' THEN
        PERFORM student_cards_refresh(ARRAY(
            SELECT s.id FROM changed JOIN students s ON s.citizen_id = changed.id AND s.deleted_at IS NULL));
    WHEN 'edu_groups' THEN
        PERFORM student_cards_refresh(ARRAY(
            SELECT s.id FROM changed JOIN old_rows o ON o.id = changed.id
            JOIN students s ON s.edu_group_id = changed.id AND s.deleted_at IS NULL
            WHERE (o.name, o.course) IS DISTINCT FROM (changed.name, changed.course)));
    WHEN 'institutions' THEN
        PERFORM student_cards_refresh(ARRAY(
            SELECT s.id FROM changed JOIN old_rows o ON o.id = changed.id
            JOIN students s ON s.institution_id = changed.id AND s.deleted_at IS NULL
            WHERE (o.name_uz, o.name_uz_cyrl, o.name_ru, o.name_en)
                IS DISTINCT FROM (changed.name_uz, changed.name_uz_cyrl, changed.name_ru, changed.name_en)));
    WHEN 'users' THEN
        -- Students' logins are found by students_user_idx (migration students_user_index).
        PERFORM student_cards_refresh(ARRAY(
            SELECT s.id FROM changed JOIN old_rows o ON o.id = changed.id
            JOIN students s ON s.user_id = changed.id AND s.deleted_at IS NULL
            WHERE o.username IS DISTINCT FROM changed.username));
    END CASE;
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION group_lines_in(ids BIGINT[]) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(json_agg(json_build_object(
                'id', g.id, 'institution_id', g.institution_id, 'name', g.name, 'course', g.course,
                'current_semester', g.current_semester, 'number_of_students', g.number_of_students,
                'current_number_of_students', g.current_number_of_students, 'opened_year', g.opened_year,
                'curriculum_id', g.curriculum_id, 'edu_direction_id', g.edu_direction_id, 'edu_form', g.edu_form,
                'edu_language', g.edu_language, 'status', g.status, 'version', g.version,
                'institution_name', json_build_array(i.name_uz, i.name_ru, i.name_en), 'institution_name_cyrl', i.name_uz_cyrl,
                'curriculum_name', c.name, 'rating_type', c.rating_type, 'number_of_semesters', c.number_of_semesters,
                'direction_code', d.code, 'direction_name', json_build_array(d.name_uz, d.name_ru, d.name_en), 'direction_name_cyrl', d.name_uz_cyrl
            ) ORDER BY listed.n), '[]')::TEXT
            FROM unnest(ids) WITH ORDINALITY AS listed (id, n)
            JOIN edu_groups g ON g.id = listed.id
            JOIN institutions i ON i.id = g.institution_id
            JOIN curricula c ON c.id = g.curriculum_id
            JOIN edu_directions d ON d.id = g.edu_direction_id);
END;
$$;

CREATE OR REPLACE FUNCTION session_user_of(session TEXT, user_id BIGINT)
RETURNS TABLE (
    id BIGINT, username TEXT, name TEXT, pinfl TEXT, is_active BOOLEAN, is_system BOOLEAN,
    last_login_at TIMESTAMPTZ, must_change_password BOOLEAN, version INTEGER, roles JSON, institutions JSON
) LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN QUERY
    SELECT u.id, u.username, u.name, u.pinfl, u.is_active, u.is_system, u.last_login_at, u.must_change_password, u.version,
           coalesce((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'level', r.level,
                         'permissions', r.permissions, 'is_system', r.is_system, 'version', r.version) ORDER BY r.id)
                     FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id), '[]'::JSON),
           coalesce((SELECT json_agg(json_build_object('id', i.id, 'uz', i.name_uz, 'uz_cyrl', i.name_uz_cyrl, 'ru', i.name_ru, 'en', i.name_en) ORDER BY i.id)
                     FROM user_institutions ui JOIN institutions i ON i.id = ui.institution_id WHERE ui.user_id = u.id), '[]'::JSON)
    FROM users u
    WHERE u.id = session_user_of.user_id AND u.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM revoked_sessions s WHERE s.session_id = session_user_of.session);
END;
$$;
