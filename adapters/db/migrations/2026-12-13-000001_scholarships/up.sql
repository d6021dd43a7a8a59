-- Scholarships: the ministry's types with their monthly amounts (tiyin, each from the day a decree
-- sets it). Awards are the items of applied scholarship orders: no table of their own.
CREATE TABLE scholarship_types (
    id BIGSERIAL PRIMARY KEY,
    name_uz TEXT NOT NULL CHECK (length(name_uz) BETWEEN 1 AND 255),
    name_ru TEXT NOT NULL DEFAULT '' CHECK (length(name_ru) <= 255),
    name_en TEXT NOT NULL DEFAULT '' CHECK (length(name_en) <= 255),
    version INTEGER NOT NULL DEFAULT 1,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX scholarship_types_name_key ON scholarship_types (lower(name_uz));

CREATE TABLE scholarship_amounts (
    scholarship_type_id BIGINT NOT NULL REFERENCES scholarship_types (id) ON DELETE CASCADE,
    effective_from DATE NOT NULL,
    amount BIGINT NOT NULL CHECK (amount > 0),
    PRIMARY KEY (scholarship_type_id, effective_from)
);

-- An order's item names a type that exists; older items named none.
ALTER TABLE order_items ADD CONSTRAINT order_items_scholarship_type_fkey
    FOREIGN KEY (scholarship_type) REFERENCES scholarship_types (id) ON DELETE RESTRICT NOT VALID;
CREATE INDEX order_items_scholarship_type_idx ON order_items (scholarship_type) WHERE scholarship_type IS NOT NULL;

-- The ministry sets the types and reads every institution's month; an institution's admin and
-- accountant read their own.
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['scholarship-type', 'scholarship-view']) p ORDER BY p)
WHERE name = 'MINISTRY';
UPDATE roles SET permissions = ARRAY(SELECT DISTINCT p FROM unnest(permissions || ARRAY['scholarship-view']) p ORDER BY p)
WHERE name IN ('OTMADMIN', 'ACCOUNTANT');
