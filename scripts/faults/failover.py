"""The primary database lost under load: audited writes run on several threads against two
servers that were given both database hosts, while KILL_COMMAND ends the primary's PostgreSQL and
its keeper with SIGKILL. Prints the seconds from the kill until a write succeeded again; passes
when writes came back within GIVE_UP seconds, no request hung, and every write a server
acknowledged is stored with its audit record (read through DATABASE_URL, the multi-host URL).
Writes the acknowledged roles' names to ACKNOWLEDGED_FILE.

    failover.py DATABASE_URL KILL_COMMAND ACKNOWLEDGED_FILE BASE_URL...
"""
import json
import subprocess
import sys
import threading
import time

import client

DATABASE_URL, KILL, ACKNOWLEDGED_FILE = sys.argv[1:4]
BASES = sys.argv[4:]
WORKERS_PER_SERVER = 2
CLIENT_TIMEOUT = 10.0
LOAD_BEFORE = 3.0
LOAD_AFTER = 3.0
GIVE_UP = 120.0


def call(base, method, path, token=None, body=None):
    return client.call(base, method, path, token, body, CLIENT_TIMEOUT)


def login(base):
    _, _, status, text = call(base, "POST", "/auth/login/", body={"username": "superadmin", "password": "demo"})
    assert status == 200, f"login on {base} answered {status}: {text[:200]}"
    return json.loads(text)["result"]["access_token"]


tokens = {base: login(base) for base in BASES}
results = []  # (started, ended, status, text, name)
lock = threading.Lock()
stop_load = threading.Event()


def worker(base, number):
    counter = 0
    while not stop_load.is_set():
        counter += 1
        name = f"failover-{number}-{counter}"
        outcome = call(base, "POST", "/roles/", tokens[base], {"name": name, "level": "MINISTRY", "permissions": ["user-view"]})
        with lock:
            results.append((*outcome, name))
        time.sleep(0.01)


threads = [
    threading.Thread(target=worker, args=(base, f"{b}{n}"))
    for b, base in enumerate(BASES)
    for n in range(WORKERS_PER_SERVER)
]
for thread in threads:
    thread.start()
time.sleep(LOAD_BEFORE)
subprocess.run(KILL, shell=True, check=True)
killed_at = time.monotonic()

back_at = None
while time.monotonic() - killed_at < GIVE_UP:
    time.sleep(0.1)
    with lock:
        after = [r for r in results if r[0] > killed_at and r[2] == 201]
    if after:
        back_at = min(r[1] for r in after)
        break
time.sleep(LOAD_AFTER)
stop_load.set()
for thread in threads:
    thread.join()

failures = []
if back_at is None:
    failures.append(f"no write succeeded within {GIVE_UP:.0f} s of the kill")
hung = [r for r in results if r[2] is None]
if hung:
    failures.append(f"{len(hung)} requests hung or were refused: {hung[0][3][:160]!r}")
odd = [r for r in results if r[2] not in (201, 503, None)]
for _, _, status, text, _ in odd[:5]:
    failures.append(f"a write answered {status}: {text[:160]!r}")

acknowledged = sorted(r[4] for r in results if r[2] == 201)
before = sum(1 for r in results if r[2] == 201 and r[1] < killed_at)
if not before:
    failures.append("no write was acknowledged before the kill")
with open(ACKNOWLEDGED_FILE, "w") as out:
    out.write("\n".join(acknowledged) + "\n")
names = "ARRAY[" + ",".join("'" + n + "'" for n in acknowledged) + "]::TEXT[]"
query = (
    f"SELECT count(*) FROM unnest({names}) n WHERE NOT EXISTS (SELECT 1 FROM roles r WHERE r.name = n "
    f"AND EXISTS (SELECT 1 FROM audit_log a WHERE a.entity_type = 'role' AND a.action = 'create' AND a.entity_id = r.id))"
)
missing = subprocess.run(["psql", DATABASE_URL, "-qtAX", "-c", query], capture_output=True, text=True, check=True).stdout.strip()
if missing != "0":
    failures.append(f"{missing} of {len(acknowledged)} acknowledged writes are missing or have no audit record")

unavailable = sum(1 for r in results if r[2] == 503)
print(
    f"failover: {len(results)} writes from {len(threads)} threads on {len(BASES)} servers, "
    + (f"writing again {back_at - killed_at:.1f} s after the primary was killed, " if back_at else "never writing again, ")
    + f"{unavailable} answered 503 meanwhile; "
    + (f"all {len(acknowledged)} acknowledged writes ({before} before the kill) stored with their audit records" if missing == "0" else f"{missing} acknowledged writes lost")
)
for failure in failures[:20]:
    print("FAILED:", failure, file=sys.stderr)
sys.exit(1 if failures else 0)
