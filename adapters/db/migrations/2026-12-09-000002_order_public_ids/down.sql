DROP INDEX orders_public_id_key;
ALTER TABLE orders DROP COLUMN public_id;
ALTER TABLE orders ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();
