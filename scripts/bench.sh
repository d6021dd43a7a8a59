#!/usr/bin/env bash
# Benchmarks of the real server (release build) on a fresh database, driven over loopback by wrk.
# Each figure is printed beside the one of the previous run, kept in .data/bench/last.tsv.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
target="${CARGO_TARGET_DIR:-$root/target}"

command -v wrk >/dev/null || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq wrk)
cargo build --release -p server --bin server --example bench_reference
cargo build --release -p adapters-typeset --example bench_documents

# The Django REST Framework reference lives in a virtual environment of its own.
venv="$root/.data/bench/venv"
if [ ! -x "$venv/bin/gunicorn" ] || ! cmp -s scripts/bench-reference/requirements.txt "$venv/requirements.txt"; then
  python3 -m venv "$venv" 2>/dev/null || { (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq python3-venv) && python3 -m venv "$venv"; }
  "$venv/bin/pip" install -q -r scripts/bench-reference/requirements.txt
  cp scripts/bench-reference/requirements.txt "$venv/requirements.txt"
fi

port=28080
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
# Over the Unix socket, as a server on the database's own machine would connect (the references too).
database_url=$(scripts/postgres.sh database emis_bench --fresh --socket)
log="$root/.data/bench/server.log"
mkdir -p "$root/.data/bench"
DATABASE_URL="$database_url" BIND="127.0.0.1:$port" DATA_DIR="$root/.data/bench" RUST_LOG=warn \
  "$target/release/server" --demo >"$log" 2>&1 &
server=$!
free_port() { local p=$1; while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done; echo "$p"; }
reference_port=$(free_port $((port + 10)))
DATABASE_URL="$database_url" BIND="127.0.0.1:$reference_port" "$target/release/examples/bench_reference" >"$root/.data/bench/reference.log" 2>&1 &
reference=$!
drf_port=$(free_port $((reference_port + 1)))
DATABASE_URL="$database_url" "$venv/bin/gunicorn" --chdir scripts/bench-reference -w 4 -b "127.0.0.1:$drf_port" --log-level warning \
  drf_staff:application >"$root/.data/bench/drf.log" 2>&1 &
drf=$!
trap 'kill $server $reference $drf 2>/dev/null || true; wait $server $reference $drf 2>/dev/null || true' EXIT
for _ in $(seq 1 120); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.5; done

base="http://127.0.0.1:$port/api/v1"
token=$(curl -fsS -X POST "$base/auth/login/" -H 'content-type: application/json' -d '{"username":"superadmin","password":"demo"}' \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["access_token"])')

script=$(mktemp --suffix=.lua)
cat >"$script" <<LUA
-- Each request creates a role of its own name: an insert and its audit record in one transaction.
local counter = 0
local thread_id = 0
setup = function(thread) thread:set("id", thread_id); thread_id = thread_id + 1 end
request = function()
  counter = counter + 1
  local body = string.format('{"name":"bench-%s-%d-%d","level":"MINISTRY","permissions":["user-view"]}', id, counter, math.random(1e9))
  return wrk.format("POST", "/api/v1/roles/", {["Content-Type"] = "application/json", ["Authorization"] = "Bearer $token"}, body)
end
LUA

measure() { # name, then wrk arguments; prints requests per second and p99 latency
  local name=$1; shift
  local out
  out=$(wrk --latency ${WRK_LOAD:--t2 -c8 -d10s} "$@")
  local rps p99
  rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
  local non2xx
  non2xx=$(awk '/Non-2xx/ {print $5}' <<<"$out")
  [ -z "$non2xx" ] || { echo "$name: $non2xx answers were not 2xx" >&2; echo "$out" >&2; exit 1; }
  echo -e "$name\t$rps\t$p99"
}

echo "loading the national data set (400 institutions, 100 000 staff, 1.3 million students)..." >&2
psql "$database_url" -qX -v ON_ERROR_STOP=1 -f scripts/bench-data.sql >/dev/null
# The load leaves a checkpoint's worth of dirty pages and work for autovacuum: both are done before
# anything is measured, so that the figures are the steady state's, not the load's aftermath.
psql "$database_url" -qX -c "CHECKPOINT" >/dev/null 2>&1 || echo "CHECKPOINT needs a superuser; measuring without it" >&2
for _ in $(seq 1 180); do
  [ "$(psql "$database_url" -qtAX -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'")" = 0 ] && break
  sleep 1
done
# The journal's semester for a tenth of the country, up to the bench's day (today, or Saturday on a
# Sunday, which has no lessons): the rolls of that day are the ones the save benchmark takes.
journal_day=$(python3 -c 'import datetime as d; t = (d.datetime.now(d.timezone.utc) + d.timedelta(hours=5)).date(); print(t - d.timedelta(days=1) if t.isoweekday() == 7 else t)')
echo "loading a semester of the journal for 130 000 students (about 35 million student-lessons)..." >&2
psql "$database_url" -qX -v ON_ERROR_STOP=1 -v day="$journal_day" -f scripts/bench-journal.sql >/dev/null
psql "$database_url" -qX -c "CHECKPOINT" >/dev/null 2>&1 || true
for _ in $(seq 1 180); do
  [ "$(psql "$database_url" -qtAX -c "SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'")" = 0 ] && break
  sleep 1
done
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$drf_port/staffs/" >/dev/null 2>&1 && break; sleep 0.5; done
user_id=$(psql "$database_url" -qtAX -c "SELECT id FROM users WHERE username = 'superadmin'")
institution=$(psql "$database_url" -qtAX -c "SELECT id FROM institutions WHERE code = 'BENCH-200'")
group=$(psql "$database_url" -qtAX -c "SELECT min(g.id) FROM edu_groups g JOIN institutions i ON i.id = g.institution_id WHERE i.code = 'BENCH-200'")
rated_group=$(psql "$database_url" -qtAX -c "SELECT id FROM edu_groups WHERE name = 'DI-25-01'")
# The timetable of BENCH-200 (2 000 weekly lessons): a teacher with 40 of them, and a group.
month=$(date +%Y-%m)
busy_teacher=$(psql "$database_url" -qtAX -c "SELECT teacher_id FROM schedule_lessons WHERE institution_id = $institution \
  GROUP BY teacher_id HAVING count(*) = 40 ORDER BY teacher_id LIMIT 1")
timetabled_group=$(psql "$database_url" -qtAX -c "SELECT min(edu_group_id) FROM schedule_lessons WHERE institution_id = $institution")
lessons=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM schedule_lessons WHERE institution_id = $institution AND deleted_at IS NULL")
[ "$lessons" = 2000 ] && [ -n "$busy_teacher" ] || { echo "BENCH-200 holds $lessons weekly lessons, not 2 000 with a teacher of 40" >&2; exit 1; }
student_count=$(curl -fsS "$base/students/?limit=1" -H "Authorization: Bearer $token" | python3 -c 'import sys, json; print(json.load(sys.stdin)["count"])')
[ "$student_count" -ge 1300000 ] || { echo "the data set holds $student_count students, not 1.3 million" >&2; exit 1; }
staff_count=$(curl -fsS "$base/staffs/?limit=1" -H "Authorization: Bearer $token" | python3 -c 'import sys, json; print(json.load(sys.stdin)["count"])')
[ "$staff_count" -ge 100000 ] || { echo "the data set holds $staff_count staff, not 100 000" >&2; exit 1; }
finance_year=$(psql "$database_url" -qtAX -c "SELECT max(academic_year) FROM finance_contracts")
contract_count=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM finance_contracts WHERE academic_year = $finance_year")
[ "$contract_count" -ge 400000 ] || { echo "the data set holds $contract_count contracts of $finance_year, not 400 000" >&2; exit 1; }

# The ministry's national read mix: name, then the call under /api/v1/.
national_mix=(
  "students, first page|students/?limit=20"
  "students, page 500|students/?page=500&limit=20"
  "students, search by a common surname|students/?search=karimov&limit=20"
  "students, search by PINFL|students/?search=6150&limit=20"
  "staff, first page|staffs/?limit=20"
  "staff, search by a common surname|staffs/?search=karimov&limit=20"
  "groups, first page|edu-groups/?limit=20"
  "the dashboard|reports/summary/"
  "institutions compared|reports/by-otm/?limit=20"
  "directions|reports/by-direction/"
)

# The journal's subjects of measure: a school of the tenth, one of its groups with a subject, a
# student of it, and a request body for every lesson of the bench's day (each saved once).
journal_school=$(psql "$database_url" -qtAX -c "SELECT id FROM institutions WHERE code = 'BENCH-001'")
read -r journal_group journal_subject < <(psql "$database_url" -qtAX -F ' ' -c "SELECT l.edu_group_id, l.edu_subject_id \
  FROM schedule_lessons l JOIN edu_groups g ON g.id = l.edu_group_id JOIN curricula cu ON cu.id = g.curriculum_id \
  WHERE l.institution_id = $journal_school AND g.current_semester <= cu.number_of_semesters \
  AND EXISTS (SELECT 1 FROM journal_rolls r WHERE r.schedule_lesson_id = l.id) ORDER BY l.id LIMIT 1") || true
[ -n "${journal_group:-}" ] || { echo "BENCH-001 has no lesson with a roll" >&2; exit 1; }
read -r journal_student journal_semester < <(psql "$database_url" -qtAX -F ' ' -c "SELECT s.id, g.current_semester \
  FROM students s JOIN edu_groups g ON g.id = s.edu_group_id WHERE g.id = $journal_group ORDER BY s.id LIMIT 1")
student_lessons=$(psql "$database_url" -qtAX -c "SELECT sum(cardinality(ro.students)) FROM journal_rolls r \
  CROSS JOIN LATERAL unnest(r.rosters) AS u(roster) JOIN journal_rosters ro ON ro.id = u.roster")
[ "$student_lessons" -ge 30000000 ] || { echo "the journal holds $student_lessons student-lessons, not 35 million" >&2; exit 1; }
roll_bodies=$(mktemp)
psql "$database_url" -qtAX -F $'\t' -c "WITH ro AS (SELECT st.edu_group_id, r.students FROM journal_rosters r \
  JOIN students st ON st.id = r.students[1]) SELECT '/api/v1/journal/lessons/' || l.id || '/$journal_day/', json_build_object( \
  'version', 0, 'topic_ids', '[]'::json, 'reason', 'bench', 'entries', (SELECT json_agg(json_build_object('student_id', st, \
  'attendance', CASE WHEN st % 17 = 0 THEN 'ABSENT' ELSE 'PRESENT' END, 'mark', CASE WHEN st % 5 = 0 AND st % 17 <> 0 THEN 4 END)) FROM unnest(ro.students) AS st)) \
  FROM schedule_lessons l JOIN ro ON ro.edu_group_id = l.edu_group_id \
  WHERE l.institution_id IN (SELECT id FROM institutions WHERE code BETWEEN 'BENCH-001' AND 'BENCH-040') \
  AND l.weekday = extract(isodow FROM DATE '$journal_day') ORDER BY l.id" >"$roll_bodies"
roll_script=$(mktemp --suffix=.lua)
cat >"$roll_script" <<LUA
-- Each request takes the whole roll of another lesson of the day: every student, some absent, some marked.
local lines = {}
local next_line = 1
local thread_id = 0
setup = function(thread) thread:set("id", thread_id); thread_id = thread_id + 1 end
init = function(args)
  local n = 0
  for line in io.lines("$roll_bodies") do
    if n % 2 == id then table.insert(lines, line) end
    n = n + 1
  end
end
request = function()
  local line = lines[next_line]
  next_line = next_line + 1
  local tab = string.find(line, "\t")
  return wrk.format("PUT", string.sub(line, 1, tab - 1), {["Content-Type"] = "application/json", ["Authorization"] = "Bearer $token"}, string.sub(line, tab + 1))
end
LUA

# The portal on results day: 200 students of the journal's tenth, one of each group, sign in with a
# password of their own and read their marks and absences of the semester (the "Baholar" screen).
portal_students=$(mktemp)
psql "$database_url" -qtAX -F $'\t' -v ON_ERROR_STOP=1 >"$portal_students" <<'SQL'
WITH picked AS (
  SELECT DISTINCT ON (g.id) s.id AS student_id, g.current_semester AS semester FROM students s
  JOIN edu_groups g ON g.id = s.edu_group_id JOIN curricula cu ON cu.id = g.curriculum_id JOIN institutions i ON i.id = g.institution_id
  WHERE i.code BETWEEN 'BENCH-001' AND 'BENCH-040' AND g.current_semester <= cu.number_of_semesters
    AND s.deleted_at IS NULL AND s.user_id IS NULL
  ORDER BY g.id, s.id LIMIT 200),
made AS (
  INSERT INTO users (username, name, password_hash)
  SELECT 'bench.student.' || student_id, 'Bench student', (SELECT password_hash FROM users WHERE username = 'superadmin') FROM picked
  RETURNING id, username),
granted AS (INSERT INTO user_roles (user_id, role_id) SELECT id, (SELECT id FROM roles WHERE name = 'STUDENT') FROM made),
linked AS (UPDATE students s SET user_id = m.id FROM made m WHERE m.username = 'bench.student.' || s.id RETURNING s.id)
SELECT 'bench.student.' || p.student_id, '/api/v1/me/attendance/?student_id=' || p.student_id || '&semester=' || p.semester
FROM picked p JOIN linked l ON l.id = p.student_id ORDER BY p.student_id;
SQL
[ "$(wc -l <"$portal_students")" = 200 ] || { echo "the portal bench found $(wc -l <"$portal_students") students with a semester, not 200" >&2; exit 1; }
portal_pages=$(mktemp)
python3 - "$base" "$portal_students" "$portal_pages" <<'PY'
import json, sys, urllib.request
from concurrent.futures import ThreadPoolExecutor
base, students, pages = sys.argv[1:]
rows = [line.rstrip("\n").split("\t") for line in open(students, encoding="utf-8") if line.strip()]
def sign_in(row):
    request = urllib.request.Request(f"{base}/auth/login/", data=json.dumps({"username": row[0], "password": "demo"}).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)["result"]["access_token"], row[1]
with ThreadPoolExecutor(4) as pool, open(pages, "w", encoding="utf-8") as out:
    for token, path in pool.map(sign_in, rows):
        out.write(f"{token}\t{path}\n")
PY
marks_script=$(mktemp --suffix=.lua)
cat >"$marks_script" <<LUA
-- Each request is another student's own marks page, under that student's own token.
local lines = {}
local next_line = 1
local thread_id = 0
setup = function(thread) thread:set("id", thread_id); thread_id = thread_id + 1 end
init = function(args)
  for line in io.lines("$portal_pages") do
    local tab = string.find(line, "\t")
    table.insert(lines, {string.sub(line, 1, tab - 1), string.sub(line, tab + 1)})
  end
  next_line = 1 + id * 100
end
request = function()
  local line = lines[next_line]
  next_line = next_line % #lines + 1
  return wrk.format("GET", line[2], {["Authorization"] = "Bearer " .. line[1]})
end
LUA
login_script=$(mktemp --suffix=.lua)
cat >"$login_script" <<LUA
-- Each request signs another of the 200 students in with their password.
local names = {}
local next_name = 1
init = function(args)
  for line in io.lines("$portal_students") do table.insert(names, string.sub(line, 1, string.find(line, "\t") - 1)) end
  next_name = math.random(#names)
end
request = function()
  local name = names[next_name]
  next_name = next_name % #names + 1
  return wrk.format("POST", "/api/v1/auth/login/", {["Content-Type"] = "application/json"}, '{"username":"' .. name .. '","password":"demo"}')
end
LUA
password_turns=$(( $(nproc) / 2 )); [ "$password_turns" -ge 1 ] || password_turns=1

results=$(mktemp)
auth=(-H "Authorization: Bearer $token")
{
  measure "write: POST /roles/ with its audit record" -s "$script" "$base/roles/"
  measure "read: GET /users/?search=" "${auth[@]}" "$base/users/?search=ali&limit=20"
  measure "read: GET /audit-log/ newest page" "${auth[@]}" "$base/audit-log/?limit=20"
  # Against the references, in the same run and under the same load.
  export WRK_LOAD="-t2 -c50 -d10s"
  measure "staff page of 100 000 (50 connections)" "${auth[@]}" "$base/staffs/?limit=20"
  measure "reference: DRF staff page (50 connections)" "http://127.0.0.1:$drf_port/staffs/"
  measure "students page of 1.3 M (50 connections)" "${auth[@]}" "$base/students/?limit=20"
  measure "reference: DRF students page (50 connections)" "http://127.0.0.1:$drf_port/students/"
  export WRK_LOAD="-t2 -c16 -d10s"
  measure "GET /users/profile/ (16 connections)" "${auth[@]}" "$base/users/profile/"
  # The journal at a tenth of the country (35 million student-lessons), 50 connections.
  export WRK_LOAD="-t2 -c50 -d5s"
  measure "journal: saving a lesson's roll of 25 students (50 connections)" -s "$roll_script" "$base/journal/lessons/"
  export WRK_LOAD="-t2 -c50 -d10s"
  measure "journal: a group's journal of a subject over a semester (50 connections)" "${auth[@]}" \
    "$base/journal/groups/$journal_group/?edu_subject_id=$journal_subject"
  measure "journal: a student's results of a semester (50 connections)" "${auth[@]}" \
    "$base/students/$journal_student/results/?semester=$journal_semester"
  measure "journal: an institution's threshold list (50 connections)" "${auth[@]}" \
    "$base/journal/attendance/?institution_id=$journal_school&limit=20"
  measure "finance: the country's report of a year (50 connections)" "${auth[@]}" "$base/reports/finance/?academic_year=$finance_year"
  measure "finance: the country's debts by institution, first page (50 connections)" "${auth[@]}" \
    "$base/finance/debts/?level=INSTITUTION&academic_year=$finance_year&limit=20"
  # The ministry's national read mix (issue "national views under load"): what an analyst opens.
  for call in "${national_mix[@]}"; do
    measure "national: ${call%%|*} (50 connections)" "${auth[@]}" "$base/${call#*|}"
  done
  measure "results: a student's every semester with the kept GPA (50 connections)" "${auth[@]}" \
    "$base/students/$journal_student/results/"
  measure "academic debts: an institution's debtors, first page (50 connections)" "${auth[@]}" \
    "$base/academic-debts/?institution_id=$journal_school&limit=20"
  # The portal on results day: 200 students at once read their own marks; then password sign-ins
  # alone, and the marks again while eight connections sign in without pause.
  export WRK_LOAD="-t2 -c200 -d10s"
  measure "portal: a student's own marks of the semester (200 connections)" -s "$marks_script" "$base/me/attendance/"
  export WRK_LOAD="-t2 -c8 -d10s"
  measure "portal: password sign-ins (8 connections)" -s "$login_script" "$base/auth/login/"
  wrk -t1 -c8 -d12s -s "$login_script" "$base/auth/login/" >/dev/null &
  signing_in=$!
  export WRK_LOAD="-t2 -c200 -d10s"
  measure "portal: own marks while 8 connections sign in (200 connections)" -s "$marks_script" "$base/me/attendance/"
  wait "$signing_in"
  export WRK_LOAD="-t2 -c16 -d10s"
  measure "reference: actix+diesel one row (16 connections)" "http://127.0.0.1:$reference_port/users/$user_id/"
  # One connection: the p99 column is the time one person waits for a page of staff.
  export WRK_LOAD="-t1 -c1 -d5s"
  measure "staff page, all 100 000 (1 connection)" "${auth[@]}" "$base/staffs/?limit=20"
  measure "staff page, one institution (1 connection)" "${auth[@]}" "$base/staffs/?institution_id=$institution&limit=20"
  measure "staff search by name (1 connection)" "${auth[@]}" "$base/staffs/?search=nodira%20karim&limit=20"
  measure "staff search by PINFL (1 connection)" "${auth[@]}" "$base/staffs/?search=4150&limit=20"
  measure "staff by full name, page 50 (1 connection)" "${auth[@]}" "$base/staffs/?ordering=full_name&page=50&limit=20"
  measure "teachers, active, one institution (1 connection)" "${auth[@]}" "$base/staffs/teachers/?status=ACTIVE&institution_id=$institution&limit=20"
  measure "students page, all 1.3 M (1 connection)" "${auth[@]}" "$base/students/?limit=20"
  measure "students page, one institution (1 connection)" "${auth[@]}" "$base/students/?institution_id=$institution&limit=20"
  measure "students search by name (1 connection)" "${auth[@]}" "$base/students/?search=yusupova%20malika&limit=20"
  measure "students search by PINFL (1 connection)" "${auth[@]}" "$base/students/?search=6150&limit=20"
  measure "one group's students (1 connection)" "${auth[@]}" "$base/students/?edu_group_id=$group&limit=50"
  measure "a group's rating sheet (1 connection)" "${auth[@]}" "$base/edu-groups/$rated_group/ratings/?semester=1"
  measure "teacher month calendar, 40 weekly lessons (1 connection)" "${auth[@]}" "$base/schedules/calendar/?teacher_id=$busy_teacher&month=$month"
  measure "group month calendar (1 connection)" "${auth[@]}" "$base/schedules/calendar/?edu_group_id=$timetabled_group&month=$month"
  measure "report: students of the country by five cuts (1 connection)" "${auth[@]}" "$base/reports/students/"
  measure "report: students of one institution (1 connection)" "${auth[@]}" "$base/reports/students/?institution_id=$institution"
  measure "report: 400 institutions compared, first page (1 connection)" "${auth[@]}" "$base/reports/by-otm/?limit=20"
  measure "report: directions of the country (1 connection)" "${auth[@]}" "$base/reports/by-direction/"
  measure "report: teachers of an institution, lessons and topics (1 connection)" "${auth[@]}" "$base/reports/teachers/?institution_id=$institution&limit=20"
  measure "report: a teacher's subjects (1 connection)" "${auth[@]}" "$base/reports/by-teacher/?institution_id=$institution&limit=20"
  measure "dashboard: national figures with regions (1 connection)" "${auth[@]}" "$base/reports/summary/"
  measure "academic debts: the country by institution (1 connection)" "${auth[@]}" "$base/academic-debts/?level=INSTITUTION&limit=20"
  measure "teacher weekly timetable PDF, 40 lessons (1 connection)" "${auth[@]}" "$base/schedules/timetable/?teacher_id=$busy_teacher&date=$(date +%F)"
  unset WRK_LOAD
} >"$results"

# An import of 10 000 students into one group: one request, timed whole.
import_group=$(psql "$database_url" -qtAX -c "INSERT INTO edu_groups (institution_id, name, course, current_semester, number_of_students, \
  opened_year, curriculum_id, edu_direction_id, edu_form, edu_language) SELECT institution_id, 'IMPORT-' || now()::text, 1, 1, 10000, 2025, \
  curriculum_id, edu_direction_id, 'DISTANCE', 'UZ' FROM edu_groups WHERE id = $group RETURNING id" | head -1)
import_file=$(mktemp --suffix=.csv)
python3 - "$import_file" <<'PY'
import sys
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.write("fio;pinfl;serial_number;birth_date;gender\n")
    for i in range(10000):
        first13 = "4" + "150390" + str(900000 + i).zfill(6)
        check = sum(int(d) * (7, 3, 1)[k % 3] for k, d in enumerate(first13)) % 10
        out.write(f"Qodirova Gulnora Olim qizi;{first13}{check};AK{1000000 + i:07d};15.03.1990;2\n")
PY
import_seconds=$(curl -fsS -o /dev/null -w '%{time_total}' -X POST "$base/students/import/" "${auth[@]}" \
  -F "edu_group_id=$import_group" -F "file=@$import_file;filename=students.csv")
imported=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM students WHERE edu_group_id = $import_group")
[ "$imported" = 10000 ] || { echo "the import enrolled $imported students, not 10 000" >&2; exit 1; }

# Adding lessons into the institution of 2 000 weekly lessons: 20 requests, each checked for
# clashes in its transaction; the clash query must read indexes, never scan the lessons.
plan=$(psql "$database_url" -qtAX -c "EXPLAIN SELECT l.id FROM schedule_lessons l WHERE l.deleted_at IS NULL AND l.weekday = 1 \
  AND l.class_hour_id = (SELECT min(id) FROM class_hours WHERE institution_id = $institution) \
  AND daterange(l.start_date, l.end_date, '[]') && daterange(current_date, current_date + 30, '[]') \
  AND (l.edu_group_id = $timetabled_group OR l.teacher_id = $busy_teacher OR l.room_id = 1)")
if grep -q "Seq Scan on schedule_lessons" <<<"$plan"; then echo "the clash query scans the lessons:" >&2; echo "$plan" >&2; exit 1; fi
mapfile -t free_teachers < <(psql "$database_url" -qtAX -c "SELECT s.id FROM staffs s JOIN staff_positions p ON p.staff_id = s.id \
  JOIN staff_position_subjects ps ON ps.staff_position_id = p.id JOIN edu_subjects e ON e.id = ps.edu_subject_id AND e.code = 'OM-101' \
  WHERE s.institution_id = $institution AND NOT EXISTS (SELECT 1 FROM schedule_lessons l WHERE l.teacher_id = s.id) ORDER BY s.id LIMIT 10")
mapfile -t free_rooms < <(psql "$database_url" -qtAX -c "SELECT r.id FROM rooms r JOIN buildings b ON b.id = r.building_id \
  WHERE b.institution_id = $institution AND NOT EXISTS (SELECT 1 FROM schedule_lessons l WHERE l.room_id = r.id) ORDER BY r.id LIMIT 10")
mapfile -t some_groups < <(psql "$database_url" -qtAX -c "SELECT id FROM edu_groups WHERE institution_id = $institution AND name LIKE 'SG-%' ORDER BY id LIMIT 20")
last_hour=$(psql "$database_url" -qtAX -c "SELECT id FROM class_hours WHERE institution_id = $institution AND number = 8")
om=$(psql "$database_url" -qtAX -c "SELECT id FROM edu_subjects WHERE code = 'OM-101'")
[ "${#free_teachers[@]}" = 10 ] && [ "${#free_rooms[@]}" = 10 ] || { echo "BENCH-200 lacks free teachers or rooms" >&2; exit 1; }
add_total=0
for i in $(seq 0 19); do
  body="{\"edu_group_id\":${some_groups[$i]},\"edu_subject_id\":$om,\"teacher_id\":${free_teachers[$((i % 10))]},\"room_id\":${free_rooms[$((i % 10))]},\"weekday\":$((1 + i / 10)),\"class_hour_id\":$last_hour,\"lesson_type\":\"LECTURE\"}"
  seconds=$(curl -fsS -o /dev/null -w '%{time_total}' -X POST "$base/schedules/" "${auth[@]}" -H 'content-type: application/json' -d "$body")
  add_total=$(awk -v a="$add_total" -v b="$seconds" 'BEGIN {print a + b}')
done
add_ms=$(awk -v t="$add_total" 'BEGIN {printf "%.1f", t * 1000 / 20}')

# Promoting a group of the journal's tenth (25 students, kept standings of every semester) into a
# group of the next course by an applied order: one request, timed whole.
read -r promoted_group promoted_students < <(psql "$database_url" -qtAX -F ' ' -c "SELECT g.id, count(st.id) FROM edu_groups g \
  JOIN students st ON st.edu_group_id = g.id WHERE g.institution_id = $journal_school AND g.course = 1 AND g.name LIKE 'SG-%' \
  GROUP BY g.id ORDER BY g.id LIMIT 1")
promotion_target=$(psql "$database_url" -qtAX -c "INSERT INTO edu_groups (institution_id, name, course, current_semester, \
  number_of_students, opened_year, curriculum_id, edu_direction_id, edu_form, edu_language) SELECT institution_id, 'PROMOTED-' || now()::text, \
  2, 3, 60, 2024, curriculum_id, edu_direction_id, edu_form, edu_language FROM edu_groups WHERE id = $promoted_group RETURNING id" | head -1)
promotion=$(mktemp)
promotion_seconds=$(curl -fsS -o "$promotion" -w '%{time_total}' -X POST "$base/edu-groups/$promoted_group/promote/" "${auth[@]}" \
  -H 'content-type: application/json' -d "{\"to_edu_group_id\":$promotion_target,\"number\":\"BENCH-P-$(date +%s)\",\"date\":\"$(date +%F)\"}")
moved=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM students WHERE edu_group_id = $promotion_target")
stayed=$(python3 -c 'import sys, json; print(sum(1 for s in json.load(open(sys.argv[1]))["result"]["students"] if not s["moves"]))' "$promotion")
[ $((moved + stayed)) = "$promoted_students" ] || { echo "the promotion moved $moved and kept $stayed of $promoted_students students" >&2; exit 1; }

audited=$(curl -fsS "$base/audit-log/?action=create&entity_type=role&limit=1" -H "Authorization: Bearer $token" | python3 -c 'import sys, json; print(json.load(sys.stdin)["count"])')
roles=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM roles WHERE name LIKE 'bench-%'")
records=$(psql "$database_url" -qtAX -c "SELECT count(*) FROM audit_log WHERE entity_type = 'role' AND action = 'create'")
[ "$records" = "$roles" ] || { echo "audit records ($records) and created roles ($roles) differ" >&2; exit 1; }
[ "$audited" = "$records" ] || { echo "the audit list's total ($audited) is not the number of records ($records)" >&2; exit 1; }

previous="$root/.data/bench/last.tsv"
printf '%-50s %14s %10s %16s\n' "benchmark (2 threads, 8 connections, 10 s unless named)" "requests/s" "p99" "previous req/s"
while IFS=$'\t' read -r name rps p99; do
  before=$(awk -F'\t' -v n="$name" '$1 == n {print $2}' "$previous" 2>/dev/null || true)
  printf '%-50s %14s %10s %16s\n' "$name" "$rps" "$p99" "${before:--}"
done <"$results"
echo "every one of the $roles roles created has its audit record"
ratio() { # numerator, denominator: names of rows in the results
  awk -F'\t' -v a="$1" -v b="$2" '$1 == a {x = $2} $1 == b {y = $2} END {if (y > 0) printf "%.1f", x / y; else printf "-"}' "$results"
}
echo "staff page vs DRF: $(ratio "staff page of 100 000 (50 connections)" "reference: DRF staff page (50 connections)")x the requests/s (goal: 10x, p99 under 25 ms)"
echo "students page vs DRF: $(ratio "students page of 1.3 M (50 connections)" "reference: DRF students page (50 connections)")x the requests/s (goal: 10x, p99 under 25 ms)"
echo "profile vs bare actix+diesel: $(ratio "GET /users/profile/ (16 connections)" "reference: actix+diesel one row (16 connections)")x the requests/s (goal: 0.5x)"
echo "import of 10 000 students: ${import_seconds} s (goal: under 5 s)"
row() { awk -F'\t' -v n="$1" -v c="$2" '$1 == n {print $c}' "$results"; }
echo "finance, the national report of $contract_count contracts: p99 $(row "finance: the country's report of a year (50 connections)" 3), the debts by institution: p99 $(row "finance: the country's debts by institution, first page (50 connections)" 3) (goal: p99 under 25 ms at 50 connections)"
mix=""
for call in "${national_mix[@]}"; do mix="$mix, ${call%%|*} $(row "national: ${call%%|*} (50 connections)" 3)"; done
echo "the ministry's national read mix at 50 connections, p99:${mix#,} (goal: each under 25 ms)"
echo "portal, a student's own marks at 200 connections: $(row "portal: a student's own marks of the semester (200 connections)" 2)/s, p99 $(row "portal: a student's own marks of the semester (200 connections)" 3) (goal: 5 000/s, p99 under 50 ms); while signing in: p99 $(row "portal: own marks while 8 connections sign in (200 connections)" 3)"
echo "password sign-ins: $(row "portal: password sign-ins (8 connections)" 2)/s with $password_turns of $(nproc) cores hashing (Argon2id, 19 MiB, t=2): $(awk -v r="$(row "portal: password sign-ins (8 connections)" 2)" -v n="$password_turns" 'BEGIN {printf "%.0f", r / n}')/s per core"
# Space: the rolls (with their rosters and notes) and every journal table, indexes and TOAST included.
psql "$database_url" -qtAX -c "SELECT 'journal: ' || to_char($student_lessons, 'FM999G999G999') || ' student-lessons; rolls ' \
  || round((pg_total_relation_size('journal_rolls') + pg_total_relation_size('journal_rosters') + pg_total_relation_size('journal_notes'))::numeric / $student_lessons, 2) \
  || ' bytes each (goal: at most 4); with the counts per subject and semester ' \
  || round((pg_total_relation_size('journal_rolls') + pg_total_relation_size('journal_rosters') + pg_total_relation_size('journal_notes') \
  + pg_total_relation_size('journal_lines') + pg_total_relation_size('absence_totals'))::numeric / $student_lessons, 2) || ' bytes each'"
echo "adding a lesson into an institution of 2 000 weekly lessons: ${add_ms} ms on average over 20 (clash query on indexes)"
echo "promoting a group of $promoted_students students by an applied order: $(awk -v t="$promotion_seconds" 'BEGIN {printf "%.0f", t * 1000}') ms ($moved moved, $stayed stay)"
# Graduates' documents set by Typst: one diploma, then the 1 000 of a cohort (as the group job does).
"$target/release/examples/bench_documents"
cp "$results" "$previous"
