#!/usr/bin/env bash
# Installs the product as a versioned release and (re)starts it; `rollback` returns to the release
# before; `stop` stops it. Never loads demo data.
#
#   scripts/deploy.sh deploy     build, install under $DEPLOY_DIR/releases/<version>, migrate,
#                                create the first Superadmin, switch `current`, restart, wait for /readyz
#   scripts/deploy.sh rollback   point `current` at the previous release and restart
#   scripts/deploy.sh stop       stop the service
#
# Settings (environment): DEPLOY_DIR (/opt/emis), DATABASE_URL (required on the first deploy; kept
# in $DEPLOY_DIR/emis.env, quoted, so that a replicated database's multi-host URL with its `&` is
# read whole by systemd and by the shell alike), DATABASE_READ_URL (optional, a standby for the
# reports; written on the first deploy like DATABASE_URL), BIND (127.0.0.1:8080), ADMIN_USERNAME and ADMIN_PASSWORD (the first
# Superadmin, when none exists), DEPLOY_PROFILE (release; `debug` reuses a development build).
#
# With systemd as init the release runs as the hardened unit `emis.service` under its own user;
# elsewhere (containers, CI) under scripts/supervise.sh with a pid file and a log in $DEPLOY_DIR.
# A failed build, migration or start leaves the previous release serving.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

deploy_dir="${DEPLOY_DIR:-/opt/emis}"
profile="${DEPLOY_PROFILE:-release}"
env_file="$deploy_dir/emis.env"
command="${1:-deploy}"

say() { echo "deploy: $*" >&2; }

uses_systemd() { [ -d /run/systemd/system ] && command -v systemctl >/dev/null; }

# Reads one setting of the environment file (a quoted value without its quotes).
setting() { sed -n "s/^$1=//p" "$env_file" | tail -n 1 | sed "s/^'\\(.*\\)'\$/\\1/"; }

write_env_file() {
  [ -f "$env_file" ] && return
  [ -n "${DATABASE_URL:-}" ] || { say "DATABASE_URL is not set and $env_file does not exist"; exit 1; }
  [[ "$DATABASE_URL${DATABASE_READ_URL:-}" != *"'"* ]] || { say "DATABASE_URL and DATABASE_READ_URL cannot hold a single quote"; exit 1; }
  local read_url="# DATABASE_READ_URL='postgres://...,...?target_session_attrs=prefer-standby' (reports read a standby)"
  [ -z "${DATABASE_READ_URL:-}" ] || read_url="DATABASE_READ_URL='$DATABASE_READ_URL'"
  local secret
  secret=$(head -c 32 /dev/urandom | od -An -tx1 | tr -d ' \n')
  umask 077
  cat >"$env_file" <<ENV
# Settings of the EMIS server (read at every start; see docs/operations.md).
# A replicated database's URL lists both nodes: postgres://emis:...@a.db:5432,b.db:5432/emis?target_session_attrs=read-write&connect_timeout=2
DATABASE_URL='$DATABASE_URL'
$read_url
BIND=${BIND:-127.0.0.1:8080}
JWT_SECRET=$secret
STATIC_DIR=$deploy_dir/current/static
DATA_DIR=$deploy_dir/data
DB_POOL_SIZE=8
SESSION_CACHE_SECONDS=30
NATIONAL_FIGURES_SECONDS=60
RUST_LOG=info
LOG_FORMAT=json
# OneID registration (leave unset to hide the OneID button):
# ONEID_CLIENT_ID=
# ONEID_CLIENT_SECRET=
# ONEID_REDIRECT_URI=https://emis.example.uz/auth/oneId
ENV
  say "wrote $env_file"
}

# Runs a release's server binary with the environment file's settings.
with_settings() {
  (set -a; . "$env_file"; set +a; "$@")
}

install_unit() {
  id -u emis >/dev/null 2>&1 || useradd --system --home-dir "$deploy_dir" --shell /usr/sbin/nologin emis
  chown -R emis: "$deploy_dir/data"
  cat >/etc/systemd/system/emis.service <<UNIT
[Unit]
Description=EMIS server
After=network-online.target postgresql.service

[Service]
User=emis
Group=emis
EnvironmentFile=$env_file
ExecStart=$deploy_dir/current/bin/server
Restart=on-failure
RestartSec=2
NoNewPrivileges=true
ProtectSystem=strict
ProtectHome=true
PrivateTmp=true
PrivateDevices=true
ProtectKernelTunables=true
ProtectControlGroups=true
RestrictSUIDSGID=true
ReadWritePaths=$deploy_dir/data

[Install]
WantedBy=multi-user.target
UNIT
  systemctl daemon-reload
  systemctl enable emis.service >/dev/null
}

restart() {
  if uses_systemd; then
    install_unit
    systemctl restart emis.service
  else
    scripts/supervise.sh stop "$deploy_dir"
    scripts/supervise.sh start "$deploy_dir" "$env_file"
  fi
}

wait_ready() {
  local bind url
  bind=$(setting BIND)
  url="http://${bind/0.0.0.0/127.0.0.1}/readyz"
  for _ in $(seq 1 120); do
    curl -fsS "$url" >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  say "the server did not become ready at $url"
  return 1
}

switch_to() { # release folder name
  ln -sfn "releases/$1" "$deploy_dir/current.next"
  mv -Tf "$deploy_dir/current.next" "$deploy_dir/current"
}

current_release() { basename "$(readlink "$deploy_dir/current" 2>/dev/null || echo none)"; }

deploy() {
  mkdir -p "$deploy_dir/releases" "$deploy_dir/data"
  write_env_file
  say "building the server ($profile) and the front end"
  if [ "$profile" = release ]; then
    cargo build --release -p server --bin server
  else
    cargo build -p server --bin server
  fi
  make --no-print-directory frontend
  local version release previous
  version="$(date -u +%Y%m%d%H%M%S)-$(git rev-parse --short HEAD 2>/dev/null || echo local)"
  release="$deploy_dir/releases/$version"
  mkdir -p "$release/bin" "$release/static"
  cp "target/$profile/server" "$release/bin/server"
  cp -r frontend/dist/. "$release/static/"
  say "installed $release"
  say "migrating"
  if ! with_settings "$release/bin/server" migrate; then
    say "the migration failed; $(current_release) keeps serving"
    rm -rf "$release"
    exit 1
  fi
  if [ -n "${ADMIN_USERNAME:-}" ]; then
    with_settings env ADMIN_USERNAME="$ADMIN_USERNAME" ADMIN_PASSWORD="${ADMIN_PASSWORD:-}" "$release/bin/server" create-admin
  fi
  previous=$(current_release)
  [ "$previous" = none ] || echo "$previous" >"$deploy_dir/previous"
  switch_to "$version"
  restart
  if ! wait_ready; then
    if [ "$previous" != none ]; then
      say "returning to $previous"
      switch_to "$previous"
      restart
      wait_ready || true
    fi
    exit 1
  fi
  # Keep the five newest releases.
  ls -1d "$deploy_dir"/releases/* | sort | head -n -5 | while read -r old; do
    [ "$(basename "$old")" = "$version" ] || [ "$(basename "$old")" = "$previous" ] || rm -rf "$old"
  done
  say "serving $version at http://$(setting BIND)/"
}

rollback() {
  [ -f "$deploy_dir/previous" ] || { say "no previous release to return to"; exit 1; }
  local previous current
  previous=$(cat "$deploy_dir/previous")
  current=$(current_release)
  [ -d "$deploy_dir/releases/$previous" ] || { say "release $previous is gone"; exit 1; }
  switch_to "$previous"
  echo "$current" >"$deploy_dir/previous"
  restart
  wait_ready
  say "serving $previous again"
}

stop() {
  if uses_systemd; then systemctl stop emis.service || true; else scripts/supervise.sh stop "$deploy_dir"; fi
}

case "$command" in
  deploy) deploy ;;
  rollback) rollback ;;
  stop) stop ;;
  *) echo "usage: $0 deploy|rollback|stop" >&2; exit 2 ;;
esac
