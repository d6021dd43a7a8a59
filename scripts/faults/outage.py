"""PostgreSQL stopped under load: reads and audited writes run on several threads while the
database is stopped for OUTAGE seconds and started again. Passes when every request during the
outage got a 503 envelope within a second, none hung, the server answered again by itself, no
request failed once RECOVERY had passed after the restart, and every write it acknowledged is
stored with its audit record.

    outage.py BASE_URL DATABASE_URL STOP_COMMAND START_COMMAND
"""
import json
import subprocess
import sys
import threading
import time

import client

BASE, DATABASE_URL, STOP, START = sys.argv[1:5]
OUTAGE = 10.0
WORKERS = 4
CLIENT_TIMEOUT = 5.0
RECOVERY = 1.5


def call(method, path, token=None, body=None):
    return client.call(BASE, method, path, token, body, CLIENT_TIMEOUT)


def login():
    _, _, status, text = call("POST", "/auth/login/", body={"username": "superadmin", "password": "demo"})
    assert status == 200, f"login answered {status}: {text[:200]}"
    return json.loads(text)["result"]["access_token"]


token = login()
results = []  # (started, ended, status, text, kind, name)
lock = threading.Lock()
stop_load = threading.Event()


def worker(number):
    counter = 0
    while not stop_load.is_set():
        counter += 1
        if counter % 2:
            name = f"outage-{number}-{counter}"
            outcome = call("POST", "/roles/", token, {"name": name, "level": "MINISTRY", "permissions": ["user-view"]})
            kind = "write"
        else:
            name = None
            outcome = call("GET", "/edu-subjects/types/?limit=5", token)
            kind = "read"
        with lock:
            results.append((*outcome, kind, name))
        time.sleep(0.02)


threads = [threading.Thread(target=worker, args=(n,)) for n in range(WORKERS)]
for thread in threads:
    thread.start()
time.sleep(3)
subprocess.run(STOP, shell=True, check=True)
down_from = time.monotonic()
time.sleep(OUTAGE)
down_until = time.monotonic()
subprocess.run(START, shell=True, check=True)
up_at = time.monotonic()

recovered_at = None
while time.monotonic() - up_at < 30:
    time.sleep(0.2)
    with lock:
        after = [r for r in results if r[0] > up_at and r[2] in (200, 201)]
    if after:
        recovered_at = min(r[1] for r in after)
        break
time.sleep(3)
stop_load.set()
for thread in threads:
    thread.join()

failures = []
during = [r for r in results if r[0] >= down_from + 0.5 and r[1] <= down_until]
if len(during) < 20:
    failures.append(f"only {len(during)} requests ran during the outage")
for started, ended, status, text, kind, _ in during:
    if status != 503:
        failures.append(f"a {kind} during the outage answered {status}: {text[:160]!r}")
        continue
    envelope = json.loads(text).get("error", {})
    if envelope.get("code") != "service_unavailable" or not envelope.get("messages"):
        failures.append(f"a 503 without the error envelope: {text[:160]!r}")
    if ended - started > 1.0:
        failures.append(f"a {kind} during the outage took {ended - started:.2f} s")
hung = [r for r in results if r[2] is None]
if hung:
    failures.append(f"{len(hung)} requests hung or were refused: {hung[0][3][:160]!r}")
if recovered_at is None:
    failures.append("the server did not answer again within 30 s of the database's return")
# Connections the restart closed are thrown away before use, not tried on a request: after the
# database is back, a request fails only as "unavailable" while the pool makes its first new
# connection (r2d2 retries every 0.5 s), and none fails once RECOVERY has passed.
after_restart = [r for r in results if r[0] >= up_at and r[2] not in (200, 201)]
for started, _, status, text, kind, _ in after_restart:
    if status != 503:
        failures.append(f"a {kind} after the database was back answered {status}: {text[:160]!r}")
failed_after = [r for r in after_restart if r[0] >= up_at + RECOVERY]
if failed_after:
    failures.append(f"{len(failed_after)} requests {RECOVERY} s after the database was back failed, e.g. {failed_after[0][2]}: {failed_after[0][3][:160]!r}")

acknowledged = sorted(r[5] for r in results if r[4] == "write" and r[2] == 201)
if not acknowledged:
    failures.append("no write was acknowledged")
names = "ARRAY[" + ",".join("'" + n + "'" for n in acknowledged) + "]::TEXT[]"
query = (
    f"SELECT count(*) FROM unnest({names}) n WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.name = n "
    f"AND EXISTS (SELECT 1 FROM audit_log a WHERE a.entity_type = 'role' AND a.action = 'create' AND a.entity_id = r.id))"
)
missing = subprocess.run(["psql", DATABASE_URL, "-qtAX", "-c", query], capture_output=True, text=True, check=True).stdout.strip()
if missing != "0":
    failures.append(f"{missing} of {len(acknowledged)} acknowledged writes are missing or have no audit record")

statuses = {}
for r in during:
    statuses[r[2]] = statuses.get(r[2], 0) + 1
print(
    f"outage: {len(results)} requests, {len(during)} during the {OUTAGE:.0f} s outage {statuses}, "
    f"answering again {recovered_at - up_at:.1f} s after the restart, " if recovered_at else "never answering again, ",
    f"{len(acknowledged)} acknowledged writes all stored with their audit records" if missing == "0" else "",
    sep="",
)
for failure in failures[:20]:
    print("FAILED:", failure, file=sys.stderr)
sys.exit(1 if failures else 0)
