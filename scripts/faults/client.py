"""The HTTP API as the fault tests call it: one request, timed, never raising."""
import json
import time
import urllib.error
import urllib.request


def call(base, method, path, token=None, body=None, timeout=5.0):
    """(started, ended, status or None, body bytes) of one request to `base`/api/v1`path`."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + "/api/v1" + path, data=data, method=method)
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    started = time.monotonic()
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            status, text = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, text = error.code, error.read()
    except Exception as error:  # a hung or refused request
        status, text = None, str(error).encode()
    return started, time.monotonic(), status, text
