-- Who changed what, when and from where. Partitioned by month so that years of national traffic
-- stay quick to insert into and to query; rows outside the prepared months land in the default
-- partition. The application only ever inserts: a trigger refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
    id BIGINT GENERATED ALWAYS AS IDENTITY,
    at TIMESTAMPTZ NOT NULL DEFAULT now(),
    actor_id BIGINT,
    actor_role_id BIGINT,
    institution_id BIGINT,
    action TEXT NOT NULL,
    entity_type TEXT NOT NULL,
    entity_id BIGINT,
    changes JSONB NOT NULL DEFAULT '{}',
    request_id TEXT,
    client_ip TEXT,
    user_agent TEXT,
    PRIMARY KEY (id, at)
) PARTITION BY RANGE (at);

CREATE TABLE audit_log_default PARTITION OF audit_log DEFAULT;

CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, at DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at DESC);
CREATE INDEX audit_log_institution_idx ON audit_log (institution_id, at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, at DESC);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- Creates the monthly partitions from `first_month` for `months` months, skipping those that
-- exist. Called at every start-up for the months around now.
CREATE FUNCTION audit_log_prepare_partitions(first_month DATE, months INTEGER) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    month_start DATE;
    partition_name TEXT;
BEGIN
    FOR i IN 0 .. months - 1 LOOP
        month_start := (date_trunc('month', first_month) + make_interval(months => i))::date;
        partition_name := format('audit_log_y%sm%s', to_char(month_start, 'YYYY'), to_char(month_start, 'MM'));
        IF to_regclass(partition_name) IS NULL
           AND NOT EXISTS (SELECT 1 FROM audit_log_default WHERE at >= month_start AND at < month_start + interval '1 month') THEN
            EXECUTE format('CREATE TABLE %I PARTITION OF audit_log FOR VALUES FROM (%L) TO (%L)',
                           partition_name, month_start, month_start + interval '1 month');
            EXECUTE format('CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change()', partition_name);
        END IF;
    END LOOP;
END;
$$;

CREATE TRIGGER audit_log_default_no_truncate BEFORE TRUNCATE ON audit_log_default
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

SELECT audit_log_prepare_partitions((now() - interval '1 month')::date, 4);
