#!/usr/bin/env bash
# The dependency rule of the architecture, checked: the domain knows no database, web framework
# or runtime; the application knows ports, not diesel or actix. A cargo that cannot answer fails
# the check instead of passing it.
set -euo pipefail
status=0
check() { # crate, then the packages it must not depend on
  local crate=$1; shift
  local packages
  packages=$(cargo tree -p "$crate" -e normal --prefix none --format '{p}' --offline | awk '{print $1}' | sort -u) || {
    echo "cargo tree could not list the dependencies of $crate" >&2
    exit 1
  }
  [ -n "$packages" ] || { echo "cargo tree listed nothing for $crate" >&2; exit 1; }
  for forbidden in "$@"; do
    if grep -qx -- "$forbidden" <<<"$packages"; then
      echo "dependency rule broken: $crate depends on $forbidden" >&2
      status=1
    fi
  done
}
check domain diesel actix-web tokio r2d2 jsonwebtoken argon2
check application diesel actix-web tokio r2d2 jsonwebtoken argon2 solver
check adapters-web diesel
# The solver is pure: nothing of the workspace, no database, web framework or runtime. The
# benchmark's adapter stays out of the rules and the use cases.
check solver domain application adapters-db adapters-web diesel actix-web tokio r2d2
check domain adapters-itc2007
check application adapters-itc2007
exit $status
