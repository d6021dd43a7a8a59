-- The staff members of a page, in the order of `ids`, each with its positions and their subjects
-- (a row per subject, or per position without subjects): one statement for the whole page, led
-- by the page's ids through primary keys alone. A plain SQL function, so that the statement
-- calling it (prepared once per connection) plans its body in line.
CREATE FUNCTION staff_rows(ids BIGINT[])
RETURNS TABLE (
    id BIGINT, institution_id BIGINT, status TEXT, version INTEGER,
    citizen_id BIGINT, pinfl TEXT, last_name TEXT, first_name TEXT, middle_name TEXT, birth_date DATE, gender SMALLINT,
    passport TEXT, citizen_version INTEGER, institution_uz TEXT, institution_ru TEXT, institution_en TEXT,
    staff_position_id BIGINT, position_id BIGINT, work_form TEXT, rate SMALLINT, is_teaching BOOLEAN,
    position_uz TEXT, position_ru TEXT, position_en TEXT,
    subject_id BIGINT, subject_code TEXT, subject_uz TEXT, subject_ru TEXT, subject_en TEXT,
    subject_type_id BIGINT, subject_type_uz TEXT, subject_type_ru TEXT, subject_type_en TEXT
) LANGUAGE sql STABLE AS $$
    SELECT s.id, s.institution_id, s.status, s.version,
           c.id, c.pinfl, c.last_name, c.first_name, c.middle_name, c.birth_date, c.gender, c.passport, c.version,
           i.name_uz, i.name_ru, i.name_en,
           sp.id, sp.position_id, sp.work_form, sp.rate, ip.is_teaching, ip.name_uz, ip.name_ru, ip.name_en,
           e.id, e.code, e.name_uz, e.name_ru, e.name_en, t.id, t.name_uz, t.name_ru, t.name_en
    FROM unnest(ids) WITH ORDINALITY AS page (id, n)
    JOIN staffs s ON s.id = page.id AND s.deleted_at IS NULL
    JOIN citizens c ON c.id = s.citizen_id
    JOIN institutions i ON i.id = s.institution_id
    LEFT JOIN staff_positions sp ON sp.staff_id = s.id
    LEFT JOIN institution_positions ip ON ip.id = sp.position_id
    LEFT JOIN staff_position_subjects ps ON ps.staff_position_id = sp.id
    LEFT JOIN edu_subjects e ON e.id = ps.edu_subject_id
    LEFT JOIN edu_subject_types t ON t.id = e.edu_subject_type_id
    ORDER BY page.n, sp.id, e.name_uz, e.id;
$$;

DROP TRIGGER staff_cards_update ON edu_subject_types;
DROP TRIGGER staff_cards_update ON edu_subjects;
DROP TRIGGER staff_cards_update ON institution_positions;
DROP TRIGGER staff_cards_update ON institutions;
DROP TRIGGER staff_cards_update ON citizens;
DROP TRIGGER staff_cards_insert ON staff_position_subjects;
DROP TRIGGER staff_cards_update ON staff_position_subjects;
DROP TRIGGER staff_cards_delete ON staff_position_subjects;
DROP TRIGGER staff_cards_insert ON staff_positions;
DROP TRIGGER staff_cards_update ON staff_positions;
DROP TRIGGER staff_cards_delete ON staff_positions;
DROP TRIGGER staff_cards_insert ON staffs;
DROP TRIGGER staff_cards_update ON staffs;
DROP FUNCTION staff_cards_of_subject_types();
DROP FUNCTION staff_cards_of_subjects();
DROP FUNCTION staff_cards_of_institution_positions();
DROP FUNCTION staff_cards_of_institutions();
DROP FUNCTION staff_cards_of_citizens();
DROP FUNCTION staff_cards_of_position_subjects();
DROP FUNCTION staff_cards_of_positions();
DROP FUNCTION staff_cards_of_staffs();
DROP FUNCTION staff_cards_refresh(BIGINT[]);
DROP FUNCTION staff_card(BIGINT);
DROP TABLE staff_cards;
