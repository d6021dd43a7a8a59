-- A data set of national size for `make bench`: 400 institutions, 100 000 staff members (each a
-- citizen with a valid PINFL) with one or two positions each, 1.3 million students in 52 000
-- groups, each institution studying by one approved curriculum, and a year's tuition contracts
-- and payments.
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

-- Students: 3 250 per institution in groups of 25. The list counters are written once, summed,
-- instead of a delta row per student.
INSERT INTO edu_directions (code, name_uz, name_ru, name_en, institution_type)
VALUES ('BENCH-1', 'Sinov yo‘nalishi', 'Тестовое направление', 'Test direction', 'HEI');
INSERT INTO curricula (institution_id, name, subject_type_id, start_year, end_year, edu_direction_id, status, edu_form,
                       curriculum_template_id, edu_language, rating_type, number_of_semesters)
SELECT i.id, 'Sinov o‘quv rejasi', (SELECT min(id) FROM edu_subject_types), 2025, 2029,
       (SELECT id FROM edu_directions WHERE code = 'BENCH-1'), 'APPROVED', 'FULL_TIME',
       (SELECT min(id) FROM curriculum_templates), 'UZ', 'FIVE_POINT', 4
FROM institutions i WHERE i.code LIKE 'BENCH-%';
INSERT INTO edu_groups (institution_id, name, course, current_semester, number_of_students, opened_year, curriculum_id,
                        edu_direction_id, edu_form, edu_language)
SELECT c.institution_id, 'SG-' || g, 1 + g % 4, 1 + 2 * (g % 4), 25, 2025, c.id, c.edu_direction_id, 'FULL_TIME', 'UZ'
FROM curricula c CROSS JOIN generate_series(1, 130) AS g
WHERE c.name = 'Sinov o‘quv rejasi';

CREATE TEMP TABLE bench_students AS
SELECT g,
       (CASE WHEN g % 2 = 0 THEN '6' ELSE '5' END)
         || lpad((1 + g % 28)::text, 2, '0') || lpad((1 + g % 12)::text, 2, '0') || lpad((4 + g % 5)::text, 2, '0')
         || lpad((g % 1000000)::text, 6, '0') AS first13
FROM generate_series(1, 1300000) AS g;
INSERT INTO citizens (pinfl, last_name, first_name, middle_name, birth_date, gender, passport)
SELECT first13 || (SELECT sum(substr(first13, i, 1)::int * (ARRAY[7, 3, 1])[1 + (i - 1) % 3]) % 10 FROM generate_series(1, 13) AS i),
       (ARRAY['Aliyev', 'Karimov', 'Tursunov', 'Rahimov', 'Yusupov', 'Nazarov', 'Ismoilov', 'Qodirov', 'Sobirov', 'Ergashev'])[1 + g % 10]
         || CASE WHEN g % 2 = 0 THEN 'a' ELSE '' END,
       CASE WHEN g % 2 = 0
         THEN (ARRAY['Nodira', 'Dilnoza', 'Malika', 'Gulnora', 'Shahnoza', 'Zarina', 'Madina'])[1 + (g / 2) % 7]
         ELSE (ARRAY['Jasur', 'Bobur', 'Sardor', 'Otabek', 'Aziz', 'Sherzod', 'Ulug‘bek'])[1 + (g / 2) % 7] END,
       (ARRAY['Akmal qizi', 'Rustam o‘g‘li', 'Botir qizi', 'Farhod o‘g‘li', 'Olim qizi'])[1 + g % 5],
       make_date(2004 + g % 5, 1 + g % 12, 1 + g % 28),
       CASE WHEN g % 2 = 0 THEN 2 ELSE 1 END,
       chr(65 + g % 26) || chr(65 + (g / 26) % 26) || lpad((g % 10000000)::text, 7, '0')
FROM bench_students;

ALTER TABLE students DISABLE TRIGGER students_list_counts;
ALTER TABLE students DISABLE TRIGGER students_report_tallies;
ALTER TABLE students DISABLE TRIGGER student_cards_insert;
INSERT INTO students (institution_id, citizen_id, edu_group_id, student_status)
SELECT gr.institution_id, c.id, gr.id,
       CASE WHEN c.id % 53 = 0 THEN 'ON-LEAVE' WHEN c.id % 61 = 0 THEN 'WITHDRAW' ELSE 'ACTIVE' END
FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM citizens WHERE pinfl LIKE '5%' OR pinfl LIKE '6%') AS c
JOIN (SELECT id, institution_id, row_number() OVER (ORDER BY id) AS n FROM edu_groups WHERE name LIKE 'SG-%') AS gr
  ON gr.n = 1 + (c.n - 1) / 25
WHERE c.id NOT IN (SELECT citizen_id FROM students);
ALTER TABLE students ENABLE TRIGGER students_list_counts;
ALTER TABLE students ENABLE TRIGGER students_report_tallies;
ALTER TABLE students ENABLE TRIGGER student_cards_insert;
-- The cards row by row rather than through the trigger, which would share-lock 1.3 M people first.
INSERT INTO student_cards (student_id, line)
SELECT s.id, student_card(s.id) FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE g.name LIKE 'SG-%';
-- Every student has its card now (the demo's from the trigger): nothing is left to the servers' fill.
DELETE FROM read_model_fills WHERE read_model = 'student_cards';
INSERT INTO list_counts (entity, institution_id, status, kind, n)
SELECT 'student', s.institution_id, s.student_status, NULL, count(*)
FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE g.name LIKE 'SG-%'
GROUP BY s.institution_id, s.student_status;
INSERT INTO list_totals (entity, status, kind, n)
SELECT 'student', s.student_status, NULL, count(*)
FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE g.name LIKE 'SG-%'
GROUP BY s.student_status;
INSERT INTO report_tallies (entity, institution_id, edu_direction_id, course, edu_form, gender, status, n)
SELECT 'student', s.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, s.student_status, count(*)
FROM students s JOIN edu_groups g ON g.id = s.edu_group_id JOIN citizens c ON c.id = s.citizen_id WHERE g.name LIKE 'SG-%'
GROUP BY s.institution_id, g.edu_direction_id, g.course, g.edu_form, c.gender, s.student_status;
COMMIT;

-- The timetable of BENCH-200: seven class hours, a room per teacher, 50 teachers of every demo
-- subject, and 2 000 weekly lessons (40 per teacher, none clashing) in a semester around today.
BEGIN;
CREATE TEMP TABLE bench_school AS SELECT id FROM institutions WHERE code = 'BENCH-200';
INSERT INTO class_hours (institution_id, number, start_time, end_time)
SELECT (SELECT id FROM bench_school), n, TIME '08:00' + (n - 1) * INTERVAL '90 minutes', TIME '09:20' + (n - 1) * INTERVAL '90 minutes'
FROM generate_series(1, 8) AS n;
INSERT INTO buildings (institution_id, name, floors) SELECT id, 'Sinov binosi', 5 FROM bench_school;
INSERT INTO rooms (building_id, name, floor, capacity, kind)
SELECT b.id, 'X-' || n, 1 + n % 5, 40, 'LECTURE' FROM buildings b, generate_series(0, 59) AS n
WHERE b.institution_id = (SELECT id FROM bench_school);
CREATE TEMP TABLE bench_teachers AS
SELECT s.id, row_number() OVER (ORDER BY s.id) - 1 AS n
FROM staffs s JOIN staff_positions p ON p.staff_id = s.id JOIN institution_positions ip ON ip.id = p.position_id
WHERE s.institution_id = (SELECT id FROM bench_school) AND ip.is_teaching AND p.work_form = 'MAIN' AND s.deleted_at IS NULL
ORDER BY s.id LIMIT 60;
INSERT INTO staff_position_subjects (staff_position_id, edu_subject_id)
SELECT p.id, sub.id FROM bench_teachers t JOIN staff_positions p ON p.staff_id = t.id AND p.work_form = 'MAIN'
CROSS JOIN edu_subjects sub WHERE sub.code IN ('OM-101', 'FIZ-101', 'DA-101', 'IT-101', 'OT-101')
ON CONFLICT DO NOTHING;
INSERT INTO curriculum_subjects (curriculum_id, edu_subject_id, study_hours, position)
SELECT c.id, sub.id, 120, row_number() OVER (PARTITION BY c.id ORDER BY sub.id)
FROM curricula c CROSS JOIN edu_subjects sub
WHERE c.institution_id = (SELECT id FROM bench_school) AND sub.code IN ('OM-101', 'FIZ-101', 'DA-101', 'IT-101', 'OT-101');
INSERT INTO curriculum_semesters (curriculum_id, semester_number, start_date, end_date)
SELECT c.id, n, current_date - 60, current_date + 80 FROM curricula c, generate_series(1, 7) AS n
WHERE c.institution_id = (SELECT id FROM bench_school);
INSERT INTO curriculum_semester_subjects (curriculum_id, semester_number, edu_subject_id, study_hours, position)
SELECT cs.curriculum_id, cs.semester_number, s.edu_subject_id, 30, s.position
FROM curriculum_semesters cs JOIN curriculum_subjects s ON s.curriculum_id = cs.curriculum_id
WHERE cs.curriculum_id IN (SELECT id FROM curricula WHERE institution_id = (SELECT id FROM bench_school));
-- Lesson k: teacher k % 50 in its own room, slot k / 50 (weekday and class hour), group (teacher + slot) % 130.
INSERT INTO schedule_lessons (institution_id, edu_group_id, edu_subject_id, teacher_id, room_id, weekday, class_hour_id, lesson_type,
                              start_date, end_date)
SELECT (SELECT id FROM bench_school), g.id,
       (SELECT id FROM edu_subjects WHERE code = 'OM-101'), t.id, r.id, 1 + (k / 50) % 6, h.id, 'LECTURE',
       current_date - 60, current_date + 80
FROM generate_series(0, 1999) AS k
JOIN bench_teachers t ON t.n = k % 50
JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM rooms
      WHERE building_id IN (SELECT id FROM buildings WHERE institution_id = (SELECT id FROM bench_school))) AS r ON r.n = k % 50
JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM edu_groups
      WHERE institution_id = (SELECT id FROM bench_school) AND name LIKE 'SG-%') AS g ON g.n = (k % 50 + k / 50) % 130
JOIN class_hours h ON h.institution_id = (SELECT id FROM bench_school) AND h.number = 1 + (k / 50) / 6;
COMMIT;
VACUUM ANALYZE schedule_lessons;
VACUUM ANALYZE citizens;
VACUUM ANALYZE students;
VACUUM ANALYZE student_cards;
VACUUM ANALYZE edu_groups;
VACUUM ANALYZE staffs;
VACUUM ANALYZE staff_positions;
-- Tuition of the country's year: a contract for every third student of the generated
-- institutions (about 433 000), each half paid by two payments in September to November (about
-- 866 000); the contracts' `paid` is their payments' sum, as the server keeps it.
BEGIN;
CREATE TEMP TABLE bench_year AS
SELECT (extract(year FROM current_date)::INT - CASE WHEN extract(month FROM current_date) < 9 THEN 1 ELSE 0 END)::SMALLINT AS y;
INSERT INTO finance_contracts (institution_id, student_id, edu_group_id, number, date, academic_year, contract_kind, amount,
                               discount_percent, charged, paid)
SELECT s.institution_id, s.id, s.edu_group_id, row_number() OVER (PARTITION BY s.institution_id ORDER BY s.id),
       make_date((SELECT y FROM bench_year)::INT, 8, 20) + (s.id % 40)::INT, (SELECT y FROM bench_year), 'STANDARD',
       (900 + s.id % 7 * 100) * 1000000::BIGINT, 0, (900 + s.id % 7 * 100) * 1000000::BIGINT, (900 + s.id % 7 * 100) * 500000::BIGINT
FROM students s JOIN institutions i ON i.id = s.institution_id
WHERE i.code LIKE 'BENCH-%' AND s.deleted_at IS NULL AND s.id % 3 = 0;
INSERT INTO finance_payments (institution_id, contract_id, date, amount, document_number)
SELECT k.institution_id, k.id, make_date((SELECT y FROM bench_year)::INT, 9 + n, (1 + k.id % 28)::INT), k.amount / 4, 'BENCH-' || k.id || '-' || n
FROM finance_contracts k JOIN institutions i ON i.id = k.institution_id, generate_series(0, 1) AS n
WHERE i.code LIKE 'BENCH-%';
COMMIT;
VACUUM ANALYZE finance_contracts;
VACUUM ANALYZE finance_payments;
-- The load's counter deltas, folded as the server would within seconds.
SELECT list_counts_compact();
SELECT report_tallies_compact();
SELECT finance_tallies_compact();
VACUUM ANALYZE finance_tallies;
VACUUM ANALYZE list_counts;
VACUUM ANALYZE list_totals;
VACUUM ANALYZE report_tallies;
