#!/usr/bin/env bash
# What the synchronous standby costs a primary's writes (run by `make bench`): the replicated
# database of scripts/ha.sh on loopback, and pgbench committing transactions shaped like a lesson's
# roll save (the roll of 25 students upserted, an audit record, a counter moved), first with the
# standby's confirmation awaited (synchronous_commit = on, as the servers commit), then without
# (synchronous_commit = local). Prints the transactions per second and the mean latency of each.
#   BENCH_CLIENTS (16), BENCH_SECONDS (30)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
clients=${BENCH_CLIENTS:-16}
seconds=${BENCH_SECONDS:-30}
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

free_port() { local p=$1; while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done; echo "$p"; }
base=25540
while [ "$(free_port $base)" != $base ] || [ "$(free_port $((base + 1)))" != $((base + 1)) ] || [ "$(free_port $((base + 2)))" != $((base + 2)) ]; do
  base=$((base + 3))
done
work=$(mktemp -d /tmp/emis-bench-replication.XXXXXX)
chmod 755 "$work"
cleanup() {
  for node in node1 node2 monitor; do scripts/ha.sh kill "$work/ha" $node >/dev/null 2>&1 || true; done
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work/ha"
url=$(scripts/ha.sh up "$work/ha" "$base" 2>"$work/up.log") || { cat "$work/up.log" >&2; exit 1; }
primary="postgres://postgres@127.0.0.1:$((base + 1))/emis"

psql "$primary" -qX -v ON_ERROR_STOP=1 <<'SQL'
CREATE TABLE rolls (lesson INT, day DATE, students INT[], absent INT[], marks SMALLINT[], version INT NOT NULL DEFAULT 0,
                    PRIMARY KEY (lesson, day));
CREATE TABLE audit (id BIGSERIAL PRIMARY KEY, entity TEXT, entity_id INT, at TIMESTAMPTZ, changes JSONB);
CREATE INDEX ON audit (entity, entity_id);
CREATE TABLE counts (id INT PRIMARY KEY, n BIGINT);
INSERT INTO counts SELECT g, 0 FROM generate_series(0, 99) g;
SQL
cat >"$work/roll.sql" <<'SQL'
\set lesson random(1, 200000)
BEGIN;
INSERT INTO rolls (lesson, day, students, absent, marks)
  VALUES (:lesson, current_date, ARRAY(SELECT :lesson * 25 + g FROM generate_series(1, 25) g), ARRAY[3, 17], ARRAY[4, 5, 3]::SMALLINT[])
  ON CONFLICT (lesson, day) DO UPDATE SET students = EXCLUDED.students, absent = EXCLUDED.absent, marks = EXCLUDED.marks,
  version = rolls.version + 1;
INSERT INTO audit (entity, entity_id, at, changes) VALUES ('roll', :lesson, now(), '{"entries": 25, "absent": 2, "marks": 3}');
UPDATE counts SET n = n + 1 WHERE id = :lesson % 100;
COMMIT;
SQL

run() { # synchronous_commit
  PGOPTIONS="-c synchronous_commit=$1" "$bindir/pgbench" -n -M prepared -c "$clients" -j 2 -T "$seconds" -f "$work/roll.sql" "$primary" 2>&1 \
    | awk -v mode="$1" '/^tps/ { tps = $3 } /latency average/ { latency = $4 } END { printf "roll-shaped saves, synchronous_commit=%s: %.0f/s, mean latency %s ms\n", mode, tps, latency }'
}
echo "$clients clients, $seconds s each, on $(nproc) cores; the standby on the same machine"
run on
run local
