-- The finance report's figures kept as they change: per academic year, institution and month of
-- the year, how many contracts and payments there are and what they charge and pay. Like the
-- report tallies, every change appends its deltas (summed per statement, so an imported statement
-- of thousands of payments appends a row or two) and finance_tallies_compact() folds them; a
-- figure is a sum, and concurrent writers never wait on each other's row.
-- A contract counts in the month of its date, a payment in the month of its day; a day before
-- September counts in September, one after August in August (month 0 is September, 11 August).
CREATE FUNCTION finance_month(academic_year SMALLINT, day DATE) RETURNS SMALLINT
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT least(11, greatest(0, (extract(year FROM day)::INT - academic_year) * 12 + extract(month FROM day)::INT - 9))::SMALLINT
$$;

CREATE TABLE finance_tallies (
    academic_year SMALLINT NOT NULL,
    institution_id BIGINT NOT NULL,
    month SMALLINT NOT NULL CHECK (month BETWEEN 0 AND 11),
    contracts BIGINT NOT NULL,
    payments BIGINT NOT NULL,
    charged BIGINT NOT NULL,
    paid BIGINT NOT NULL
);
CREATE INDEX finance_tallies_year_idx ON finance_tallies (academic_year, institution_id);
-- Folded every few seconds like the other counters: vacuumed with its index after every 2 000 dead rows.
ALTER TABLE finance_tallies SET (vacuum_index_cleanup = on, autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000);

-- A contract's year and institution are fixed after creation, so a payment's month is found from
-- its contract whether the payment is added, changed or removed. An update counts only where what
-- the tallies hold changed: a contract's `paid`, kept with each payment, is not theirs.
CREATE FUNCTION finance_tallies_contracts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT academic_year, institution_id, finance_month(academic_year, date), count(*), 0, sum(charged), 0
        FROM came GROUP BY 1, 2, 3;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT academic_year, institution_id, finance_month(academic_year, date), -count(*), 0, -sum(charged), 0
        FROM gone GROUP BY 1, 2, 3;
    ELSE
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT academic_year, institution_id, month, sum(n), 0, sum(charged), 0 FROM (
            SELECT o.academic_year, o.institution_id, finance_month(o.academic_year, o.date) AS month, -1 AS n, -o.charged AS charged
            FROM gone o JOIN came c ON c.id = o.id
            WHERE (o.academic_year, o.institution_id, o.date, o.charged) IS DISTINCT FROM (c.academic_year, c.institution_id, c.date, c.charged)
            UNION ALL
            SELECT c.academic_year, c.institution_id, finance_month(c.academic_year, c.date), 1, c.charged
            FROM gone o JOIN came c ON c.id = o.id
            WHERE (o.academic_year, o.institution_id, o.date, o.charged) IS DISTINCT FROM (c.academic_year, c.institution_id, c.date, c.charged)
        ) moved GROUP BY 1, 2, 3;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER finance_contracts_tallies_insert AFTER INSERT ON finance_contracts
    REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_contracts();
CREATE TRIGGER finance_contracts_tallies_update AFTER UPDATE ON finance_contracts
    REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_contracts();
CREATE TRIGGER finance_contracts_tallies_delete AFTER DELETE ON finance_contracts
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_contracts();

CREATE FUNCTION finance_tallies_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT k.academic_year, k.institution_id, finance_month(k.academic_year, p.date), 0, count(*), 0, sum(p.amount)
        FROM came p JOIN finance_contracts k ON k.id = p.contract_id GROUP BY 1, 2, 3;
    ELSIF TG_OP = 'DELETE' THEN
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT k.academic_year, k.institution_id, finance_month(k.academic_year, p.date), 0, -count(*), 0, -sum(p.amount)
        FROM gone p JOIN finance_contracts k ON k.id = p.contract_id GROUP BY 1, 2, 3;
    ELSE
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT k.academic_year, k.institution_id, finance_month(k.academic_year, moved.date), 0, sum(moved.n), 0, sum(moved.amount)
        FROM (
            SELECT o.contract_id, o.date, -1 AS n, -o.amount AS amount
            FROM gone o JOIN came c ON c.id = o.id WHERE (o.contract_id, o.date, o.amount) IS DISTINCT FROM (c.contract_id, c.date, c.amount)
            UNION ALL
            SELECT c.contract_id, c.date, 1, c.amount
            FROM gone o JOIN came c ON c.id = o.id WHERE (o.contract_id, o.date, o.amount) IS DISTINCT FROM (c.contract_id, c.date, c.amount)
        ) moved JOIN finance_contracts k ON k.id = moved.contract_id GROUP BY 1, 2, 3;
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER finance_payments_tallies_insert AFTER INSERT ON finance_payments
    REFERENCING NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_payments();
CREATE TRIGGER finance_payments_tallies_update AFTER UPDATE ON finance_payments
    REFERENCING OLD TABLE AS gone NEW TABLE AS came FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_payments();
CREATE TRIGGER finance_payments_tallies_delete AFTER DELETE ON finance_payments
    REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION finance_tallies_payments();

CREATE FUNCTION finance_tallies_compact() RETURNS BIGINT LANGUAGE plpgsql AS $$
DECLARE
    folded BIGINT;
BEGIN
    IF NOT pg_try_advisory_xact_lock(hashtext('finance_tallies_compact')) THEN
        RETURN 0;
    END IF;
    -- Only the keys with deltas to fold are rewritten: a quiet table stays as it is.
    WITH unfolded AS (
        SELECT academic_year, institution_id, month FROM finance_tallies GROUP BY 1, 2, 3 HAVING count(*) > 1
    ), gone AS (
        DELETE FROM finance_tallies f USING unfolded u
        WHERE f.academic_year = u.academic_year AND f.institution_id = u.institution_id AND f.month = u.month
        RETURNING f.*
    ), summed AS (
        SELECT academic_year, institution_id, month, sum(contracts)::BIGINT AS contracts, sum(payments)::BIGINT AS payments,
               sum(charged)::BIGINT AS charged, sum(paid)::BIGINT AS paid, count(*) AS rows
        FROM gone GROUP BY academic_year, institution_id, month
    ), kept AS (
        INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
        SELECT academic_year, institution_id, month, contracts, payments, charged, paid FROM summed
        WHERE contracts <> 0 OR payments <> 0 OR charged <> 0 OR paid <> 0
    )
    SELECT coalesce(sum(rows), 0) INTO folded FROM summed;
    RETURN folded;
END;
$$;

INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
SELECT academic_year, institution_id, finance_month(academic_year, date), count(*), 0, sum(charged), 0
FROM finance_contracts GROUP BY 1, 2, 3;
INSERT INTO finance_tallies (academic_year, institution_id, month, contracts, payments, charged, paid)
SELECT k.academic_year, k.institution_id, finance_month(k.academic_year, p.date), 0, count(*), 0, sum(p.amount)
FROM finance_payments p JOIN finance_contracts k ON k.id = p.contract_id GROUP BY 1, 2, 3;
