DROP TABLE audit_log;
DROP FUNCTION audit_log_prepare_partitions(DATE, INTEGER);
DROP FUNCTION audit_log_refuse_change();
