// Each demo user logs in and sees exactly the menu its current role allows (SPEC.md section 2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, loginToPortal, menu, portalMenu as portalNavigation } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';
import { accountantMenu, ministryMenu, otmadminMenu, portalMenu, portalMenuPaths, scienceMenu, superadminMenu, teacherMenu } from '../lib/menus.js';

const cases = [
  {
    username: 'superadmin',
    role: 'Superadmin',
    menu: superadminMenu,
    roleAdd: true,
  },
  {
    username: 'ministry',
    role: 'MINISTRY',
    menu: ministryMenu,
    roleAdd: false,
  },
  { username: 'otmadmin', role: 'OTMADMIN', menu: otmadminMenu },
  { username: 'teacher', role: 'TEACHER', menu: teacherMenu },
  { username: 'science', role: 'SCIENCE', menu: scienceMenu },
  { username: 'accountant', role: 'ACCOUNTANT', menu: accountantMenu },
];

for (const user of cases) {
  test(`${user.username} logs in and sees its menu`, async () => {
    const browser = await openBrowser();
    const { page } = browser;
    try {
      await login(page, user.username);
      assert.equal(new URL(page.url()).pathname, '/');
      assert.equal((await page.getByTestId('home-role').innerText()).trim(), user.role);
      assert.deepEqual(await menu(page), user.menu);
      // The institution selector is for a TEACHER with several institutions only.
      const selector = page.getByTestId('sidebar').getByRole('combobox');
      assert.equal(await selector.count(), user.username === 'teacher' ? 1 : 0);
      await shot(page, `menu-${user.username}`);

      if (user.roleAdd !== undefined) {
        await page.getByRole('link', { name: 'Rol', exact: true }).click();
        await page.getByRole('heading', { name: 'Rollar' }).waitFor();
        await page.getByText('Superadmin', { exact: true }).first().waitFor();
        const add = page.getByRole('link', { name: 'Qo‘shish' });
        assert.equal(await add.count(), user.roleAdd ? 1 : 0, 'the add button follows role-add');
        await shot(page, `roles-${user.username}`);
      }
      assert.deepEqual(browser.errors, []);
    } finally {
      await browser.close();
    }
  });
}

test('a route the role lacks is not registered: otmadmin gets the not-found page for /management/role', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await page.goto('/management/role');
    await page.getByText('Sahifa topilmadi').waitFor();
    assert.deepEqual(await menu(page), otmadminMenu, 'the shell stays around the not-found page');
    await shot(page, 'menu-otmadmin-role-not-registered');
  } finally {
    await browser.close();
  }
});

for (const username of ['student', 'parent']) {
  test(`${username} logs in to the portal: the week, the portal's navigation and no sidebar`, async () => {
    const browser = await openBrowser();
    const { page } = browser;
    try {
      await loginToPortal(page, username);
      assert.equal(new URL(page.url()).pathname, '/portal');
      assert.deepEqual(await portalNavigation(page), portalMenu);
      const hrefs = await page.getByTestId('portal-nav').getByRole('link').evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
      assert.deepEqual(hrefs, portalMenuPaths);
      assert.equal(await page.getByTestId('sidebar').count(), 0);
      // A staff screen is not registered for the portal's roles.
      await page.goto('/education-process-otm/students');
      await page.getByText('Sahifa topilmadi').waitFor();
      await shot(page, `menu-${username}`);
      assert.deepEqual(browser.errors, []);
    } finally {
      await browser.close();
    }
  });
}
