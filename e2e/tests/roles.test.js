// A role edited on its page reaches the users who hold it on their next request: the role's page
// shows what it grants and who holds it, the edit page says who the change reaches, and the
// holder's menu follows after a reload. A delivered role keeps its name; the system role is not
// edited at all.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, menu, notice, openFromMenu, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { uniqueName } from '../lib/people.js';

const HOLDER_PASSWORD = 'e2e-password-1';

test('superadmin adds a permission to a role on its edit page, and its holder sees the new menu item after a reload', async () => {
  const admin = await apiLogin('superadmin');
  const roleName = unique('E2E rol ');
  const username = unique('e2erole');
  const holderName = uniqueName('E2E Rol egasi ');
  // A ministry-level role (no institution to pick) that opens the users list only.
  const role = await apiCall(admin, 'POST', '/roles/', { name: roleName, level: 'MINISTRY', permissions: ['user-view'] });
  assert.equal(role.status, 201, JSON.stringify(role.body));
  const roleId = role.body.result.id;
  assert.equal(role.body.result.is_delivered, false);
  const user = await apiCall(admin, 'POST', '/users/', {
    username,
    name: holderName,
    password: HOLDER_PASSWORD,
    roles: [roleId],
    institution_ids: [],
    is_active: true,
  });
  assert.equal(user.status, 201, JSON.stringify(user.body));

  const holder = await openBrowser();
  const manager = await openBrowser();
  try {
    await login(holder.page, username, HOLDER_PASSWORD);
    assert.deepEqual(await menu(holder.page), { management: ['Foydalanuvchilar'] });
    await shot(holder.page, 'roles-holder-menu-before');

    // The role's page, opened from its row in the list.
    const { page } = manager;
    await login(page, 'superadmin');
    await openFromMenu(page, 'Rol');
    await searchList(page, roleName);
    await page.getByRole('row').filter({ hasText: roleName }).getByRole('link', { name: roleName }).click();
    await page.waitForURL(`${BASE_URL}/management/role/preview/${roleId}`);
    const card = page.getByTestId('role-preview');
    const management = card.locator('[data-group="management"]');
    await management.getByText('Boshqaruv', { exact: true }).waitFor();
    await management.getByText('Foydalanuvchilarni ko‘rish', { exact: true }).waitFor();
    assert.equal(await card.locator('[data-group]').count(), 1, 'only the area the role has permissions in');
    const holders = page.getByTestId('role-holders');
    const holderLink = holders.getByRole('link', { name: holderName });
    await holderLink.waitFor();
    assert.equal(await holderLink.getAttribute('href'), `/management/users/preview/${user.body.result.id}`);
    await holders.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    await shot(page, 'roles-preview');

    // The edit page: the form as it was saved, and who the change reaches.
    await page.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/role/edit/${roleId}`);
    const form = page.getByTestId('role-form');
    assert.equal(await form.getByLabel('Nomi').inputValue(), roleName);
    assert.equal(await form.getByLabel('Nomi').getAttribute('readonly'), null, 'a role made here may be renamed');
    await form.getByTestId('holders-note').getByText('Bu rol 1 ta foydalanuvchiga biriktirilgan: ular yangi ruxsatlarni keyingi so‘rovidan boshlab oladi').waitFor();
    const group = form.locator('[data-group="management"]');
    assert.equal(await group.locator('input[name="user-view"]').isChecked(), true);
    await group.locator('input[name="audit-view"]').check();
    await shot(page, 'roles-edit');
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/role/preview/${roleId}`);
    await notice(page, 'Muvaffaqiyatli saqlandi');
    await card.locator('[data-group="management"]').getByText('O‘zgarishlar jurnalini ko‘rish', { exact: true }).waitFor();

    const saved = await apiCall(admin, 'GET', `/roles/${roleId}/`);
    assert.deepEqual([...saved.body.result.permissions].sort(), ['audit-view', 'user-view']);
    assert.equal(saved.body.result.version, role.body.result.version + 1, 'saved once, from the version the form read');

    // The holder's next request carries the new permission: after a reload the menu has the audit log.
    await holder.page.reload();
    await holder.page.getByTestId('welcome').waitFor();
    assert.deepEqual(await menu(holder.page), { management: ['Foydalanuvchilar', 'Audit jurnali'] });
    await openFromMenu(holder.page, 'Audit jurnali');
    await shot(holder.page, 'roles-holder-menu-after');

    assert.deepEqual(holder.errors, []);
    assert.deepEqual(manager.errors, []);
  } finally {
    await holder.close();
    await manager.close();
    await apiCall(admin, 'DELETE', `/users/${user.body.result.id}/`);
    await apiCall(admin, 'DELETE', `/roles/${roleId}/`);
  }
});

test('a delivered role keeps its name on the edit page, and the system role is not edited at all', async () => {
  const admin = await apiLogin('superadmin');
  // By name: earlier runs may have left roles of their own in the list.
  const named = async (name) => (await apiCall(admin, 'GET', `/roles/?search=${name}`)).body.results.find((role) => role.name === name);
  const teacher = await named('TEACHER');
  const superadmin = await named('Superadmin');
  assert.ok(teacher && superadmin, 'the delivered TEACHER and Superadmin roles');
  assert.equal(teacher.is_delivered, true);
  assert.equal(superadmin.is_system, true);

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    await page.goto(`/management/role/edit/${teacher.id}`);
    const name = page.getByTestId('role-form').getByLabel('Nomi');
    await name.waitFor();
    assert.equal(await name.inputValue(), 'TEACHER');
    assert.notEqual(await name.getAttribute('readonly'), null);
    await page.getByText('Tizim bilan birga yetkazilgan rolning nomini o‘zgartirib bo‘lmaydi').waitFor();
    await shot(page, 'roles-edit-delivered');
    // Leave without saving: the delivered role stays as the demo data has it.
    await page.getByRole('button', { name: 'Bekor qilish' }).click();
    await page.waitForURL(`${BASE_URL}/management/role/preview/${teacher.id}`);

    // The system role's page offers no edit, and its edit address says why instead of a form.
    await page.goto(`/management/role/preview/${superadmin.id}`);
    await page.getByTestId('role-preview').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).count(), 0);
    await page.goto(`/management/role/edit/${superadmin.id}`);
    await page.getByTestId('role-fixed').getByText('Tizim rolini o‘zgartirib yoki o‘chirib bo‘lmaydi').waitFor();
    assert.equal(await page.getByTestId('role-form').count(), 0);
    await shot(page, 'roles-edit-system');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
