-- An order's print carries a QR code of its public verification page, found by an id nobody can
-- guess. When an order was created is in the audit trail (its row keeps when it last changed).
ALTER TABLE orders DROP COLUMN created_at;
ALTER TABLE orders ADD COLUMN public_id UUID NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX orders_public_id_key ON orders (public_id);
