// Two stateless servers behind nginx share one database: a person keeps working through the
// proxy while one of them restarts, and both answer requests. Run by scripts/e2e-cluster.sh.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { apiCall, login, storedToken } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

const RESTART = process.env.E2E_RESTART_FIRST;
const METRICS = (process.env.E2E_INSTANCE_METRICS || '').split(' ').filter(Boolean);

/** Opens a list from the sidebar and waits until it shows the total `expected`. */
async function openList(page, name, expected) {
  await page.getByRole('link', { name, exact: true }).click();
  await showsTotal(page, expected);
}

async function showsTotal(page, expected) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="list-total"]')?.textContent?.trim() === text,
    expected,
  );
}

/** Requests an instance has answered under /api/v1, from its own /metrics. */
async function apiRequests(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('emis_http_requests_total') && line.includes('endpoint="/api/v1'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

test('a person works through the proxy while one server restarts', async () => {
  assert.ok(RESTART, 'E2E_RESTART_FIRST names the command that restarts the first server');
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    const token = await storedToken(page);
    const total = async (path) => `Jami: ${(await apiCall(token, 'GET', path)).body.count} ta`;
    const institutions = await total('/institutions/');
    const users = await total('/users/');
    await openList(page, 'Ta’lim muassasalari', institutions);
    await openList(page, 'Foydalanuvchilar', users);
    for (const url of METRICS) {
      assert.ok((await apiRequests(url)) > 0, `${url}: the instance answered requests through the proxy`);
    }

    const restarting = spawn(RESTART, { stdio: 'inherit' });
    const restarted = new Promise((resolve, reject) => {
      restarting.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart exited with ${code}`))));
    });
    // Keep working while the first server goes down and comes back.
    let sawFirstDown = false;
    for (let round = 0; round < 6; round += 1) {
      sawFirstDown ||= await fetch(METRICS[0]).then(
        () => false,
        () => true,
      );
      await openList(page, 'Ta’lim muassasalari', institutions);
      await openList(page, 'Foydalanuvchilar', users);
      await page.reload();
      await showsTotal(page, users);
    }
    await restarted;
    assert.ok(sawFirstDown, 'the first server was down while the person worked');
    await openList(page, 'Ta’lim muassasalari', institutions);
    await openList(page, 'Foydalanuvchilar', users);
    await shot(page, 'cluster-after-restart');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

/** Calls one instance directly, past the proxy. */
async function callInstance(origin, token, method, path, body) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? { status: 204 } : { status: response.status, body: await response.json() };
}

/** How long `origin` keeps answering the profile after a change made elsewhere, in milliseconds. */
async function millisecondsUntilRefused(origin, token, deadline = 1000) {
  const started = Date.now();
  while (Date.now() - started < deadline) {
    if ((await callInstance(origin, token, 'GET', '/users/profile/')).status === 401) return Date.now() - started;
  }
  return Infinity;
}

test('a session ended or changed on one server is refused by the other, which held it', async () => {
  const [first, second] = METRICS.map((url) => new URL(url).origin);
  assert.ok(first && second, 'E2E_INSTANCE_METRICS names both instances');
  const signIn = async () =>
    (await callInstance(first, null, 'POST', '/auth/login/', { username: 'teacher', password: 'demo' })).body.result.access_token;

  const token = await signIn();
  assert.equal((await callInstance(second, token, 'GET', '/users/profile/')).status, 200);
  assert.equal((await callInstance(first, token, 'POST', '/auth/logout/')).status, 204);
  assert.ok((await millisecondsUntilRefused(second, token)) < 1000, 'the second server refuses the ended session within a second');

  // A user deactivated through the first server loses the session held by the second.
  const admin = (await callInstance(first, null, 'POST', '/auth/login/', { username: 'superadmin', password: 'demo' })).body.result
    .access_token;
  const again = await signIn();
  assert.equal((await callInstance(second, again, 'GET', '/users/profile/')).status, 200);
  const users = await callInstance(first, admin, 'GET', '/users/?search=teacher');
  const teacher = users.body.results.find((u) => u.username === 'teacher');
  const { result: user } = (await callInstance(first, admin, 'GET', `/users/${teacher.id}/`)).body;
  const body = {
    username: user.username,
    name: user.name,
    pinfl: user.pinfl,
    is_active: false,
    roles: user.roles.map((r) => r.id),
    institution_ids: user.institution_ids,
    version: user.version,
  };
  const saved = await callInstance(first, admin, 'PUT', `/users/${teacher.id}/`, body);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.ok((await millisecondsUntilRefused(second, again)) < 1000, 'the second server refuses the deactivated user within a second');
});
