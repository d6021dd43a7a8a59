UPDATE roles SET permissions = ARRAY(SELECT p FROM unnest(permissions) p WHERE p NOT IN ('scholarship-type', 'scholarship-view') ORDER BY p);
DROP INDEX order_items_scholarship_type_idx;
ALTER TABLE order_items DROP CONSTRAINT order_items_scholarship_type_fkey;
DROP TABLE scholarship_amounts;
DROP TABLE scholarship_types;
