-- The area's permissions leave every role (a role holding only them keeps an empty list), its
-- delivered role goes unless a user holds it, then its tables.
UPDATE roles SET permissions = ARRAY(
        SELECT p FROM unnest(permissions) AS p WHERE p NOT LIKE 'science-%')
    WHERE permissions::TEXT LIKE '%science-%';
DELETE FROM roles WHERE name = 'SCIENCE' AND NOT EXISTS (SELECT 1 FROM user_roles WHERE role_id = roles.id);

DELETE FROM list_counts WHERE entity IN ('science_project', 'publication', 'doctoral_student', 'defence');
DROP TABLE science_defences;
DROP TABLE science_doctoral_students;
DROP TABLE science_publication_files;
DROP TABLE science_publication_authors;
DROP TABLE science_publications;
DROP TABLE science_project_members;
DROP TABLE science_project_funding;
DROP TABLE science_projects;
