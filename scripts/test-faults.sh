#!/usr/bin/env bash
# The database stopped under load (run by `make test`): a PostgreSQL cluster of this test's own is
# stopped for 10 s and started again while reads and audited writes run against the server; see
# scripts/faults/outage.py for what must hold.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || scripts/postgres.sh url >/dev/null # installs PostgreSQL when missing
bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

free_port() { local p=$1; while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done; echo "$p"; }
work=$(mktemp -d /tmp/emis-faults.XXXXXX)
chmod 755 "$work"
pg_port=$(free_port 25432)
server_port=$(free_port 28580)
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
mkdir -p "$work/pg"
[ "$(id -u)" != 0 ] || chown postgres "$work/pg"
as_postgres "$bindir/initdb" -D "$work/pg" -A trust -U postgres >"$work/initdb.log"
pg_ctl() { as_postgres "$bindir/pg_ctl" -D "$work/pg" -l "$work/pg/server.log" "$@"; }
pg_ctl -w -o "-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1" start >/dev/null
server=""
cleanup() {
  [ -z "$server" ] || { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null || true; }
  pg_ctl -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

database_url="postgres://postgres@127.0.0.1:$pg_port/emis_faults"
psql "postgres://postgres@127.0.0.1:$pg_port/postgres" -qX -c "CREATE DATABASE emis_faults"
DATABASE_URL="$database_url" BIND="127.0.0.1:$server_port" DATA_DIR="$work/data" STATIC_DIR="$work/none" DB_POOL_SIZE=4 RUST_LOG=error \
  target/debug/server --demo >"$work/server.log" 2>&1 &
server=$!
for _ in $(seq 1 120); do curl -fsS "http://127.0.0.1:$server_port/readyz" >/dev/null 2>&1 && break; sleep 0.5; done

stop="runuser -u postgres -- $bindir/pg_ctl -D $work/pg -m fast -w stop"
start="runuser -u postgres -- $bindir/pg_ctl -D $work/pg -l $work/pg/server.log -w -o '-p $pg_port -k $work/pg -c listen_addresses=127.0.0.1' start"
if [ "$(id -u)" != 0 ]; then stop=${stop#runuser -u postgres -- }; start=${start#runuser -u postgres -- }; fi
python3 scripts/faults/outage.py "http://127.0.0.1:$server_port" "$database_url" "$stop >/dev/null" "$start >/dev/null" \
  || { tail -n 20 "$work/server.log" >&2; exit 1; }
