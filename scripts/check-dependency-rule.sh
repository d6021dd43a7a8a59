#!/usr/bin/env bash
# The dependency rule of the architecture, checked: the domain knows no database, web framework
# or runtime; the application knows ports, not diesel or actix.
set -euo pipefail
status=0
check() {
  local crate=$1 forbidden=$2
  if cargo tree -p "$crate" -e normal -i "$forbidden" --offline >/dev/null 2>&1; then
    echo "dependency rule broken: $crate depends on $forbidden" >&2
    status=1
  fi
}
for forbidden in diesel actix-web tokio r2d2 jsonwebtoken argon2; do
  check domain "$forbidden"
  check application "$forbidden"
done
check adapters-web diesel
exit $status
