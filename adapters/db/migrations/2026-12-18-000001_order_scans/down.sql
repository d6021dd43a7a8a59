DROP TABLE order_scans;
