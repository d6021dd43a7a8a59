-- Totals of the large lists, kept current by triggers in the same transaction as each change, so
-- that 'Jami: N ta' costs the same at a thousand rows and at a million.
--
-- Each change appends a delta row (+1, -1) instead of updating one shared counter row, so that
-- concurrent writers never wait on each other's counter; `list_counts_compact()` folds the deltas
-- into one row per key from time to time. A total is the sum over the key's rows.
CREATE TABLE list_counts (
    entity TEXT NOT NULL,
    institution_id BIGINT,
    status TEXT,
    kind TEXT,
    n BIGINT NOT NULL
);
CREATE INDEX list_counts_key_idx ON list_counts (entity, institution_id, status, kind);

-- Arguments: the entity's name, then the columns that hold the institution, the status, a second
-- filter (the kind), and the time of a soft delete (a row counts while that column is NULL); ''
-- where the table has none.
CREATE FUNCTION list_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
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

-- Folds the deltas into one row per key. Deltas written by transactions still open are not seen
-- and stay for the next run; a second run at the same time waits for the advisory lock's holder
-- to finish instead of folding the same rows.
CREATE FUNCTION list_counts_compact() RETURNS BIGINT LANGUAGE plpgsql AS $$
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

CREATE TRIGGER staffs_list_counts AFTER INSERT OR UPDATE OR DELETE ON staffs
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('staff', 'institution_id', 'status', '', 'deleted_at');
CREATE TRIGGER curricula_list_counts AFTER INSERT OR UPDATE OR DELETE ON curricula
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('curriculum', 'institution_id', 'status', '', 'deleted_at');
CREATE TRIGGER users_list_counts AFTER INSERT OR UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('user', '', 'is_active', '', 'deleted_at');
CREATE TRIGGER audit_log_list_counts AFTER INSERT ON audit_log
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('audit', 'institution_id', 'action', 'entity_type', '');

INSERT INTO list_counts (entity, institution_id, status, n)
SELECT 'staff', institution_id, status, count(*) FROM staffs WHERE deleted_at IS NULL GROUP BY institution_id, status;
INSERT INTO list_counts (entity, institution_id, status, n)
SELECT 'curriculum', institution_id, status, count(*) FROM curricula WHERE deleted_at IS NULL GROUP BY institution_id, status;
INSERT INTO list_counts (entity, institution_id, status, n)
SELECT 'user', NULL, is_active::TEXT, count(*) FROM users WHERE deleted_at IS NULL GROUP BY is_active;
INSERT INTO list_counts (entity, institution_id, status, kind, n)
SELECT 'audit', institution_id, action, entity_type, count(*) FROM audit_log GROUP BY institution_id, action, entity_type;
