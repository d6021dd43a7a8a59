-- The unguessable id a printed contract's QR code carries to its public page. Kept beside the
-- contracts (their table is at the width the schema's columns allow), given to every contract in
-- the transaction that inserts it.
CREATE TABLE finance_contract_public_ids (
    contract_id BIGINT PRIMARY KEY REFERENCES finance_contracts (id) ON DELETE CASCADE,
    public_id UUID NOT NULL DEFAULT gen_random_uuid()
);
CREATE UNIQUE INDEX finance_contract_public_ids_key ON finance_contract_public_ids (public_id);

CREATE FUNCTION finance_contract_public_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO finance_contract_public_ids (contract_id) VALUES (NEW.id);
    RETURN NEW;
END;
$$;
CREATE TRIGGER finance_contracts_public_id AFTER INSERT ON finance_contracts
    FOR EACH ROW EXECUTE FUNCTION finance_contract_public_id();

INSERT INTO finance_contract_public_ids (contract_id) SELECT id FROM finance_contracts;
