#!/usr/bin/env bash
# Two servers on one database behind nginx (Debian's package) on loopback, no sticky sessions;
# the browser test in e2e/cluster works through the proxy while the first server is restarted.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || (export DEBIAN_FRONTEND=noninteractive; apt-get update -qq && apt-get install -y -qq nginx-light >/dev/null)
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)

free_port() { local p=$1; while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$((p + 1)); done; echo "$p"; }
first_port=$(free_port 18280)
second_port=$(free_port $((first_port + 1)))
proxy_port=$(free_port $((second_port + 1)))
database_url=$(DATABASE_URL="" scripts/postgres.sh database emis_e2e_cluster --fresh)
work=$(mktemp -d)
artifacts="$root/e2e/artifacts"
mkdir -p "$artifacts"
secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')

start_server() { # port, log, extra arguments; prints the pid
  DATABASE_URL="$database_url" BIND="127.0.0.1:$1" STATIC_DIR="$root/frontend/dist" DATA_DIR="$work/data" JWT_SECRET="$secret" \
    RUST_LOG=warn "$root/target/debug/server" "${@:3}" >>"$2" 2>&1 &
  echo $!
}
wait_ready() {
  for _ in $(seq 1 120); do curl -fsS "http://127.0.0.1:$1/readyz" >/dev/null 2>&1 && return 0; sleep 0.25; done
  echo "the server on port $1 did not start" >&2
  return 1
}

# The first server loads the demo data; the second only serves.
echo $(start_server "$first_port" "$artifacts/cluster-first.log" --demo) >"$work/first.pid"
wait_ready "$first_port"
second=$(start_server "$second_port" "$artifacts/cluster-second.log")
wait_ready "$second_port"

mkdir -p "$work/nginx/logs"
cat >"$work/nginx/nginx.conf" <<NGINX
worker_processes 1;
pid $work/nginx/nginx.pid;
error_log $work/nginx/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path $work/nginx/body;
  proxy_temp_path $work/nginx/proxy;
  fastcgi_temp_path $work/nginx/fastcgi;
  uwsgi_temp_path $work/nginx/uwsgi;
  scgi_temp_path $work/nginx/scgi;
  upstream emis {
    server 127.0.0.1:$first_port max_fails=1 fail_timeout=2s;
    server 127.0.0.1:$second_port max_fails=1 fail_timeout=2s;
  }
  server {
    listen 127.0.0.1:$proxy_port;
    location / {
      proxy_pass http://emis;
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      # A 503 is the server's own answer (the shared database is down, OneID is not configured): passing
      # it on or counting it as a failure would only take a healthy server out of the rotation.
      proxy_next_upstream error timeout http_502;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 1s;
    }
  }
}
NGINX
"$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf"

cleanup() {
  "$nginx_bin" -p "$work/nginx" -c "$work/nginx/nginx.conf" -s stop 2>/dev/null || true
  kill "$(cat "$work/first.pid")" "$second" 2>/dev/null || true
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# What the test runs to restart the first server: a graceful stop, then a new process.
cat >"$work/restart-first.sh" <<RESTART
#!/usr/bin/env bash
set -euo pipefail
pid=\$(cat "$work/first.pid")
kill -TERM "\$pid"
while kill -0 "\$pid" 2>/dev/null; do sleep 0.1; done
sleep 2
DATABASE_URL="$database_url" BIND="127.0.0.1:$first_port" STATIC_DIR="$root/frontend/dist" DATA_DIR="$work/data" JWT_SECRET="$secret" \
  RUST_LOG=warn setsid "$root/target/debug/server" >>"$artifacts/cluster-first.log" 2>&1 < /dev/null &
echo \$! >"$work/first.pid"
for _ in \$(seq 1 120); do curl -fsS "http://127.0.0.1:$first_port/readyz" >/dev/null 2>&1 && exit 0; sleep 0.25; done
exit 1
RESTART
chmod +x "$work/restart-first.sh"

cd e2e
E2E_BASE_URL="http://127.0.0.1:$proxy_port" E2E_RESTART_FIRST="$work/restart-first.sh" \
  E2E_INSTANCE_METRICS="http://127.0.0.1:$first_port/metrics http://127.0.0.1:$second_port/metrics" \
  node --test --test-concurrency=1 cluster/
