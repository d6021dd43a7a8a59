-- The orders list's total ('Jami: N ta') by institution, state and kind, kept by the list counters'
-- trigger in the transaction of every change like the other large lists.
CREATE TRIGGER orders_list_counts AFTER INSERT OR UPDATE OR DELETE ON orders
    FOR EACH ROW EXECUTE FUNCTION list_counts_track('order', 'institution_id', 'state', 'kind', '');

INSERT INTO list_counts (entity, institution_id, status, kind, n)
SELECT 'order', institution_id, state, kind, count(*) FROM orders GROUP BY institution_id, state, kind;
