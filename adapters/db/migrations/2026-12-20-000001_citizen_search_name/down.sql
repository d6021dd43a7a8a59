DROP FUNCTION citizen_search_name(TEXT, TEXT, TEXT);
