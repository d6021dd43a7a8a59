#!/usr/bin/env bash
# Runs the browser tests against the real server, on a fresh database with the demo data, on a
# free port. The server is stopped however the tests end.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

port=18080
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
database_url=$(DATABASE_URL="" scripts/postgres.sh database emis_e2e --fresh)
if [ -n "${DATABASE_URL:-}" ]; then
  # A given server: use a database of its own beside the configured one.
  database_url=$(python3 -c 'import sys, urllib.parse as u; p = u.urlsplit(sys.argv[1]); print(u.urlunsplit((p.scheme, p.netloc, "/emis_e2e", p.query, "")))' "$DATABASE_URL")
  psql "$(scripts/postgres.sh url)" -qtAc "DROP DATABASE IF EXISTS emis_e2e WITH (FORCE)" -c "CREATE DATABASE emis_e2e" >/dev/null
fi

log="$root/e2e/artifacts/server.log"
# The national figures are prepared once, at start: a test compares what the API answers with what
# the screen shows a moment later, which a preparation in between could tell apart.
mkdir -p "$(dirname "$log")"
DATABASE_URL="$database_url" BIND="127.0.0.1:$port" STATIC_DIR="$root/frontend/dist" DATA_DIR="$root/.data/e2e" \
  NATIONAL_FIGURES_SECONDS=86400 RUST_LOG=warn "$root/target/debug/server" --demo >"$log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true' EXIT

for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
  if ! kill -0 $server 2>/dev/null; then cat "$log"; echo "the server did not start" >&2; exit 1; fi
  sleep 0.5
done

cd e2e
# The tests may prepare what no screen can (a rating, before students exist) directly in the database.
E2E_BASE_URL="http://127.0.0.1:$port" E2E_DATABASE_URL="$database_url" E2E_DATA_DIR="$root/.data/e2e" npm test
