DROP TRIGGER orders_list_counts ON orders;
DELETE FROM list_counts WHERE entity = 'order';
