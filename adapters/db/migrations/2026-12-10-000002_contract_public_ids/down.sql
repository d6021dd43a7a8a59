DROP TRIGGER finance_contracts_public_id ON finance_contracts;
DROP FUNCTION finance_contract_public_id();
DROP TABLE finance_contract_public_ids;
