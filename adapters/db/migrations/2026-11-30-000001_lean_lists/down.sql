-- The functions as they were before the country's own totals and the staff page's function.
DROP FUNCTION staff_rows(BIGINT[]);
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
    RETURN NULL;
END;
$$;

CREATE OR REPLACE FUNCTION list_counts_compact() RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    folded BIGINT;
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
    RETURN folded;
END;
$$;

CREATE OR REPLACE FUNCTION list_count(counted_entity TEXT, institution BIGINT, counted_status TEXT, counted_kind TEXT)
RETURNS BIGINT LANGUAGE plpgsql STABLE AS $$
BEGIN
    RETURN (SELECT coalesce(sum(c.n), 0)::BIGINT FROM list_counts c
            WHERE c.entity = counted_entity
              AND (institution IS NULL OR c.institution_id = institution)
              AND (counted_status IS NULL OR c.status = counted_status)
              AND (counted_kind IS NULL OR c.kind = counted_kind));
END;
$$;

DROP TABLE list_totals;
