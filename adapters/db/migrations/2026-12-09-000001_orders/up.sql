-- Orders (buyruq): every change of a student's standing is made by an institution's order. A draft
-- is edited freely; applying it changes every item's student in one transaction and keeps what it
-- did on the item, so that the reversing order a cancellation creates undoes exactly that.
CREATE TABLE orders (
    id BIGSERIAL PRIMARY KEY,
    institution_id BIGINT NOT NULL REFERENCES institutions (id) ON DELETE RESTRICT,
    number TEXT NOT NULL CHECK (length(number) BETWEEN 1 AND 64),
    -- The calendar year of `date`, in which the number is unique.
    year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2200),
    date DATE NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('ADMISSION', 'TRANSFER', 'ACADEMIC_LEAVE', 'RETURN_FROM_LEAVE', 'EXPULSION',
        'REINSTATEMENT', 'PROMOTION', 'REPEAT_YEAR', 'GRADUATION', 'SCHOLARSHIP')),
    purpose TEXT NOT NULL DEFAULT '' CHECK (length(purpose) <= 1000),
    body TEXT NOT NULL DEFAULT '' CHECK (length(body) <= 20000),
    basis TEXT NOT NULL DEFAULT '' CHECK (length(basis) <= 2000),
    state TEXT NOT NULL DEFAULT 'DRAFT' CHECK (state IN ('DRAFT', 'APPLIED', 'CANCELLED')),
    reverses_id BIGINT REFERENCES orders (id) ON DELETE RESTRICT,
    reversed_by_id BIGINT REFERENCES orders (id) ON DELETE RESTRICT,
    applied_at TIMESTAMPTZ,
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX orders_number_key ON orders (institution_id, year, lower(number));
CREATE INDEX orders_institution_idx ON orders (institution_id, id DESC);
CREATE INDEX orders_kind_idx ON orders (institution_id, kind, id DESC);
CREATE INDEX orders_state_idx ON orders (institution_id, state, id DESC);
CREATE INDEX orders_date_idx ON orders (institution_id, date DESC, id DESC);
CREATE INDEX orders_number_search_idx ON orders USING gin (number gin_trgm_ops);

CREATE TABLE order_items (
    id BIGSERIAL PRIMARY KEY,
    order_id BIGINT NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    student_id BIGINT NOT NULL REFERENCES students (id) ON DELETE RESTRICT,
    reason TEXT NOT NULL DEFAULT '' CHECK (length(reason) <= 500),
    to_edu_group_id BIGINT REFERENCES edu_groups (id) ON DELETE RESTRICT,
    to_institution_id BIGINT REFERENCES institutions (id) ON DELETE RESTRICT,
    scholarship_type BIGINT,
    date_from DATE,
    date_to DATE,
    -- What applying did; null while the order is a draft.
    from_status TEXT,
    to_status TEXT,
    from_group_id BIGINT REFERENCES edu_groups (id) ON DELETE RESTRICT,
    applied_group_id BIGINT REFERENCES edu_groups (id) ON DELETE RESTRICT,
    from_institution_id BIGINT REFERENCES institutions (id) ON DELETE RESTRICT,
    applied_institution_id BIGINT REFERENCES institutions (id) ON DELETE RESTRICT,
    UNIQUE (order_id, student_id)
);
CREATE INDEX order_items_order_idx ON order_items (order_id, position);
CREATE INDEX order_items_student_idx ON order_items (student_id, order_id DESC);

-- A move of the history points to the order that made it; older moves keep their free-text number.
ALTER TABLE student_status_history ADD COLUMN order_id BIGINT REFERENCES orders (id) ON DELETE RESTRICT;
CREATE INDEX student_status_history_order_idx ON student_status_history (order_id) WHERE order_id IS NOT NULL;

-- The delivered institution administrator drafts, applies and reverses orders; the ministry reads them.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions
    || ARRAY['order-add', 'order-edit', 'order-view', 'order-delete', 'order-apply']) p ORDER BY p)
WHERE name = 'OTMADMIN';
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['order-view']) p ORDER BY p)
WHERE name = 'MINISTRY';
