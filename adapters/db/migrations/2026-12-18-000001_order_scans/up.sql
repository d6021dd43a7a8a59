-- The signed paper of an applied order, scanned: apart from the order's row so that lists never
-- read it; a later upload replaces it (the audit log keeps that it did).
CREATE TABLE order_scans (
    order_id BIGINT PRIMARY KEY REFERENCES orders (id) ON DELETE RESTRICT,
    content_type TEXT NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
    size BIGINT NOT NULL CHECK (size BETWEEN 1 AND 5242880),
    content BYTEA NOT NULL,
    uploaded_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
