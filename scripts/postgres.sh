#!/usr/bin/env bash
# Makes sure a PostgreSQL server is there for the project and prints its admin URL.
#
# With DATABASE_URL set, that server is used as it is. Otherwise a project-local cluster lives
# under .data/pg (Debian's initdb and pg_ctl, installed with apt-get when missing), listens on a
# free loopback port remembered in .data/pg.port, and is started if it is not running.
#   scripts/postgres.sh url    print the admin URL (database "postgres"), starting the cluster
#   scripts/postgres.sh database NAME [--fresh] [--socket]
#                              make sure database NAME exists (dropped first with --fresh) and
#                              print its URL, over the Unix socket with --socket; with
#                              DATABASE_URL set, print DATABASE_URL
#   scripts/postgres.sh stop   stop the project-local cluster
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
data="$root/.data"
command="${1:-url}"

admin_url_from() {
  # Same server as the given URL, database "postgres".
  python3 -c 'import sys, urllib.parse as u; p = u.urlsplit(sys.argv[1]); print(u.urlunsplit((p.scheme, p.netloc, "/postgres", p.query, "")))' "$1"
}

if [ -n "${DATABASE_URL:-}" ]; then
  case "$command" in
    url) admin_url_from "$DATABASE_URL" ;;
    database) echo "$DATABASE_URL" ;;
    stop) ;;
  esac
  exit 0
fi

pg_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "Installing PostgreSQL with apt-get..." >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql libpq-dev >&2
    dir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  fi
  echo "$dir"
}

port_is_free() {
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

cluster_dir() {
  mkdir -p "$data"
  if [ -e "$data/pg" ]; then
    readlink -f "$data/pg"
    return
  fi
  # PostgreSQL runs as the postgres user, which must be able to reach the folder; a checkout in a
  # private home folder cannot hold it, so the cluster then lives under /var/lib with a link here.
  if runuser -u postgres -- test -x "$data"; then
    mkdir -p "$data/pg"
    echo "$data/pg"
  else
    local elsewhere="/var/lib/emis-pg/$(echo "$root" | md5sum | cut -c1-12)"
    mkdir -p "$elsewhere"
    ln -s "$elsewhere" "$data/pg"
    echo "$elsewhere"
  fi
}

bin=$(pg_bindir)
dir=$(cluster_dir)
socket_dir=/tmp

case "$command" in
  stop)
    if [ -f "$dir/PG_VERSION" ] && runuser -u postgres -- "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -m fast -w stop >&2
    fi
    exit 0
    ;;
  url|database) ;;
  *) echo "usage: $0 url|database NAME [--fresh] [--socket]|stop" >&2; exit 2 ;;
esac

if [ ! -f "$dir/PG_VERSION" ]; then
  chown postgres:postgres "$dir"
  chmod 700 "$dir"
  runuser -u postgres -- "$bin/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
fi

if ! runuser -u postgres -- "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
  port=$(cat "$data/pg.port" 2>/dev/null || true)
  if [ -z "$port" ] || ! port_is_free "$port"; then
    port=55432
    while ! port_is_free "$port"; do port=$((port + 1)); done
  fi
  echo "$port" > "$data/pg.port"
  runuser -u postgres -- "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
    -o "-p $port -k $socket_dir -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c max_connections=200" start >&2
fi

admin="postgres://postgres@127.0.0.1:$(cat "$data/pg.port")/postgres"
if [ "$command" = database ]; then
  name="${2:?database name}"
  psql="$bin/psql"
  export PGOPTIONS="-c client_min_messages=warning"
  if [[ " ${*:3} " == *" --fresh "* ]]; then
    "$psql" "$admin" -qtAc "DROP DATABASE IF EXISTS \"$name\" WITH (FORCE)" >/dev/null
  fi
  if [ -z "$("$psql" "$admin" -qtAc "SELECT 1 FROM pg_database WHERE datname = '$name'")" ]; then
    "$psql" "$admin" -qtAc "CREATE DATABASE \"$name\"" >/dev/null
  fi
  if [[ " ${*:3} " == *" --socket "* ]]; then
    echo "postgres://postgres@/$name?host=$socket_dir&port=$(cat "$data/pg.port")"
  else
    echo "${admin%/postgres}/$name"
  fi
else
  echo "$admin"
fi
