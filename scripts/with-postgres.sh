#!/usr/bin/env bash
# Runs a command with the project's PostgreSQL up, and stops the project-local cluster afterwards
# if this call started it, so that a test run leaves no server behind.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
was_running=no
if [ -z "${DATABASE_URL:-}" ] && [ -f "$root/.data/pg/postmaster.pid" ]; then
  was_running=yes
fi
"$root/scripts/postgres.sh" url >/dev/null
if [ -z "${DATABASE_URL:-}" ] && [ "$was_running" = no ]; then
  trap '"$root/scripts/postgres.sh" stop' EXIT
fi
"$@"
