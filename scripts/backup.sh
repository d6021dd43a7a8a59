#!/usr/bin/env bash
# Backups of the database in pg_dump's custom format (every table, the audit partitions included).
#   scripts/backup.sh backup [FILE]    FILE defaults to $BACKUP_DIR/emis-<UTC time>.dump
#   scripts/backup.sh restore FILE     into $RESTORE_DATABASE_URL, or $DATABASE_URL
# The database is $DATABASE_URL, else the one in $DEPLOY_DIR/emis.env, else the project's own.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
command=${1:-}

database_url() {
  if [ -n "${DATABASE_URL:-}" ]; then echo "$DATABASE_URL"; return; fi
  local env_file="${DEPLOY_DIR:-/opt/emis}/emis.env"
  if [ -f "$env_file" ]; then sed -n 's/^DATABASE_URL=//p' "$env_file" | tail -n 1 | sed "s/^'\\(.*\\)'\$/\\1/"; return; fi
  "$root/scripts/postgres.sh" database emis
}

case "$command" in
  backup)
    file=${2:-"${BACKUP_DIR:-$root/.data/backups}/emis-$(date -u +%Y%m%dT%H%M%SZ).dump"}
    mkdir -p "$(dirname "$file")"
    pg_dump --format=custom --no-owner --file="$file" "$(database_url)"
    echo "$file"
    ;;
  restore)
    file=${2:?usage: $0 restore FILE}
    target=${RESTORE_DATABASE_URL:-$(database_url)}
    # Into an empty or an existing database: what the dump holds replaces what is there. Triggers
    # are created after the data, so the restored rows are not counted twice.
    pg_restore --clean --if-exists --no-owner --exit-on-error --single-transaction --dbname="$target" "$file"
    echo "restored $file"
    ;;
  *) echo "usage: $0 backup [FILE] | restore FILE" >&2; exit 2 ;;
esac
