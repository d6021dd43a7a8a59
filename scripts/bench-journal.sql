-- A semester of the teaching journal for a tenth of the country, on top of bench-data.sql: the 40
-- institutions BENCH-001..BENCH-040 (5 200 groups, 130 000 students) each get a timetable of 2 080
-- weekly lessons (16 a group, none clashing), a semester of 17 weeks that ends three weeks from
-- today, and the roll of every lesson held before the bench's day (`:'day'`, today or, on a Sunday,
-- Saturday): 1.41 million rolls, about 35 million student-lessons, with absences, late arrivals and
-- marks; each student's counts per subject and absence hours follow from those rolls, and their
-- kept standings (decided results) of every semester up to the current one.
\set ON_ERROR_STOP on
BEGIN;
CREATE TEMP TABLE bench_journal_schools AS
SELECT id FROM institutions WHERE code BETWEEN 'BENCH-001' AND 'BENCH-040';

INSERT INTO class_hours (institution_id, number, start_time, end_time)
SELECT s.id, n, TIME '08:00' + (n - 1) * INTERVAL '90 minutes', TIME '09:20' + (n - 1) * INTERVAL '90 minutes'
FROM bench_journal_schools s, generate_series(1, 8) AS n;
INSERT INTO buildings (institution_id, name, floors) SELECT id, 'Jurnal binosi', 5 FROM bench_journal_schools;
INSERT INTO rooms (building_id, name, floor, capacity, kind)
SELECT b.id, 'J-' || n, 1 + n % 5, 40, 'LECTURE' FROM buildings b JOIN bench_journal_schools s ON s.id = b.institution_id,
       generate_series(0, 49) AS n;

CREATE TEMP TABLE bench_journal_teachers AS
SELECT institution_id, id, n FROM (
    SELECT s.institution_id, s.id, row_number() OVER (PARTITION BY s.institution_id ORDER BY s.id) - 1 AS n
    FROM staffs s JOIN bench_journal_schools j ON j.id = s.institution_id WHERE s.deleted_at IS NULL) t
WHERE n < 50;

CREATE TEMP TABLE bench_journal_subjects AS
SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM edu_subjects WHERE code IN ('OM-101', 'FIZ-101', 'DA-101', 'IT-101', 'OT-101');

INSERT INTO curriculum_subjects (curriculum_id, edu_subject_id, study_hours, position)
SELECT c.id, sub.id, 120, sub.n FROM curricula c JOIN bench_journal_schools s ON s.id = c.institution_id
CROSS JOIN bench_journal_subjects sub
ON CONFLICT DO NOTHING;
INSERT INTO curriculum_semesters (curriculum_id, semester_number, start_date, end_date)
SELECT c.id, n, :'day'::date - 119, :'day'::date + 21 FROM curricula c JOIN bench_journal_schools s ON s.id = c.institution_id,
       generate_series(1, 7) AS n
ON CONFLICT (curriculum_id, semester_number) DO UPDATE SET start_date = EXCLUDED.start_date, end_date = EXCLUDED.end_date;
INSERT INTO curriculum_semester_subjects (curriculum_id, semester_number, edu_subject_id, study_hours, position)
SELECT cs.curriculum_id, cs.semester_number, s.edu_subject_id, 30, s.position
FROM curriculum_semesters cs JOIN curriculum_subjects s ON s.curriculum_id = cs.curriculum_id
JOIN curricula c ON c.id = cs.curriculum_id JOIN bench_journal_schools j ON j.id = c.institution_id
ON CONFLICT DO NOTHING;
-- The five-point plan every lyceum subject takes (AssessmentPlan::default_for).
INSERT INTO assessment_plans (curriculum_id, semester_number, edu_subject_id, marking_system, final_form, credits,
                              current_max, midterm_max, final_max)
SELECT css.curriculum_id, css.semester_number, css.edu_subject_id, 'FIVE_POINT', 'EXAM', 1, 5, 5, 5
FROM curriculum_semester_subjects css JOIN curricula c ON c.id = css.curriculum_id JOIN bench_journal_schools j ON j.id = c.institution_id
ON CONFLICT DO NOTHING;

-- Lesson k of an institution: teacher and room k % 50, slot k / 50 (weekday, class hour), group
-- (k % 50 + slot) % 130, one of the five subjects.
INSERT INTO schedule_lessons (institution_id, edu_group_id, edu_subject_id, teacher_id, room_id, weekday, class_hour_id, lesson_type,
                              start_date, end_date)
SELECT s.id, g.id, sub.id, t.id, r.id, 1 + (k / 50) % 6, h.id, 'LECTURE', :'day'::date - 119, :'day'::date + 21
FROM bench_journal_schools s
CROSS JOIN generate_series(0, 2079) AS k
JOIN bench_journal_teachers t ON t.institution_id = s.id AND t.n = k % 50
JOIN (SELECT r.id, b.institution_id, row_number() OVER (PARTITION BY b.institution_id ORDER BY r.id) - 1 AS n
      FROM rooms r JOIN buildings b ON b.id = r.building_id WHERE b.name = 'Jurnal binosi') AS r ON r.institution_id = s.id AND r.n = k % 50
JOIN (SELECT id, institution_id, row_number() OVER (PARTITION BY institution_id ORDER BY id) - 1 AS n FROM edu_groups
      WHERE name LIKE 'SG-%') AS g ON g.institution_id = s.id AND g.n = (k % 50 + k / 50) % 130
JOIN class_hours h ON h.institution_id = s.id AND h.number = 1 + (k / 50) / 6
JOIN bench_journal_subjects sub ON sub.n = (k % 50 + k / 50) % 5;

-- One roster a group: its students, ascending.
INSERT INTO journal_rosters (students)
SELECT array_agg(st.id ORDER BY st.id) FROM students st JOIN edu_groups g ON g.id = st.edu_group_id
JOIN bench_journal_schools s ON s.id = g.institution_id
WHERE st.deleted_at IS NULL AND st.student_status = 'ACTIVE' GROUP BY g.id;
CREATE TEMP TABLE bench_journal_rosters AS
SELECT r.id AS roster, st.edu_group_id AS edu_group_id, cardinality(r.students) AS size
FROM journal_rosters r JOIN students st ON st.id = r.students[1];

-- Every date a lesson was held before the bench's day, with a byte a student (codes.rs): 6 % absent,
-- 3 % late, a third of those present marked 2..5.
INSERT INTO journal_rolls (schedule_lesson_id, dates, rosters, versions, codes)
SELECT l.id, array_agg(d.day ORDER BY d.day), array_agg(ro.roster ORDER BY d.day), array_agg(1 ORDER BY d.day),
       array_agg(c.codes ORDER BY d.day)
FROM schedule_lessons l
JOIN bench_journal_schools s ON s.id = l.institution_id
JOIN bench_journal_rosters ro ON ro.edu_group_id = l.edu_group_id
CROSS JOIN LATERAL (SELECT day::date FROM generate_series(l.start_date, :'day'::date - 1, INTERVAL '1 day') AS day
                    WHERE extract(isodow FROM day) = l.weekday) AS d
CROSS JOIN LATERAL (
    SELECT decode(string_agg(lpad(to_hex(CASE
               WHEN x < 6 THEN 1
               WHEN x < 9 THEN 3
               WHEN x < 40 THEN 4 + 2 + x % 4
               ELSE 0 END), 2, '0'), '' ORDER BY i), 'hex') AS codes
    FROM (SELECT i, abs(hashint8(l.id * 7919 + (d.day - DATE '2000-01-01') * 104729 + i)) % 100 AS x
          FROM generate_series(1, ro.size) AS i) AS dice) AS c
GROUP BY l.id;

-- Each student's counts per subject and absence hours per semester, as the saves would keep them.
CREATE TEMP TABLE bench_journal_counts AS
SELECT ro.students[i] AS student_id, g.curriculum_id, g.current_semester AS semester_number, l.edu_subject_id, l.institution_id,
       get_byte(u.codes, i - 1) AS code
FROM journal_rolls r JOIN schedule_lessons l ON l.id = r.schedule_lesson_id JOIN edu_groups g ON g.id = l.edu_group_id
JOIN bench_journal_schools s ON s.id = l.institution_id
CROSS JOIN LATERAL unnest(r.rosters, r.codes) AS u(roster, codes)
JOIN journal_rosters ro ON ro.id = u.roster
CROSS JOIN LATERAL generate_series(1, cardinality(ro.students)) AS i;
INSERT INTO journal_lines (student_id, curriculum_id, semester_number, edu_subject_id, marks_sum, marks_count, absent_lessons,
                           excused_lessons, late_lessons)
SELECT student_id, curriculum_id, semester_number, edu_subject_id,
       sum(CASE WHEN code BETWEEN 4 AND 104 THEN code - 4 WHEN code >= 105 THEN code - 105 ELSE 0 END),
       count(*) FILTER (WHERE code >= 4), count(*) FILTER (WHERE code = 1), count(*) FILTER (WHERE code = 2),
       count(*) FILTER (WHERE code = 3 OR code >= 105)
FROM bench_journal_counts GROUP BY student_id, curriculum_id, semester_number, edu_subject_id;
INSERT INTO absence_totals (student_id, curriculum_id, semester_number, institution_id, unexcused_hours, excused_hours)
SELECT student_id, curriculum_id, semester_number, min(institution_id), 2 * count(*) FILTER (WHERE code = 1),
       2 * count(*) FILTER (WHERE code = 2)
FROM bench_journal_counts GROUP BY student_id, curriculum_id, semester_number
HAVING count(*) FILTER (WHERE code IN (1, 2)) > 0;
DROP TABLE bench_journal_counts;
-- The kept standings of every semester up to the current one, as the saves keep them: each subject
-- decided, about one in twelve a debt (grade 2), the others graded 3 to 5.
INSERT INTO academic_standings (student_id, curriculum_id, semester_number, edu_subject_id, institution_id, passed, grade, credits,
                                attempt, decided_from)
SELECT st.id, g.curriculum_id, n, p.edu_subject_id, g.institution_id, d.x % 12 <> 0,
       CASE WHEN d.x % 12 = 0 THEN 2 ELSE 3 + d.x % 3 END, p.credits, 1 + (d.x % 12 = 0)::int * (d.x % 3), DATE '2000-01-01'
FROM students st JOIN edu_groups g ON g.id = st.edu_group_id JOIN bench_journal_schools s ON s.id = g.institution_id
CROSS JOIN generate_series(1, 7) AS n
JOIN assessment_plans p ON p.curriculum_id = g.curriculum_id AND p.semester_number = n
CROSS JOIN LATERAL (SELECT abs(hashint8(st.id * 31 + n * 7 + p.edu_subject_id)) AS x) AS d
WHERE n <= g.current_semester AND st.deleted_at IS NULL;
COMMIT;
VACUUM ANALYZE schedule_lessons;
VACUUM ANALYZE journal_rosters;
VACUUM ANALYZE journal_rolls;
VACUUM ANALYZE journal_lines;
VACUUM ANALYZE absence_totals;
VACUUM ANALYZE academic_standings;
VACUUM ANALYZE assessment_plans;
VACUUM ANALYZE curriculum_semesters;
