#!/usr/bin/env bash
# The timetable solver on the ITC2007 curriculum-based benchmark: every instance of
# ../shared/itc2007 solved for SECONDS each by the release binary, each solution scored by the
# project's scorer of the competition's rules, and a table of penalties beside the best known.
#
#   scripts/bench-timetable.sh [--seconds N] [--threads T] [--seed S] [compNN ...]
#
# Defaults: 60 s, 2 threads (two seeds, the better kept), seed 1, every instance. Solutions are kept in .data/bench/itc2007/.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

seconds=60
threads=2
seed=1
only=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds=$2; shift 2 ;;
    --threads) threads=$2; shift 2 ;;
    --seed) seed=$2; shift 2 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) only+=("$1"); shift ;;
  esac
done

instances="$root/../shared/itc2007"
[ -f "$instances/README.md" ] || { echo "no ITC2007 instances in $instances" >&2; exit 1; }
cargo build --release -q -p adapters-itc2007 --bin itc2007
binary="${CARGO_TARGET_DIR:-$root/target}/release/itc2007"
out="$root/.data/bench/itc2007"
mkdir -p "$out"

best_known() { awk -F'|' -v n="$1" '{gsub(/ /, "", $2); gsub(/ /, "", $3)} $2 == n {print $3}' "$instances/README.md"; }

printf '%-8s %6s %8s %6s %7s\n' instance hard penalty best ratio
total_hard=0 total_penalty=0 total_best=0 count=0
for file in "$instances"/*.ctt; do
  name=$(basename "$file" .ctt)
  if [ ${#only[@]} -gt 0 ] && ! printf '%s\n' "${only[@]}" | grep -qx "$name"; then continue; fi
  "$binary" "$file" --seconds "$seconds" --threads "$threads" --seed "$seed" >"$out/$name.sol" 2>"$out/$name.log"
  read -r _ hard _ penalty < <("$binary" "$file" --score "$out/$name.sol" 2>/dev/null)
  best=$(best_known "$name")
  ratio=$(awk -v p="$penalty" -v b="${best:-}" 'BEGIN { if (b == "") print "-"; else if (b > 0) printf "%.2f", p / b; else if (p == 0) print "1.00"; else print "inf" }')
  printf '%-8s %6s %8s %6s %7s\n' "$name" "$hard" "$penalty" "${best:--}" "$ratio"
  total_hard=$((total_hard + hard)) total_penalty=$((total_penalty + penalty)) total_best=$((total_best + ${best:-0})) count=$((count + 1))
done
ratio=$(awk -v p="$total_penalty" -v b="$total_best" 'BEGIN { if (b > 0) printf "%.2f", p / b; else print "-" }')
printf '%-8s %6s %8s %6s %7s\n' sum "$total_hard" "$total_penalty" "$total_best" "$ratio"
if [ "$total_hard" -eq 0 ]; then feasible="all $count feasible"; else feasible="$total_hard hard violations"; fi
echo "$count instances, $seconds s each, $threads thread(s): $feasible; penalty ${ratio}x the best known summed (goal: all feasible, under 2x)"
