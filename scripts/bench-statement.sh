#!/usr/bin/env bash
# The import of a bank statement of 10 000 lines by the demo university's accountant: its running
# contracts paid in small parts, every other line naming the contract's number and the rest the
# student's PINFL. One request, timed whole (goal: under 5 s); every line must be stored as a
# payment and the payments' sum must be the lines' sum. SERVER names the binary to run (the
# release build by default).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
target="${CARGO_TARGET_DIR:-$root/target}"
lines=10000

if [ -z "${SERVER:-}" ]; then
  cargo build --release -q -p server --bin server
  SERVER="$target/release/server"
fi
port=28380
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
database_url=$(scripts/postgres.sh database emis_bench_statement --fresh --socket)
work=$(mktemp -d)
DATABASE_URL="$database_url" BIND="127.0.0.1:$port" DATA_DIR="$work/data" RUST_LOG=warn "$SERVER" --demo >"$work/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.5; done

base="http://127.0.0.1:$port/api/v1"
token=$(curl -fsS -X POST "$base/auth/login/" -H 'content-type: application/json' -d '{"username":"accountant","password":"demo"}' \
  | python3 -c 'import sys, json; print(json.load(sys.stdin)["result"]["access_token"])')

psql "$database_url" -qtAX -F ';' -c "SELECT k.academic_year, k.number, c.pinfl FROM finance_contracts k \
  JOIN institutions i ON i.id = k.institution_id JOIN students s ON s.id = k.student_id JOIN citizens c ON c.id = s.citizen_id \
  WHERE i.code = 'TATU' AND k.ended_on IS NULL ORDER BY k.academic_year DESC, k.number" >"$work/contracts.txt"
[ -s "$work/contracts.txt" ] || { echo "the demo university has no running contract" >&2; exit 1; }
python3 - "$work/contracts.txt" "$work/statement.csv" "$lines" <<'PY'
import csv, sys
contracts = [line.strip().split(";") for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
with open(sys.argv[2], "w", encoding="utf-8", newline="") as out:
    rows = csv.writer(out)
    rows.writerow(["Sana", "Summa", "Hujjat raqami", "To‘lovchi", "To‘lov maqsadi"])
    for i in range(int(sys.argv[3])):
        year, number, pinfl = contracts[i % len(contracts)]
        purpose = f"Kontrakt to‘lovi, shartnoma {year}-{int(number):04d}" if i % 2 == 0 else f"O‘qish uchun to‘lov, JShShIR {pinfl}"
        rows.writerow(["10.11.2026", "1 000,00", f"BENCH-{i:05d}", "Bench to‘lovchi", purpose])
PY

answer=$(curl -sS -o "$work/answer.json" -w '%{http_code} %{time_total}' -X POST "$base/finance/payments/import/" \
  -H "Authorization: Bearer $token" -F "file=@$work/statement.csv;filename=statement.csv")
read -r status seconds <<<"$answer"
[ "$status" = 201 ] || { echo "the import answered $status:" >&2; head -c 2000 "$work/answer.json" >&2; exit 1; }
imported=$(python3 -c 'import sys, json; print(json.load(open(sys.argv[1]))["result"]["imported"])' "$work/answer.json")
stored=$(psql "$database_url" -qtAX -c "SELECT count(*) || ' ' || sum(amount) FROM finance_payments WHERE document_number LIKE 'BENCH-%'")
[ "$imported" = "$lines" ] && [ "$stored" = "$lines $((lines * 100000))" ] || {
  echo "imported $imported lines, stored (count, tiyin) $stored, not $lines lines of 1 000 so‘m" >&2
  exit 1
}
echo "import of a bank statement of $lines lines: $seconds s (goal: under 5 s)"
