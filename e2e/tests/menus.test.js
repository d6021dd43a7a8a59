// Each demo user logs in and sees exactly the menu its current role allows (SPEC.md section 2).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, menu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

// The ministry's departments, institutions, institution departments, positions, staff and teachers
// (OTV) for ministry roles; an institution sees its own card, and its own staff and teachers (TM).
const otv = { 'administrative-otv': ['Vazirlik va bo‘limlar', 'Ta’lim muassasalari', 'TM bo‘limlari', 'TM lavozimlari', 'Xodimlar', 'O‘qituvchilar'] };
// The ministry's subject catalogue and model curricula (education process, OTV).
const eduOtv = { 'edu-process-otv': ['Fanlar', 'Fanlar to‘plami', 'Fan turlari', 'Namunaviy o‘quv rejalar'] };
// Directions (read at both levels), class hours, buildings and rooms, for the roles that hold their permissions.
const campusMenu = { 'edu-process-otm': ['Yo‘nalishlar', 'Dars soatlari'], 'institution-info': ['Binolar', 'Xonalar'] };
const otmadminMenu = {
  'administrative-tm': ['Xodimlar', 'O‘qituvchilar'],
  // Curricula are institution-level screens: OTMADMIN has them, the ministry-level roles do not.
  'edu-process-otm': ['Yo‘nalishlar', 'O‘quv rejalar', 'Dars soatlari'],
  'institution-info': ['Ta’lim muassasasi', 'Binolar', 'Xonalar'],
  management: ['Foydalanuvchilar', 'Audit jurnali'],
};

const cases = [
  {
    username: 'superadmin',
    role: 'Superadmin',
    menu: { ...otv, ...eduOtv, ...campusMenu, management: ['Foydalanuvchilar', 'Rol', 'Audit jurnali'] },
    roleAdd: true,
  },
  {
    username: 'ministry',
    role: 'MINISTRY',
    menu: { ...otv, ...eduOtv, 'edu-process-otm': ['Yo‘nalishlar'], management: ['Foydalanuvchilar', 'Rol', 'Audit jurnali'] },
    roleAdd: false,
  },
  { username: 'otmadmin', role: 'OTMADMIN', menu: otmadminMenu },
  { username: 'teacher', role: 'TEACHER', menu: {} },
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
