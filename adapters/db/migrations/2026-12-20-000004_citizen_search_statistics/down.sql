-- Statistics need no undoing.
SELECT 1;
