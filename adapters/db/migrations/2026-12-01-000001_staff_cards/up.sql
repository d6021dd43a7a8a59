-- A staff page joined eight tables, twenty members deep: about a hundred index lookups and 0.3 ms
-- of the database for every page. Each living member's line is kept whole in staff_cards, written
-- in the same transaction as every change it shows (the member, the person, positions and their
-- subjects, and the names of the institution, positions, subjects and subject types), so that a
-- page reads twenty rows of one table.
CREATE TABLE staff_cards (
    staff_id BIGINT PRIMARY KEY REFERENCES staffs (id) ON DELETE CASCADE,
    line JSON NOT NULL
);

-- The line of one living member, read with a snapshot of its own (VOLATILE): a writer that waited
-- for another's card reads what that one committed.
CREATE FUNCTION staff_card(staff BIGINT) RETURNS JSON LANGUAGE sql VOLATILE AS $$
    SELECT json_build_object(
        'id', s.id, 'institution_id', s.institution_id, 'status', s.status, 'version', s.version,
        'institution', json_build_object('uz', i.name_uz, 'ru', i.name_ru, 'en', i.name_en),
        'citizen', json_build_object(
            'id', c.id, 'pinfl', c.pinfl, 'last_name', c.last_name, 'first_name', c.first_name,
            'middle_name', c.middle_name, 'birth_date', c.birth_date, 'gender', c.gender,
            'passport', c.passport, 'version', c.version),
        'positions', coalesce((
            SELECT json_agg(json_build_object(
                'id', sp.id, 'position_id', sp.position_id, 'work_form', sp.work_form, 'rate', sp.rate,
                'is_teaching', ip.is_teaching,
                'name', json_build_object('uz', ip.name_uz, 'ru', ip.name_ru, 'en', ip.name_en),
                'subjects', coalesce((
                    SELECT json_agg(json_build_object(
                        'id', e.id, 'code', e.code,
                        'name', json_build_object('uz', e.name_uz, 'ru', e.name_ru, 'en', e.name_en),
                        'type_id', t.id,
                        'type_name', json_build_object('uz', t.name_uz, 'ru', t.name_ru, 'en', t.name_en))
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

-- Writes the cards of `ids` again (a member deleted meanwhile loses its card). The rows a card
-- shows are share-locked first: a rename waits for this transaction, or this waits for the rename
-- and then reads the new name, so no card keeps a name replaced while it was written.
CREATE FUNCTION staff_cards_refresh(ids BIGINT[]) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(ids) = 0 THEN
        RETURN;
    END IF;
    PERFORM 1 FROM staffs s JOIN citizens c ON c.id = s.citizen_id JOIN institutions i ON i.id = s.institution_id
        WHERE s.id = ANY (ids) FOR SHARE OF c, i;
    PERFORM 1 FROM staff_positions sp JOIN institution_positions ip ON ip.id = sp.position_id
        WHERE sp.staff_id = ANY (ids) FOR SHARE OF ip;
    PERFORM 1 FROM staff_positions sp JOIN staff_position_subjects ps ON ps.staff_position_id = sp.id
        JOIN edu_subjects e ON e.id = ps.edu_subject_id JOIN edu_subject_types t ON t.id = e.edu_subject_type_id
        WHERE sp.staff_id = ANY (ids) FOR SHARE OF e, t;
    DELETE FROM staff_cards WHERE staff_id = ANY (ids)
        AND NOT EXISTS (SELECT 1 FROM staffs s WHERE s.id = staff_id AND s.deleted_at IS NULL);
    INSERT INTO staff_cards (staff_id, line)
        SELECT s.id, '{}' FROM staffs s WHERE s.id = ANY (ids) AND s.deleted_at IS NULL
        ON CONFLICT (staff_id) DO NOTHING;
    -- The line is made after the card's row is locked, so a writer that waited reads the other's commit.
    UPDATE staff_cards SET line = staff_card(staff_id) WHERE staff_id = ANY (ids);
END;
$$;

-- Statement triggers with the changed rows as a table: a statement of many rows (an import, a
-- rename shown on many cards) writes each card once. The members a change shows on, by table.
CREATE FUNCTION staff_cards_touched() RETURNS trigger LANGUAGE plpgsql AS $$
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
            WHERE (o.name_uz, o.name_ru, o.name_en) IS DISTINCT FROM (changed.name_uz, changed.name_ru, changed.name_en)));
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

CREATE TRIGGER staff_cards_insert AFTER INSERT ON staffs
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON staffs
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_insert AFTER INSERT ON staff_positions
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON staff_positions
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_delete AFTER DELETE ON staff_positions
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_insert AFTER INSERT ON staff_position_subjects
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON staff_position_subjects
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_delete AFTER DELETE ON staff_position_subjects
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
-- Renames and corrections of what the cards show by reference.
CREATE TRIGGER staff_cards_update AFTER UPDATE ON citizens
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON institutions
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON institution_positions
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON edu_subjects
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();
CREATE TRIGGER staff_cards_update AFTER UPDATE ON edu_subject_types
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION staff_cards_touched();

-- Filled here rather than in batches: the country's 100 000 staff take about 4 s, during which staff
-- writes wait for the triggers' locks. staff_rows() stays for the servers of the previous release
-- while both run; a later migration drops it.
INSERT INTO staff_cards (staff_id, line) SELECT id, staff_card(id) FROM staffs WHERE deleted_at IS NULL;
