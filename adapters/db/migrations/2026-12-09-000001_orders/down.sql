UPDATE roles SET permissions = ARRAY(SELECT p FROM unnest(permissions) p
    WHERE p NOT IN ('order-add', 'order-edit', 'order-view', 'order-delete', 'order-apply') ORDER BY p)
WHERE name IN ('OTMADMIN', 'MINISTRY');
DROP INDEX student_status_history_order_idx;
ALTER TABLE student_status_history DROP COLUMN order_id;
DROP TABLE order_items;
DROP TABLE orders;
