-- A data set of national size for `make bench`: 400 institutions and 100 000 staff members
-- (each a citizen with a valid PINFL), with one or two positions each.
BEGIN;
INSERT INTO institutions (code, kind, name_uz, name_ru, name_en, short_name, region)
SELECT 'BENCH-' || lpad(g::text, 3, '0'),
       CASE WHEN g % 3 = 0 THEN 'LYCEUM' ELSE 'HEI' END,
       'Sinov muassasasi ' || g, 'Тестовое учреждение ' || g, 'Test institution ' || g,
       'SM-' || g, 'Toshkent shahri'
FROM generate_series(1, 400) AS g;

CREATE TEMP TABLE bench_people AS
SELECT g,
       (CASE WHEN g % 2 = 0 THEN '4' ELSE '3' END)
         || lpad((1 + g % 28)::text, 2, '0') || lpad((1 + g % 12)::text, 2, '0') || lpad((60 + g % 40)::text, 2, '0')
         || lpad(g::text, 6, '0') AS first13
FROM generate_series(1, 100000) AS g;

INSERT INTO citizens (pinfl, last_name, first_name, middle_name, birth_date, gender, passport)
SELECT first13 || (SELECT sum(substr(first13, i, 1)::int * (ARRAY[7, 3, 1])[1 + (i - 1) % 3]) % 10 FROM generate_series(1, 13) AS i),
       (ARRAY['Aliyev', 'Karimov', 'Tursunov', 'Rahimov', 'Yusupov', 'Nazarov', 'Ismoilov', 'Qodirov', 'Sobirov', 'Ergashev'])[1 + g % 10]
         || CASE WHEN g % 2 = 0 THEN 'a' ELSE '' END,
       CASE WHEN g % 2 = 0
         THEN (ARRAY['Nodira', 'Dilnoza', 'Malika', 'Gulnora', 'Shahnoza', 'Zarina', 'Madina'])[1 + (g / 2) % 7]
         ELSE (ARRAY['Jasur', 'Bobur', 'Sardor', 'Otabek', 'Aziz', 'Sherzod', 'Ulug‘bek'])[1 + (g / 2) % 7] END,
       (ARRAY['Karimovna', 'Rustamovich', 'Akmalovna', 'Baxtiyorovich', 'Olimovna'])[1 + g % 5],
       make_date(1960 + g % 40, 1 + g % 12, 1 + g % 28),
       CASE WHEN g % 2 = 0 THEN 2 ELSE 1 END,
       'A' || chr(65 + g % 26) || lpad(g::text, 7, '0')
FROM bench_people;

INSERT INTO staffs (institution_id, citizen_id, status)
SELECT i.id, c.id, CASE WHEN c.id % 17 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END
FROM citizens c
JOIN LATERAL (SELECT id FROM institutions WHERE code = 'BENCH-' || lpad((1 + c.id % 400)::text, 3, '0')) AS i ON TRUE
WHERE c.created_at = now();

-- Only the generated staff: the demo data's own keep their positions.
CREATE TEMP TABLE bench_staff AS
SELECT s.id FROM staffs s JOIN institutions i ON i.id = s.institution_id WHERE i.code LIKE 'BENCH-%';

INSERT INTO staff_positions (staff_id, position_id, work_form, rate)
SELECT s.id, p.id, 'MAIN', 100
FROM bench_staff s
JOIN institution_positions p ON p.name_uz = (ARRAY['Professor', 'Dotsent', 'Assistent', 'Metodist', 'Kutubxonachi'])[1 + s.id % 5];

INSERT INTO staff_positions (staff_id, position_id, work_form, rate)
SELECT s.id, p.id, 'INTERNAL_PART_TIME', 25
FROM bench_staff s
JOIN institution_positions p ON p.name_uz = 'Katta o‘qituvchi'
WHERE s.id % 4 = 0;
COMMIT;
VACUUM ANALYZE citizens;
VACUUM ANALYZE staffs;
VACUUM ANALYZE staff_positions;
-- The load's counter deltas, folded as the server would within seconds.
SELECT list_counts_compact();
VACUUM ANALYZE list_counts;
