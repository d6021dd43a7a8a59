-- Finance: the ministry's base amount with its effective date, an institution's prices, and
-- students' contracts. Money is an exact number of tiyin (BIGINT), never a floating-point number.

CREATE TABLE finance_base_amounts (
    id BIGSERIAL PRIMARY KEY,
    amount BIGINT NOT NULL CHECK (amount > 0),
    effective_from DATE NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX finance_base_amounts_date_key ON finance_base_amounts (effective_from);

-- A price is a coefficient of the base amount (in hundredths: 150 is 1.5) or a fixed amount.
CREATE TABLE finance_prices (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    academic_year SMALLINT NOT NULL CHECK (academic_year BETWEEN 2000 AND 2100),
    edu_direction_id BIGINT NOT NULL REFERENCES edu_directions (id) ON DELETE RESTRICT,
    edu_form TEXT NOT NULL CHECK (edu_form IN ('FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE')),
    contract_kind TEXT NOT NULL CHECK (contract_kind IN ('STANDARD', 'RAISED', 'SUPER', 'FOREIGN')),
    coefficient INTEGER CHECK (coefficient BETWEEN 1 AND 100000),
    amount BIGINT CHECK (amount > 0),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    CHECK ((coefficient IS NULL) <> (amount IS NULL))
);
CREATE UNIQUE INDEX finance_prices_key ON finance_prices (institution_id, academic_year, edu_direction_id, edu_form, contract_kind);
CREATE INDEX finance_prices_year_idx ON finance_prices (academic_year, institution_id);
CREATE INDEX finance_prices_direction_idx ON finance_prices (edu_direction_id);

-- The last number given in each institution's year: contracts are numbered in order.
CREATE TABLE finance_contract_numbers (
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE CASCADE,
    academic_year SMALLINT NOT NULL,
    last_number INTEGER NOT NULL,
    PRIMARY KEY (institution_id, academic_year)
);

-- A contract stores what it charges (the discounted amount prorated when its student left, as
-- the domain computes it) and the total of its payments, so that every report sums the same
-- integers; the debt and its status follow from them.
CREATE TABLE finance_contracts (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    edu_group_id BIGINT NOT NULL REFERENCES edu_groups (id) ON DELETE RESTRICT,
    number INTEGER NOT NULL CHECK (number > 0),
    date DATE NOT NULL,
    academic_year SMALLINT NOT NULL CHECK (academic_year BETWEEN 2000 AND 2100),
    contract_kind TEXT NOT NULL CHECK (contract_kind IN ('STANDARD', 'RAISED', 'SUPER', 'FOREIGN')),
    amount BIGINT NOT NULL CHECK (amount >= 0),
    discount_percent SMALLINT NOT NULL DEFAULT 0 CHECK (discount_percent BETWEEN 0 AND 100),
    -- The day an ended contract stopped (its student left); NULL while it runs.
    ended_on DATE,
    charged BIGINT NOT NULL CHECK (charged BETWEEN 0 AND amount),
    paid BIGINT NOT NULL DEFAULT 0 CHECK (paid >= 0),
    status TEXT GENERATED ALWAYS AS (CASE WHEN charged > paid THEN 'DEBTOR' WHEN charged = paid THEN 'SETTLED' ELSE 'OVERPAID' END) STORED,
    version INTEGER NOT NULL DEFAULT 1,
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX finance_contracts_number_key ON finance_contracts (institution_id, academic_year, number);
CREATE UNIQUE INDEX finance_contracts_student_key ON finance_contracts (student_id, academic_year);
CREATE INDEX finance_contracts_institution_idx ON finance_contracts (institution_id, id DESC);
CREATE INDEX finance_contracts_group_idx ON finance_contracts (edu_group_id, academic_year);
CREATE INDEX finance_contracts_year_idx ON finance_contracts (academic_year, institution_id);
CREATE INDEX finance_contracts_status_idx ON finance_contracts (status, institution_id);
CREATE INDEX finance_contracts_kind_idx ON finance_contracts (contract_kind, institution_id);
CREATE INDEX finance_contracts_ended_idx ON finance_contracts (institution_id) WHERE ended_on IS NOT NULL;
CREATE INDEX finance_contracts_debt_idx ON finance_contracts (institution_id, (charged - paid) DESC);

-- A payment of a contract: positive tiyin; the contract's `paid` is the sum of its payments, kept
-- in the transaction of every change of them.
CREATE TABLE finance_payments (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    contract_id BIGINT NOT NULL REFERENCES finance_contracts (id) ON DELETE RESTRICT,
    date DATE NOT NULL,
    amount BIGINT NOT NULL CHECK (amount > 0),
    document_number TEXT NOT NULL DEFAULT '' CHECK (length(document_number) <= 64),
    is_prepayment BOOLEAN NOT NULL DEFAULT FALSE,
    -- A payment imported from a bank statement: its day, amount and document number, so that
    -- the same payment is never imported twice.
    statement_key TEXT CHECK (length(statement_key) <= 200),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX finance_payments_institution_idx ON finance_payments (institution_id, date DESC, id DESC);
CREATE INDEX finance_payments_contract_idx ON finance_payments (contract_id, date);
CREATE INDEX finance_payments_date_idx ON finance_payments (date, institution_id);
CREATE UNIQUE INDEX finance_payments_statement_key ON finance_payments (institution_id, statement_key) WHERE statement_key IS NOT NULL;
CREATE INDEX finance_payments_search_idx ON finance_payments USING gin (document_number gin_trgm_ops);

-- The lists' totals ('Jami: N ta'), kept like the other lists': per institution, status and kind.
CREATE TRIGGER finance_prices_list_counts AFTER INSERT OR UPDATE OR DELETE ON finance_prices
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('finance_price', 'institution_id', '', '', '');
CREATE TRIGGER finance_payments_list_counts AFTER INSERT OR UPDATE OR DELETE ON finance_payments
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('finance_payment', 'institution_id', '', '', '');
CREATE TRIGGER finance_contracts_list_counts AFTER INSERT OR UPDATE OR DELETE ON finance_contracts
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('finance_contract', 'institution_id', 'status', 'contract_kind', '');

-- The delivered roles of a database made before this release get the area's permissions (the
-- roles other than the system one are not brought up to date at start-up); the accountant's own
-- role is created at start-up with the others.
UPDATE roles SET permissions = permissions || ARRAY['finance-base-amount', 'contract-view', 'payment-view']
    WHERE name = 'MINISTRY' AND NOT permissions @> ARRAY['contract-view'];
UPDATE roles SET permissions = permissions || ARRAY['finance-settings', 'contract-add', 'contract-edit', 'contract-view', 'contract-delete',
                                                    'payment-add', 'payment-edit', 'payment-view', 'payment-delete', 'payment-import']
    WHERE name = 'OTMADMIN' AND NOT permissions @> ARRAY['contract-view'];
