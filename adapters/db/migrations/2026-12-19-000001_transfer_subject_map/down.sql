DROP TABLE order_item_credits;
