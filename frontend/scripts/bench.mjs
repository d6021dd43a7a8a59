/* global document, window, requestAnimationFrame, MutationObserver -- the functions given to page.evaluate and addInitScript run in the browser */
// What /login costs a visitor: builds the production bundle, serves it, opens /login in Chromium
// with the CPU slowed down four times, and prints the gzip size of the JavaScript the page loaded
// and when the login form was painted. Fails when either is over its budget (BUDGET below).
//   npm run bench                    build, then measure
//   npm run bench -- --no-build      measure the dist/ there is
// Chromium: CHROME_PATH, else Debian's /usr/bin/chromium.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { gzipKiB: 150, formPaintMs: 1000 };
const RUNS = 3;
const CPU_SLOWDOWN = 4;

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

async function build() {
  const webpack = require('webpack');
  const configure = require('../webpack.config.js');
  const config = configure({}, { mode: 'production' });
  config.mode = 'production';
  await new Promise((resolve, reject) => {
    webpack(config, (error, result) => {
      if (error) reject(error);
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })));
      else resolve(result);
    });
  });
}

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.svg': 'image/svg+xml', '.json': 'application/json', '.css': 'text/css' };

/** dist/ as the server serves it: files, index.html for any other path; the API answers as for a visitor. */
function serve() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      // No OneID configured, and no session: what a first visit to /login meets.
      response.writeHead(url.pathname === '/api/v1/auth/one-id/url/' ? 503 : 401, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: { code: 'unavailable', messages: [], fields: {} } }));
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    const found = file.startsWith(dist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file) !== '';
    const body = readFileSync(found ? file : path.join(dist, 'index.html'));
    response.writeHead(200, { 'Content-Type': TYPES[path.extname(found ? file : 'index.html')] ?? 'application/octet-stream' });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gzipKiB = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const scripts = new Set();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  // The moment the login form first shows, by the page's own clock (as the paint entries are).
  await page.addInitScript(() => {
    const seen = () => {
      const input = document.querySelector('input[name="username"]');
      if (input && input.getBoundingClientRect().height > 0) {
        requestAnimationFrame(() => (window.__loginFormShown = performance.now()));
        return true;
      }
      return false;
    };
    new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/login`);
  await page.waitForFunction(() => window.__loginFormShown !== undefined, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    form: window.__loginFormShown,
  }));
  await context.close();
  const files = [...scripts].sort();
  const kib = files.reduce((sum, file) => sum + gzipKiB(path.join(dist, file)), 0);
  return { files, kib, ...timing };
}

if (!process.argv.includes('--no-build')) await build();
const { chromium } = require('playwright-core');
const server = await serve();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const runs = [];
try {
  const origin = `http://127.0.0.1:${server.address().port}`;
  for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, origin));
} finally {
  await browser.close();
  server.close();
}

const first = runs[0];
console.table(first.files.map((file) => ({ file, gzip_KiB: gzipKiB(path.join(dist, file)).toFixed(1) })));
const kib = median(runs.map((run) => run.kib));
const fcp = median(runs.map((run) => run.fcp));
const form = median(runs.map((run) => run.form));
console.log(`JS loaded by /login: ${first.files.length} files, ${kib.toFixed(1)} KiB gzip (budget ${BUDGET.gzipKiB})`);
console.log(
  `Paint at ${CPU_SLOWDOWN}x CPU slow-down, median of ${RUNS}: first contentful paint ${fcp.toFixed(0)} ms, login form ${form.toFixed(0)} ms (budget ${BUDGET.formPaintMs})`,
);
const over = [kib > BUDGET.gzipKiB && 'JavaScript weight', form > BUDGET.formPaintMs && 'paint time'].filter(Boolean);
if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exitCode = 1;
}
