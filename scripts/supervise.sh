#!/usr/bin/env bash
# A small supervisor for hosts without systemd: runs DEPLOY_DIR/current/bin/server with the
# environment file's settings, restarts it when it exits, and keeps a pid file and a log.
#   scripts/supervise.sh start DEPLOY_DIR ENV_FILE
#   scripts/supervise.sh stop DEPLOY_DIR
set -euo pipefail
command=$1
deploy_dir=$2
pid_file="$deploy_dir/run/emis.pid"
log="$deploy_dir/log/emis.log"

case "$command" in
  start)
    env_file=$3
    mkdir -p "$deploy_dir/run" "$deploy_dir/log"
    # The loop runs in a session of its own, so that stop ends it and the server together.
    setsid bash -c '
      trap "kill \$child 2>/dev/null; wait \$child 2>/dev/null; exit 0" TERM INT
      while true; do
        (set -a; . "$1"; set +a; exec "$2/current/bin/server") &
        child=$!
        wait $child || true
        echo "supervise: the server exited; starting it again in 2 s" >&2
        sleep 2
      done' supervise "$env_file" "$deploy_dir" >>"$log" 2>&1 < /dev/null &
    echo $! >"$pid_file"
    ;;
  stop)
    if [ -f "$pid_file" ]; then
      pid=$(cat "$pid_file")
      kill -TERM "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
      kill -KILL -- "-$pid" 2>/dev/null || true
      rm -f "$pid_file"
    fi
    ;;
  *) echo "usage: $0 start DEPLOY_DIR ENV_FILE | stop DEPLOY_DIR" >&2; exit 2 ;;
esac
