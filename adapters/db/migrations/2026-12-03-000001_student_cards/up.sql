-- A students page joined five tables for its twenty rows, and the planner chose the join order
-- again for every page. Each living student's line is kept whole in student_cards, written in the
-- same transaction as every change it shows (the student, the person, the group's name and course,
-- the institution's names and the login), as staff_cards does for the staff list.
CREATE TABLE student_cards (
    student_id BIGINT PRIMARY KEY REFERENCES students (id) ON DELETE CASCADE,
    line JSON NOT NULL
);

-- The line of one living student, read with a snapshot of its own (VOLATILE): a writer that
-- waited for another's card reads what that one committed.
CREATE FUNCTION student_card(student BIGINT) RETURNS JSON LANGUAGE sql VOLATILE AS $$
    SELECT json_build_object(
        'student', json_build_object(
            'id', s.id, 'institution_id', s.institution_id, 'citizen_id', s.citizen_id,
            'edu_group_id', s.edu_group_id, 'student_status', s.student_status,
            'social_status', s.social_status, 'version', s.version),
        'person', json_build_object(
            'pinfl', c.pinfl, 'last_name', c.last_name, 'first_name', c.first_name,
            'middle_name', c.middle_name, 'birth_date', c.birth_date, 'gender', c.gender,
            'passport', c.passport),
        'institution', json_build_object('uz', i.name_uz, 'ru', i.name_ru, 'en', i.name_en),
        'group_name', g.name, 'course', g.course, 'login', u.username)
    FROM students s
    JOIN citizens c ON c.id = s.citizen_id
    JOIN institutions i ON i.id = s.institution_id
    JOIN edu_groups g ON g.id = s.edu_group_id
    LEFT JOIN users u ON u.id = s.user_id
    WHERE s.id = student AND s.deleted_at IS NULL
$$;

-- Writes the cards of `ids` again (a student deleted meanwhile loses its card). The rows a card
-- shows are share-locked first, so no card keeps a name replaced while it was written.
CREATE FUNCTION student_cards_refresh(ids BIGINT[]) RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(ids) = 0 THEN
        RETURN;
    END IF;
    PERFORM 1 FROM students s
        JOIN citizens c ON c.id = s.citizen_id
        JOIN institutions i ON i.id = s.institution_id
        JOIN edu_groups g ON g.id = s.edu_group_id
        WHERE s.id = ANY (ids) FOR SHARE OF c, i, g;
    PERFORM 1 FROM students s JOIN users u ON u.id = s.user_id WHERE s.id = ANY (ids) FOR SHARE OF u;
    DELETE FROM student_cards WHERE student_id = ANY (ids)
        AND NOT EXISTS (SELECT 1 FROM students s WHERE s.id = student_id AND s.deleted_at IS NULL);
    INSERT INTO student_cards (student_id, line)
        SELECT s.id, '{}' FROM students s WHERE s.id = ANY (ids) AND s.deleted_at IS NULL
        ON CONFLICT (student_id) DO NOTHING;
    -- The line is made after the card's row is locked, so a writer that waited reads the other's commit.
    UPDATE student_cards SET line = student_card(student_id) WHERE student_id = ANY (ids);
END;
$$;

-- Statement triggers with the changed rows as a table: an import of thousands writes each card
-- once. The students a change shows on, by table; groups, institutions and users only when what
-- the card shows of them changed (a group's count of students changes with every enrolment).
CREATE FUNCTION student_cards_touched() RETURNS trigger LANGUAGE plpgsql AS $$
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
            WHERE (o.name_uz, o.name_ru, o.name_en) IS DISTINCT FROM (changed.name_uz, changed.name_ru, changed.name_en)));
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

CREATE TRIGGER student_cards_insert AFTER INSERT ON students
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();
CREATE TRIGGER student_cards_update AFTER UPDATE ON students
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();
CREATE TRIGGER student_cards_update AFTER UPDATE ON citizens
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();
CREATE TRIGGER student_cards_update AFTER UPDATE ON edu_groups
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();
CREATE TRIGGER student_cards_update AFTER UPDATE ON institutions
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();
CREATE TRIGGER student_cards_update AFTER UPDATE ON users
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION student_cards_touched();

-- The lines of a page's students in the order of `ids`, as one JSON array. A function rather than
-- a join in the page's statement: its plan is made once per connection, where the statement's
-- own is made again for every page (its LIMIT and OFFSET are parameters the planner wants to see).
-- A student whose card the fill has not written yet is made from the stored rows.
CREATE FUNCTION student_cards_in(ids BIGINT[]) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(json_agg(page.line ORDER BY page.n), '[]')::TEXT
            FROM (SELECT listed.n, coalesce(c.line, student_card(listed.id)) AS line
                  FROM unnest(ids) WITH ORDINALITY AS listed (id, n)
                  LEFT JOIN student_cards c ON c.student_id = listed.id) AS page
            WHERE page.line IS NOT NULL);
END;
$$;

-- The same for the staff list's cards.
CREATE FUNCTION staff_cards_in(ids BIGINT[]) RETURNS TEXT LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(json_agg(c.line ORDER BY listed.n), '[]')::TEXT
            FROM unnest(ids) WITH ORDINALITY AS listed (id, n)
            JOIN staff_cards c ON c.staff_id = listed.id);
END;
$$;

-- The counters are a few thousand rows rewritten by every change and folded every few seconds:
-- vacuumed often and with their indexes each time, or their dead entries outnumber the live ones
-- (a bulk load left a staff total reading 120 pages instead of 6).
ALTER TABLE list_counts SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
ALTER TABLE list_totals SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);
ALTER TABLE report_tallies SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);

-- The cards of the students that existed before this migration are written by the servers in
-- batches (student_cards_fill, every few seconds), not here: one statement over 1.3 M students would
-- hold every write to students, people, groups and users for a minute. Until then a page makes the
-- line of a student without a card from the stored rows (student_cards_in).
CREATE TABLE read_model_fills (
    read_model TEXT PRIMARY KEY,
    next_id BIGINT NOT NULL
);
INSERT INTO read_model_fills (read_model, next_id) VALUES ('student_cards', 0);

-- Writes the missing cards of the next `batch` students and answers how many it wrote, or NULL
-- once every student has been seen (the fill's row is then gone). One server fills at a time.
CREATE FUNCTION student_cards_fill(batch INT) RETURNS INT LANGUAGE plpgsql AS $$
DECLARE
    first_id BIGINT;
    last_id BIGINT;
    written INT;
BEGIN
    SELECT next_id INTO first_id FROM read_model_fills WHERE read_model = 'student_cards' FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    SELECT max(id) INTO last_id FROM (SELECT id FROM students WHERE id >= first_id ORDER BY id LIMIT batch) AS next_batch;
    IF last_id IS NULL THEN
        DELETE FROM read_model_fills WHERE read_model = 'student_cards';
        RETURN NULL;
    END IF;
    -- A card a trigger writes meanwhile wins: it is written after this one, or this one waits for it.
    INSERT INTO student_cards (student_id, line)
        SELECT s.id, student_card(s.id) FROM students s
        WHERE s.id BETWEEN first_id AND last_id AND s.deleted_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM student_cards c WHERE c.student_id = s.id)
        ON CONFLICT (student_id) DO NOTHING;
    GET DIAGNOSTICS written = ROW_COUNT;
    UPDATE read_model_fills SET next_id = last_id + 1 WHERE read_model = 'student_cards';
    RETURN written;
END;
$$;
