#!/usr/bin/env bash
# Tests of the operations commands against the project's PostgreSQL, run by `make test`:
# - a backup restored into a fresh database holds the same rows in every table (counts and checksums);
# - `make deploy` into a temporary folder serves the product with its first Superadmin, deploys
#   again, keeps serving when a migration fails, and `make rollback` returns to the release before.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
fail() { echo "test-operations: FAILED: $*" >&2; exit 1; }
passed=0

admin_url=$(scripts/postgres.sh url)
source_url=$(scripts/postgres.sh database emis_ops_source --fresh)
copy_url=$(scripts/postgres.sh database emis_ops_copy --fresh)
deploy_url=$(scripts/postgres.sh database emis_ops_deploy --fresh)
work=$(mktemp -d)
cleanup() {
  DEPLOY_DIR="$work/emis" scripts/deploy.sh stop >/dev/null 2>&1 || true
  for db in emis_ops_source emis_ops_copy emis_ops_deploy; do
    psql "$admin_url" -qX -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" >/dev/null 2>&1 || true
  done
  rm -rf "$work"
}
trap cleanup EXIT

# --- backup and restore ---------------------------------------------------------------------
# The demo data and its audit records, written by the server itself.
port=28480
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
DATABASE_URL="$source_url" BIND="127.0.0.1:$port" DATA_DIR="$work/data" STATIC_DIR="$work/none" RUST_LOG=warn \
  target/debug/server --demo >"$work/source.log" 2>&1 &
source_server=$!
for _ in $(seq 1 120); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.5; done
curl -fsS -X POST "http://127.0.0.1:$port/api/v1/auth/login/" -H 'content-type: application/json' \
  -d '{"username":"superadmin","password":"demo"}' >/dev/null || fail "login on the source database"
kill "$source_server"; wait "$source_server" 2>/dev/null || true

fingerprint() { # every table of the public schema: its name, row count and a checksum of its rows
  psql "$1" -qtAX <<'SQL'
DO $$ BEGIN CREATE TEMP TABLE fingerprint (name TEXT, rows BIGINT, checksum TEXT); END $$;
DO $$
DECLARE t RECORD;
BEGIN
  FOR t IN SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY c.relname LOOP
    EXECUTE format('INSERT INTO fingerprint SELECT %L, count(*), md5(coalesce(string_agg(x::text, %L ORDER BY x::text), %L)) FROM %I x',
                   t.relname, ',', '', t.relname);
  END LOOP;
END $$;
SELECT name || ' ' || rows || ' ' || checksum FROM fingerprint ORDER BY name;
SQL
}
dump="$work/emis.dump"
DATABASE_URL="$source_url" scripts/backup.sh backup "$dump" >/dev/null
RESTORE_DATABASE_URL="$copy_url" DATABASE_URL="$source_url" scripts/backup.sh restore "$dump" >/dev/null
fingerprint "$source_url" >"$work/source.txt"
fingerprint "$copy_url" >"$work/copy.txt"
[ "$(wc -l <"$work/source.txt")" -gt 20 ] || fail "the fingerprint lists too few tables"
grep -q '^audit_log [1-9]' "$work/source.txt" || fail "the source has no audit records to back up"
diff "$work/source.txt" "$work/copy.txt" || fail "the restored database differs from the backup's source"
passed=$((passed + 1))

# --- deploy, redeploy, a failed migration, rollback -----------------------------------------------
deploy_port=$((port + 1))
while (exec 3<>"/dev/tcp/127.0.0.1/$deploy_port") 2>/dev/null; do deploy_port=$((deploy_port + 1)); done
export DEPLOY_DIR="$work/emis" DEPLOY_PROFILE=debug BIND="127.0.0.1:$deploy_port"
base="http://127.0.0.1:$deploy_port"
# Fetches a page whole before searching it: `curl | grep -q` fails under pipefail when grep stops early.
page_has() {
  local body
  body=$(curl -fsS "${@:3}" "$1") || return 1
  grep -q "$2" <<<"$body"
}
login() {
  curl -fsS -X POST "$base/api/v1/auth/login/" -H 'content-type: application/json' -d "{\"username\":\"$1\",\"password\":\"$2\"}" \
    | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["access_token"])'
}
DATABASE_URL="$deploy_url" ADMIN_USERNAME=admin ADMIN_PASSWORD='first-admin-1' make --no-print-directory deploy >"$work/deploy1.log" 2>&1 \
  || { cat "$work/deploy1.log"; fail "the first deploy"; }
token=$(login admin 'first-admin-1') || fail "the first Superadmin cannot log in"
page_has "$base/api/v1/users/profile/" '"Superadmin"' -H "Authorization: Bearer $token" || fail "the admin is not a Superadmin"
page_has "$base/" '<html' || fail "the front end is not served"
[ "$(psql "$deploy_url" -qtAX -c "SELECT count(*) FROM users WHERE username IN ('teacher', 'otmadmin')")" = 0 ] || fail "demo users were loaded"
first=$(basename "$(readlink "$DEPLOY_DIR/current")")
for _ in $(seq 1 20); do page_has "$base/metrics" '^emis_db_size_bytes [1-9]' && break; sleep 0.5; done
page_has "$base/metrics" '^emis_db_size_bytes [1-9]' || fail "/metrics has no database size"
page_has "$base/metrics" '^emis_db_pool_connections [1-9]' || fail "/metrics has no pool figures"

sleep 1 # a new version name
ADMIN_USERNAME=admin ADMIN_PASSWORD='another-pass' make --no-print-directory deploy >"$work/deploy2.log" 2>&1 \
  || { cat "$work/deploy2.log"; fail "the second deploy"; }
second=$(basename "$(readlink "$DEPLOY_DIR/current")")
[ "$first" != "$second" ] || fail "the second deploy did not install a new release"
login admin 'first-admin-1' >/dev/null || fail "a second deploy replaced the existing Superadmin's password"
[ "$(psql "$deploy_url" -qtAX -c "SELECT count(*) FROM users")" = 1 ] || fail "a second deploy created another user"

# A migration that cannot run leaves the serving release as it is.
cp "$DEPLOY_DIR/emis.env" "$work/emis.env"
sed -i 's#^DATABASE_URL=.*#DATABASE_URL=postgres://nobody@127.0.0.1:1/none#' "$DEPLOY_DIR/emis.env"
sleep 1
if make --no-print-directory deploy >"$work/deploy3.log" 2>&1; then fail "a deploy whose migration failed succeeded"; fi
cp "$work/emis.env" "$DEPLOY_DIR/emis.env"
[ "$(basename "$(readlink "$DEPLOY_DIR/current")")" = "$second" ] || fail "a failed deploy moved current"
curl -fsS "$base/readyz" >/dev/null || fail "the serving release stopped after a failed deploy"

make --no-print-directory rollback >"$work/rollback.log" 2>&1 || { cat "$work/rollback.log"; fail "rollback"; }
[ "$(basename "$(readlink "$DEPLOY_DIR/current")")" = "$first" ] || fail "rollback did not return to the first release"
login admin 'first-admin-1' >/dev/null || fail "the rolled-back release does not serve"
passed=$((passed + 1))

echo "operations: $passed passed, 0 failed"
