-- The area's permissions leave every role, its delivered role goes unless a user holds it, then
-- its tables.
UPDATE roles SET permissions = ARRAY(
        SELECT p FROM unnest(permissions) AS p
        WHERE p NOT IN ('finance-base-amount', 'finance-settings', 'contract-add', 'contract-edit', 'contract-view', 'contract-delete',
                    'payment-add', 'payment-edit', 'payment-view', 'payment-delete', 'payment-import'))
    WHERE permissions && ARRAY['finance-base-amount', 'finance-settings', 'contract-add', 'contract-edit', 'contract-view', 'contract-delete',
                             'payment-add', 'payment-edit', 'payment-view', 'payment-delete', 'payment-import'];
DELETE FROM roles WHERE name = 'ACCOUNTANT' AND NOT EXISTS (SELECT 1 FROM user_roles WHERE role_id = roles.id);

DELETE FROM list_counts WHERE entity IN ('finance_price', 'finance_contract', 'finance_payment');
DROP TABLE finance_payments;
DROP TABLE finance_contracts;
DROP TABLE finance_contract_numbers;
DROP TABLE finance_prices;
DROP TABLE finance_base_amounts;
