DROP TABLE portal_notification_reads;
DROP TABLE portal_notifications;
