#!/usr/bin/env bash
# The replicated database (run by `make test`), every node a process on its own loopback port:
# - failover: two servers given both database hosts (one of them installed by `make deploy`) write under load from several threads while
#   the primary's PostgreSQL and keeper are killed with SIGKILL; pg_auto_failover promotes the
#   synchronous standby, writes come back (the seconds are printed), every acknowledged write is
#   there with its audit record (scripts/faults/failover.py), the servers were not restarted, and
#   the old primary rejoins as a standby;
# - point-in-time restore: role A, a restore point, role B; pgBackRest restores a copy to the
#   restore point, which holds A and not B.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
fail() { echo "test-failover: FAILED: $*" >&2; exit 1; }
passed=0

free_port() { local p=$1; while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done; echo "$p"; }
free_ports() { # N consecutive free ports from $2 on; prints the first
  local p=$2 i
  while :; do
    for ((i = 0; i < $1; i++)); do [ "$(free_port $((p + i)))" = $((p + i)) ] || break; done
    [ "$i" -lt "$1" ] || { echo "$p"; return; }
    p=$((p + i + 1))
  done
}
work=$(mktemp -d /tmp/emis-failover.XXXXXX)
chmod 755 "$work"
servers=()
cleanup() {
  DEPLOY_DIR="$work/emis" scripts/deploy.sh stop >/dev/null 2>&1 || true
  for pid in "${servers[@]}"; do kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null || true; done
  # Killed rather than stopped: nothing of them is kept.
  for node in node1 node2 monitor; do scripts/ha.sh kill "$work/ha" $node >/dev/null 2>&1 || true; done
  scripts/ha.sh stop-copy "$work/ha" "$work/copy" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

# --- the replicated database -----------------------------------------------------------------
started=$(date +%s)
base=$(free_ports 3 25440)
mkdir -p "$work/ha"
database_url=$(scripts/ha.sh up "$work/ha" "$base" 2>"$work/ha-up.log") || { cat "$work/ha-up.log" >&2; fail "setting up the replicated database"; }
echo "test-failover: monitor, primary and synchronous standby up in $(($(date +%s) - started)) s"

# Two servers, as behind nginx, each with both hosts in its URL: server 1 started here with the
# demo data, reading its reports from a standby (and the national figures at each request); server
# 2 installed by `make deploy` onto the replicated database.
listening_pid() { ss -Htlnp "sport = :$1" | sed -n 's/.*pid=\([0-9]*\).*/\1/p' | head -n 1; }
ports=("$(free_port 28690)")
ports+=("$(free_port $((ports[0] + 1)))")
DATABASE_READ_URL="$(scripts/ha.sh read-url "$work/ha")" NATIONAL_FIGURES_SECONDS=0 \
  DATABASE_URL="$database_url" BIND="127.0.0.1:${ports[0]}" DATA_DIR="$work/data1" STATIC_DIR="$work/none" DB_POOL_SIZE=4 \
  JWT_SECRET=failover-test-secret-of-thirty-two-characters RUST_LOG=error \
  target/debug/server --demo >"$work/server1.log" 2>&1 &
servers+=($!)
for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:${ports[0]}/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fsS "http://127.0.0.1:${ports[0]}/readyz" >/dev/null || { tail -n 20 "$work/server1.log" >&2; fail "server 1 did not start"; }
DEPLOY_DIR="$work/emis" DEPLOY_PROFILE=debug BIND="127.0.0.1:${ports[1]}" DATABASE_URL="$database_url" \
  make --no-print-directory deploy >"$work/deploy.log" 2>&1 || { tail -n 30 "$work/deploy.log" >&2; fail "make deploy onto the replicated database"; }
grep -q "^DATABASE_URL='$database_url'\$" "$work/emis/emis.env" || fail "emis.env does not hold the multi-host URL whole"
pids=("$(listening_pid "${ports[0]}")" "$(listening_pid "${ports[1]}")")
[ -n "${pids[0]}" ] && [ -n "${pids[1]}" ] || fail "no server process listens on ${ports[*]}"

# --- failover under load -----------------------------------------------------------------------
primary=$(scripts/ha.sh primary-port "$work/ha")
[ "$primary" = $((base + 1)) ] || fail "node1 is not the primary at the start (port $primary)"
python3 scripts/faults/failover.py "$database_url" "scripts/ha.sh kill $work/ha node1" "$work/acknowledged.txt" \
  "http://127.0.0.1:${ports[0]}" "http://127.0.0.1:${ports[1]}" \
  || { scripts/ha.sh state "$work/ha" >&2 || true; tail -n 20 "$work/server1.log" >&2; fail "failover"; }
[ "$(scripts/ha.sh primary-port "$work/ha")" = $((base + 2)) ] || fail "node2 was not promoted"

# The servers were not restarted: the same processes answer.
for i in 0 1; do
  [ "$(listening_pid "${ports[$i]}")" = "${pids[$i]}" ] || fail "server $((i + 1)) was restarted"
  curl -fsS "http://127.0.0.1:${ports[$i]}/readyz" >/dev/null || fail "server $((i + 1)) does not answer after the failover"
done

# The old primary comes back as a standby of the new one.
scripts/ha.sh start "$work/ha" node1
HA_WAIT=90 scripts/ha.sh wait "$work/ha" primary secondary || fail "the old primary did not rejoin"
[ "$(scripts/ha.sh primary-port "$work/ha")" = $((base + 2)) ] || fail "node2 is not the primary after node1 rejoined"
[ "$(psql "postgres://postgres@127.0.0.1:$((base + 1))/emis" -qtAX -c 'SELECT pg_is_in_recovery()')" = t ] \
  || fail "the old primary is not a standby"
# What it holds now is the new primary's: the acknowledged writes are on it too.
wanted=$(wc -l <"$work/acknowledged.txt")
for _ in $(seq 1 40); do
  have=$(psql "postgres://postgres@127.0.0.1:$((base + 1))/emis" -qtAX -c \
    "SELECT count(*) FROM roles WHERE name = ANY (string_to_array('$(paste -sd, "$work/acknowledged.txt")', ','))")
  [ "$have" != "$wanted" ] || break
  sleep 0.25
done
[ "$have" = "$wanted" ] || fail "the rejoined standby holds $have of the $wanted acknowledged writes"
echo "test-failover: node1 rejoined as the standby of node2 and holds all $wanted acknowledged writes"
passed=$((passed + 1))

# --- reports from the standby, never older than what was acknowledged ------------------------
standby="postgres://postgres@127.0.0.1:$((base + 1))/emis"
login_on() {
  curl -fsS -X POST "http://127.0.0.1:$1/api/v1/auth/login/" -H 'content-type: application/json' -d '{"username":"superadmin","password":"demo"}' \
    | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["access_token"])'
}
token1=$(login_on "${ports[0]}")
token2=$(login_on "${ports[1]}")
institutions_in_report() {
  curl -fsS "http://127.0.0.1:${ports[0]}/api/v1/reports/summary/" -H "Authorization: Bearer $token1" \
    | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["institutions"])'
}
before=$(institutions_in_report) || fail "the summary report"
# The report's own statement ran on the standby (pg_stat_statements, which pg_autoctl loads, counts
# each instance's statements apart).
[ "$(psql "$standby" -qtAX -c "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query LIKE '%FROM institutions i LEFT JOIN%'")" -ge 1 ] \
  || fail "server 1's summary report did not read the standby"
# The standby stops replaying; an institution saved through server 2 must still be in the next
# report server 1 answers, which then reads the primary.
psql "$standby" -qtAX -c "SELECT pg_wal_replay_pause()" >/dev/null
curl -fsS -o /dev/null -X POST "http://127.0.0.1:${ports[1]}/api/v1/institutions/" -H "Authorization: Bearer $token2" \
  -H 'content-type: application/json' -d '{"name":{"uz":"Zaxira litseyi"},"code":"ha-standby-1","type":"LYCEUM","region":"Andijon"}' \
  || fail "creating an institution"
after=$(institutions_in_report)
# An Excel export of the institutions, which reads the standby where it can, holds the new one too.
exported_codes() {
  curl -fsS "http://127.0.0.1:${ports[0]}/api/v1/institutions/?format=xlsx" -H "Authorization: Bearer $token1" -o "$work/institutions.xlsx"     && python3 -c 'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1]); print(sum(z.read(n).decode().count("ha-standby-1") for n in z.namelist()))' "$work/institutions.xlsx"
}
exported_while_lagging=$(exported_codes) || fail "the institutions' Excel export"
on_standby=$(psql "$standby" -qtAX -c "SELECT count(*) FROM institutions WHERE code = 'ha-standby-1'")
psql "$standby" -qtAX -c "SELECT pg_wal_replay_resume()" >/dev/null
[ "$on_standby" = 0 ] || fail "the paused standby already had the institution, so the check proves nothing"
[ "$after" = $((before + 1)) ] || fail "the report after the save counts $after institutions instead of $((before + 1)): it read the lagging standby"
[ "$exported_while_lagging" -ge 1 ] || fail "the Excel export while the standby lagged misses the institution just saved"
# Caught up, the standby answers the export's own statements.
list_calls() { psql "$standby" -qtAX -c "SELECT coalesce(sum(calls), 0) FROM pg_stat_statements WHERE query LIKE '%FROM \"institutions\"%'"; }
for _ in $(seq 1 50); do [ "$(psql "$standby" -qtAX -c "SELECT count(*) FROM institutions WHERE code = 'ha-standby-1'")" = 1 ] && break; sleep 0.1; done
calls_before=$(list_calls)
[ "$(exported_codes)" -ge 1 ] || fail "the Excel export after the standby caught up misses the institution"
[ "$(list_calls)" -gt "$calls_before" ] || fail "server 1's Excel export did not read the standby"
echo "test-failover: reports and Excel exports read the standby, and those after a save on the other server counted it while the standby lagged"
passed=$((passed + 1))

# --- point-in-time restore ---------------------------------------------------------------------
api="http://127.0.0.1:${ports[0]}/api/v1"
token=$(curl -fsS -X POST "$api/auth/login/" -H 'content-type: application/json' -d '{"username":"superadmin","password":"demo"}' \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["access_token"])')
create_role() {
  curl -fsS -o /dev/null -X POST "$api/roles/" -H "Authorization: Bearer $token" -H 'content-type: application/json' \
    -d "{\"name\":\"$1\",\"level\":\"MINISTRY\",\"permissions\":[\"user-view\"]}" || fail "creating role $1"
}
create_role pitr-before
psql "$database_url" -qtAX -c "SELECT pg_create_restore_point('emis-test-point')" >/dev/null
create_role pitr-after
psql "$database_url" -qtAX -c "SELECT pg_switch_wal()" >/dev/null # the segment holding both goes to the archive
copy_port=$(free_port $((base + 3)))
copy_url=$(scripts/ha.sh restore "$work/ha" "$work/copy" "$copy_port" emis-test-point 2>"$work/restore.log") \
  || { cat "$work/restore.log" >&2; fail "the restore"; }
for _ in $(seq 1 40); do
  [ "$(psql "$copy_url" -qtAX -c 'SELECT pg_is_in_recovery()' 2>/dev/null)" = f ] && break
  sleep 0.25
done
roles=$(psql "$copy_url" -qtAX -c "SELECT string_agg(name, ' ' ORDER BY name) FROM roles WHERE name LIKE 'pitr-%'")
[ "$roles" = pitr-before ] || fail "the copy restored to the restore point holds '$roles' instead of pitr-before"
audit=$(psql "$copy_url" -qtAX -c "SELECT count(*) FROM audit_log a JOIN roles r ON r.id = a.entity_id WHERE a.entity_type = 'role' AND r.name = 'pitr-before'")
[ "$audit" = 1 ] || fail "the restored role has $audit audit records"
echo "test-failover: a copy restored to the restore point holds the role written before it and not the one after"
passed=$((passed + 1))

echo "test-failover: took $(($(date +%s) - started)) s"
echo "failover: $passed passed, 0 failed"
