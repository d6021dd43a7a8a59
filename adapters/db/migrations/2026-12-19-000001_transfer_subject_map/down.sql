DROP TABLE transfer_debts;
DROP TABLE order_item_credits;
