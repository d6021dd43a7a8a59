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
