-- A list read across the whole country summed the counters of every institution on each page
-- (1 600 rows for the staff of 400 institutions). The country's totals get rows of their own,
-- written by the same trigger in the same transaction as the institutions' rows, so that a
-- national total sums a handful of rows as an institution's does.
CREATE TABLE list_totals (
    entity TEXT NOT NULL,
    status TEXT,
    kind TEXT,
    n BIGINT NOT NULL
);
CREATE INDEX list_totals_key_idx ON list_totals (entity, status, kind);

INSERT INTO list_totals (entity, status, kind, n)
SELECT entity, status, kind, sum(n)::BIGINT FROM list_counts GROUP BY entity, status, kind HAVING sum(n) <> 0;

CREATE OR REPLACE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    entity TEXT := TG_ARGV[0];
    institution_column TEXT := NULLIF(TG_ARGV[1], '');
    status_column TEXT := NULLIF(TG_ARGV[2], '');
    kind_column TEXT := NULLIF(TG_ARGV[3], '');
    deleted_column TEXT := NULLIF(TG_ARGV[4], '');
    old_row JSONB;
    new_row JSONB;
    old_counted BOOLEAN := FALSE;
    new_counted BOOLEAN := FALSE;
    old_institution BIGINT;
    new_institution BIGINT;
    old_status TEXT;
    new_status TEXT;
    old_kind TEXT;
    new_kind TEXT;
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        old_row := to_jsonb(OLD);
        old_counted := deleted_column IS NULL OR old_row ->> deleted_column IS NULL;
        old_institution := (old_row ->> institution_column)::BIGINT;
        old_status := old_row ->> status_column;
        old_kind := old_row ->> kind_column;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        new_row := to_jsonb(NEW);
        new_counted := deleted_column IS NULL OR new_row ->> deleted_column IS NULL;
        new_institution := (new_row ->> institution_column)::BIGINT;
        new_status := new_row ->> status_column;
        new_kind := new_row ->> kind_column;
    END IF;
    IF old_counted AND new_counted AND old_institution IS NOT DISTINCT FROM new_institution
       AND old_status IS NOT DISTINCT FROM new_status AND old_kind IS NOT DISTINCT FROM new_kind THEN
        RETURN NULL;
    END IF;
    IF old_counted THEN
        INSERT INTO list_counts (entity, institution_id, status, kind, n) VALUES (entity, old_institution, old_status, old_kind, -1);
    END IF;
    IF new_counted THEN
        INSERT INTO list_counts (entity, institution_id, status, kind, n) VALUES (entity, new_institution, new_status, new_kind, 1);
    END IF;
    -- A move between institutions leaves the country's total as it was.
    IF old_counted AND new_counted AND old_status IS NOT DISTINCT FROM new_status AND old_kind IS NOT DISTINCT FROM new_kind THEN
        RETURN NULL;
    END IF;
    IF old_counted THEN
        INSERT INTO list_totals (entity, status, kind, n) VALUES (entity, old_status, old_kind, -1);
    END IF;
    IF new_counted THEN
        INSERT INTO list_totals (entity, status, kind, n) VALUES (entity, new_status, new_kind, 1);
    END IF;
    RETURN NULL;
END;
$$;

-- The total of a list from its counters (NULL: any institution, status or kind): the country's
-- rows without an institution, one institution's rows with one.
CREATE OR REPLACE FUNCTION list_count(counted_entity TEXT, institution BIGINT, counted_status TEXT, counted_kind TEXT)
RETURNS BIGINT LANGUAGE plpgsql STABLE AS $$
BEGIN
    IF institution IS NULL THEN
        RETURN (SELECT coalesce(sum(t.n), 0)::BIGINT FROM list_totals t
                WHERE t.entity = counted_entity
                  AND (counted_status IS NULL OR t.status = counted_status)
                  AND (counted_kind IS NULL OR t.kind = counted_kind));
    END IF;
    RETURN (SELECT coalesce(sum(c.n), 0)::BIGINT FROM list_counts c
            WHERE c.entity = counted_entity AND c.institution_id = institution
              AND (counted_status IS NULL OR c.status = counted_status)
              AND (counted_kind IS NULL OR c.kind = counted_kind));
END;
$$;

CREATE OR REPLACE FUNCTION list_counts_compact() RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    folded BIGINT;
    folded_totals BIGINT;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('list_counts_compact')) THEN
        RETURN 0;
    END IF;
    WITH gone AS (
        DELETE FROM list_counts RETURNING entity, institution_id, status, kind, n
    ), summed AS (
        SELECT entity, institution_id, status, kind, sum(n)::BIGINT AS n, count(*) AS rows
        FROM gone GROUP BY entity, institution_id, status, kind
    ), kept AS (
        INSERT INTO list_counts (entity, institution_id, status, kind, n)
        SELECT entity, institution_id, status, kind, n FROM summed WHERE n <> 0
    )
    SELECT coalesce(sum(rows), 0) INTO folded FROM summed;
    WITH gone AS (
        DELETE FROM list_totals RETURNING entity, status, kind, n
    ), summed AS (
        SELECT entity, status, kind, sum(n)::BIGINT AS n, count(*) AS rows FROM gone GROUP BY entity, status, kind
    ), kept AS (
        INSERT INTO list_totals (entity, status, kind, n) SELECT entity, status, kind, n FROM summed WHERE n <> 0
    )
    SELECT coalesce(sum(rows), 0) INTO folded_totals FROM summed;
    RETURN folded + folded_totals;
END;
$$;

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
