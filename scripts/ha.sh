#!/usr/bin/env bash
# A replicated PostgreSQL for EMIS on one machine's loopback, with Debian's pg_auto_failover and
# pgBackRest: a monitor, a primary and a synchronous standby, each a process on its own port with
# its own data folder under DIR, run as the postgres user; every WAL segment archived by pgBackRest
# into DIR/backrest. The failover test (scripts/test-failover.sh) runs it; docs/operations.md
# ("A replicated database") gives the same commands for one machine per node.
#
#   scripts/ha.sh up DIR [PORT]        create (first time) and start the monitor on PORT (default
#                                      5440), node1 on PORT+1 (primary) and node2 on PORT+2 (its
#                                      synchronous standby) with database emis, take the first full
#                                      backup, and print the servers' multi-host DATABASE_URL
#   scripts/ha.sh url DIR              print the multi-host DATABASE_URL (writes go to the primary)
#   scripts/ha.sh read-url DIR         print a URL that prefers a standby (DATABASE_READ_URL), its
#                                      connections named emis-reads
#   scripts/ha.sh start DIR NAME       start a node's keeper again (a former primary rejoins as standby)
#   scripts/ha.sh kill DIR NAME        SIGKILL a node's keeper and PostgreSQL (a lost machine)
#   scripts/ha.sh state DIR            pg_autoctl show state
#   scripts/ha.sh primary-port DIR     the port of the node the monitor holds as primary
#   scripts/ha.sh wait DIR STATE...    wait (up to HA_WAIT seconds, 120) until the nodes' reported
#                                      states are exactly STATE... (e.g. primary secondary)
#   scripts/ha.sh backup DIR           a full pgBackRest backup from the primary
#   scripts/ha.sh restore DIR TARGET_DIR PORT TIME|NAME
#                                      restore a copy to a moment (a timestamp, or the name given to
#                                      pg_create_restore_point) into TARGET_DIR and start it on PORT
#   scripts/ha.sh stop-copy DIR TARGET_DIR   stop a restored copy
#   scripts/ha.sh down DIR             stop every process of DIR
#
# Settings (environment): HA_HEALTH_MS (1000) the monitor's health-check period and timeout,
# HA_UNHEALTHY_MS (6000) how long a node that fails its checks and stops reporting is kept before
# it counts as down, HA_DEMOTE_S (6) how long the monitor waits for a lost primary to demote itself.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

command="${1:?usage: see the comment at the top of $0}"
dir="${2:?DIR}"
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bindir/initdb" ] || { "$root/scripts/postgres.sh" url >/dev/null; bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1); }
command -v pg_autoctl >/dev/null && command -v pgbackrest >/dev/null \
  || { echo "ha: pg_autoctl or pgbackrest is missing (make ha-tools installs them)" >&2; exit 1; }

stanza=emis
say() { echo "ha: $*" >&2; }
as_postgres() {
  local user=()
  [ "$(id -u)" != 0 ] || user=(runuser -u postgres --)
  "${user[@]}" env PATH="$bindir:/usr/local/bin:/usr/bin:/bin" XDG_CONFIG_HOME="$dir/xdg/config" XDG_DATA_HOME="$dir/xdg/data" "$@"
}
port_of() { cat "$dir/$1.port"; }
monitor_url() { echo "postgres://autoctl_node@127.0.0.1:$(port_of monitor)/pg_auto_failover?sslmode=disable"; }
backrest() { as_postgres pgbackrest --config="$dir/backrest/pgbackrest.conf" --stanza=$stanza "$@"; }

# Starts NAME's pg_autoctl (keeper or monitor) in the background in a session of its own, so that
# `kill` can end it with its PostgreSQL as one process group.
run_node() {
  local name=$1
  setsid "$0" as-postgres "$dir" pg_autoctl run --pgdata "$dir/pg/$name" >>"$dir/$name.log" 2>&1 </dev/null &
  echo $! >"$dir/$name.pid"
}

wait_ready() { # port
  for _ in $(seq 1 240); do
    "$bindir/pg_isready" -q -h 127.0.0.1 -p "$1" && return 0
    sleep 0.25
  done
  say "PostgreSQL on port $1 did not start"
  return 1
}

# The settings every node's PostgreSQL starts with, written into its postgresql.conf before the
# first start (a standby's copy comes from the primary's folder): continuous archiving through
# pgBackRest, run in the node's data folder (archive_command's working directory), so one line
# serves both nodes; and WAL kept long enough for a rejoining primary's pg_rewind.
node_settings() {
  cat <<CONF
# EMIS: continuous archiving and replication (scripts/ha.sh)
listen_addresses = '127.0.0.1'
archive_mode = on
archive_command = 'pgbackrest --config=$dir/backrest/pgbackrest.conf --stanza=$stanza --pg1-path="\$PWD" archive-push %p'
archive_timeout = 60
wal_log_hints = on
wal_keep_size = '256MB'
max_connections = 200
CONF
}

up() {
  local base=${1:-5440}
  since=$(date -u '+%Y-%m-%d %H:%M:%S+00')
  mkdir -p "$dir/xdg" "$dir/backrest/repo" "$dir/backrest/log" "$dir/backrest/spool" "$dir/backrest/lock" \
    "$dir/pg"
  chmod 755 "$dir"
  [ "$(id -u)" != 0 ] || chown -R postgres: "$dir/xdg" "$dir/backrest" "$dir/pg"
  cat >"$dir/backrest/pgbackrest.conf" <<CONF
[global]
repo1-path=$dir/backrest/repo
repo1-retention-full=2
log-path=$dir/backrest/log
lock-path=$dir/backrest/lock
spool-path=$dir/backrest/spool
log-level-console=warn
log-level-file=info
start-fast=y
archive-async=n
compress-type=lz4
CONF
  [ "$(id -u)" != 0 ] || chown postgres: "$dir/backrest/pgbackrest.conf"

  if [ ! -f "$dir/pg/monitor/PG_VERSION" ]; then
    echo $base >"$dir/monitor.port"; echo $((base + 1)) >"$dir/node1.port"; echo $((base + 2)) >"$dir/node2.port"
    say "creating the monitor on port $base"
    as_postgres pg_autoctl create monitor --pgdata "$dir/pg/monitor" --pgport "$base" --hostname 127.0.0.1 \
      --auth trust --no-ssl --pgctl "$bindir/pg_ctl" >>"$dir/monitor.log" 2>&1 || true
    [ -f "$dir/pg/monitor/PG_VERSION" ] || { tail -n 20 "$dir/monitor.log" >&2; exit 1; }
    # A lost node is noticed within seconds: checked every HA_HEALTH_MS, counted as down after
    # HA_UNHEALTHY_MS without a report, and its demotion awaited for HA_DEMOTE_S.
    cat >>"$dir/pg/monitor/postgresql.conf" <<CONF
pgautofailover.health_check_period = ${HA_HEALTH_MS:-1000}
pgautofailover.health_check_timeout = ${HA_HEALTH_MS:-1000}
pgautofailover.health_check_max_retries = 1
pgautofailover.health_check_retry_delay = 500
pgautofailover.node_considered_unhealthy_timeout = ${HA_UNHEALTHY_MS:-6000}
pgautofailover.primary_demote_timeout = '${HA_DEMOTE_S:-6}s'
pgautofailover.startup_grace_period = 2000
CONF
  fi
  run_node monitor
  wait_ready "$(port_of monitor)"

  local name first=no
  [ -f "$dir/pg/node1/PG_VERSION" ] || first=yes
  for name in node1 node2; do
    if [ ! -f "$dir/pg/$name/PG_VERSION" ]; then
      say "creating $name on port $(port_of $name)"
      if [ $name = node1 ]; then
        as_postgres initdb -D "$dir/pg/node1" -U postgres -A trust --encoding=UTF8 --locale=C.UTF-8 >>"$dir/node1.log"
        node_settings >>"$dir/pg/node1/postgresql.conf"
      fi
      as_postgres pg_autoctl create postgres --pgdata "$dir/pg/$name" --pgport "$(port_of $name)" --hostname 127.0.0.1 \
        --listen 127.0.0.1 --name $name --dbname emis --monitor "$(monitor_url)" --auth trust --no-ssl \
        --username postgres --pgctl "$bindir/pg_ctl" >>"$dir/$name.log" 2>&1 || { tail -n 30 "$dir/$name.log" >&2; exit 1; }
      # The keeper's own timings, in the same spirit as the monitor's.
      as_postgres pg_autoctl config set --pgdata "$dir/pg/$name" timeout.network_partition_timeout 10 >/dev/null
      as_postgres pg_autoctl config set --pgdata "$dir/pg/$name" timeout.prepare_promotion_walreceiver 2 >/dev/null
      as_postgres pg_autoctl config set --pgdata "$dir/pg/$name" timeout.prepare_promotion_catchup 10 >/dev/null
    fi
    run_node $name
    if [ $name = node1 ] && [ "$first" = yes ]; then
      # The first node alone, then pgBackRest's stanza for the pair's archive.
      wait_state single
      wait_ready "$(port_of node1)"
      backrest --pg1-path="$dir/pg/node1" --pg1-port="$(port_of node1)" --pg1-socket-path=/var/run/postgresql stanza-create >&2
    fi
  done
  wait_state primary secondary
  backup
  url
}

# The states the monitor reports for node1 and node2, in that order, as reported since $since
# (`up` sets it to its start, so that what a node reported before it was stopped does not count).
since='-infinity'
states() {
  as_postgres psql "$(monitor_url)" -qtAX -c \
    "SELECT string_agg(reportedstate::text, ' ' ORDER BY nodename) FROM pgautofailover.node WHERE nodename IN ('node1', 'node2') AND reportedstate = goalstate AND reporttime >= '$since'" 2>/dev/null || true
}

wait_state() {
  local want="$*" got
  for _ in $(seq 1 $((${HA_WAIT:-120} * 4))); do
    got=$(states)
    # In any order: `wait primary secondary` holds whichever node is the primary.
    [ "$(xargs -n 1 <<<"$got" | sort | xargs)" != "$(xargs -n 1 <<<"$want" | sort | xargs)" ] || return 0
    sleep 0.25
  done
  say "the nodes did not reach '$want' (they report '$got')"
  as_postgres pg_autoctl show state --monitor "$(monitor_url)" >&2 || true
  return 1
}

primary_port() {
  as_postgres psql "$(monitor_url)" -qtAX -c \
    "SELECT nodeport FROM pgautofailover.node WHERE reportedstate IN ('primary', 'wait_primary', 'single') AND goalstate = reportedstate ORDER BY nodeid LIMIT 1"
}

primary_name() { local p n; p=$(primary_port); for n in node1 node2; do if [ "$(port_of $n)" = "$p" ]; then echo $n; fi; done; }

url() {
  echo "postgres://postgres@127.0.0.1:$(port_of node1),127.0.0.1:$(port_of node2)/emis?target_session_attrs=read-write&connect_timeout=2"
}

read_url() {
  echo "postgres://postgres@127.0.0.1:$(port_of node1),127.0.0.1:$(port_of node2)/emis?target_session_attrs=prefer-standby&connect_timeout=2&application_name=emis-reads"
}

backup() {
  local name
  name=$(primary_name)
  say "full backup from $name"
  backrest --pg1-path="$dir/pg/$name" --pg1-port="$(port_of $name)" --pg1-socket-path=/var/run/postgresql --type=full backup >&2
}

restore() {
  local target=${1:?TARGET_DIR} port=${2:?PORT} moment=${3:?TIME or NAME} type=time
  [[ "$moment" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2} ]] || type=name
  mkdir -p "$target"; chmod 700 "$target"; [ "$(id -u)" != 0 ] || chown postgres: "$target"
  # The copy does not archive into the cluster's repository, is no member of the formation, and
  # waits for no standby; it stops replaying at the moment and opens for writes.
  backrest --pg1-path="$target" --type="$type" --target="$moment" --target-action=promote --archive-mode=off restore >&2
  rm -f "$target/postgresql-auto-failover-standby.conf"
  as_postgres "$bindir/pg_ctl" -D "$target" -l "$target/server.log" -w -t 120 \
    -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c synchronous_standby_names= -c archive_mode=off -c hot_standby=on" start >&2
  echo "postgres://postgres@127.0.0.1:$port/emis"
}

# Sends SIGNAL to NAME's process group: its pg_autoctl, the keeper's workers and its PostgreSQL,
# which run in the session run_node started for them.
signal_node() {
  local name=$1 signal=$2 pid
  pid=$(cat "$dir/$name.pid" 2>/dev/null) || return 0
  [ "$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')" = "$pid" ] || return 0
  kill -"$signal" -- "-$pid" 2>/dev/null || true
}

kill_node() {
  local name=$1 postmaster
  postmaster=$(head -n 1 "$dir/pg/$name/postmaster.pid" 2>/dev/null || true)
  signal_node "$name" KILL
  # A postmaster's children that outlive it are ended too, as on a machine that lost its power.
  [ -z "$postmaster" ] || kill -KILL "$postmaster" 2>/dev/null || true
  [ -z "$postmaster" ] || pkill -KILL -P "$postmaster" 2>/dev/null || true
}

down() {
  local name
  for name in node2 node1 monitor; do
    [ -f "$dir/$name.pid" ] || continue
    signal_node $name TERM
  done
  for name in node2 node1 monitor; do
    [ -f "$dir/$name.pid" ] || continue
    for _ in $(seq 1 40); do kill -0 "$(cat "$dir/$name.pid")" 2>/dev/null || break; sleep 0.25; done
    kill_node $name
    [ ! -f "$dir/pg/$name/postmaster.pid" ] || as_postgres "$bindir/pg_ctl" -D "$dir/pg/$name" -m immediate stop >/dev/null 2>&1 || true
  done
}

case "$command" in
  up) up "${3:-}" ;;
  as-postgres) shift 2; as_postgres "$@" ;;
  url) url ;;
  read-url) read_url ;;
  start) run_node "${3:?NAME}" ;;
  kill) kill_node "${3:?NAME}" ;;
  state) as_postgres pg_autoctl show state --monitor "$(monitor_url)" ;;
  primary-port) primary_port ;;
  wait) shift 2; wait_state "$@" ;;
  backup) backup ;;
  restore) shift 2; restore "$@" ;;
  stop-copy) as_postgres "$bindir/pg_ctl" -D "${3:?TARGET_DIR}" -m fast -w stop ;;
  down) down ;;
  *) echo "usage: see the comment at the top of $0" >&2; exit 2 ;;
esac
