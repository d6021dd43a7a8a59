// The Portal card of a student's page, end to end: the institution's admin opens a student of the
// demo university that has neither a login nor a parent, issues the student a login in the card and
// sees it there; creates a parent's account from the card and sees the parent listed with the child;
// the new parent signs in and the portal shows that child; the admin unlinks the parent in the card
// and at once the parent's token reads no child (the child's results answer 404) and the parent's
// portal says no student is attached; the student signs in with the login just issued and lands on
// their own portal.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, loginToPortal, notice } from '../lib/app.js';
import { openBrowser, shot, unique } from '../lib/browser.js';

const NEW_PASSWORD = 'parol-12345';

/** An active student of the admin's institution with no portal login and no linked parent. */
async function studentWithoutAccounts(admin) {
  const list = await apiCall(admin, 'GET', '/students/?student_status=ACTIVE&limit=50');
  assert.equal(list.status, 200, JSON.stringify(list.body));
  for (const each of list.body.results) {
    if (each.login) continue;
    const detail = (await apiCall(admin, 'GET', `/students/${each.id}/`)).body.result;
    if (detail.login) continue;
    const parents = await apiCall(admin, 'GET', `/students/${each.id}/parents/`);
    assert.equal(parents.status, 200, JSON.stringify(parents.body));
    if (parents.body.result.length === 0) return detail;
  }
  assert.fail('an active student of the demo university with no login and no parent among the first 50');
}

test('otmadmin issues a student a login and a parent an account from the Portal card; unlinking takes the parent’s access at once', async () => {
  const admin = await apiLogin('otmadmin');
  const student = await studentWithoutAccounts(admin);
  const studentLogin = unique('talaba');
  const parentLogin = unique('ota');
  const parentName = `Sinov Ota ${parentLogin}`;

  const staff = await openBrowser();
  let parent;
  let own;
  try {
    const { page } = staff;
    await login(page, 'otmadmin');
    await page.goto(`/education-process-otm/students/preview/${student.id}`);
    const card = page.getByTestId('student-portal');
    const loginLine = card.locator('[data-field="portal-login"]');
    await loginLine.getByText('Talabaning portalga kirish logini yo‘q').waitFor();
    await card.getByTestId('no-parents').getByText('Bog‘langan ota-ona yo‘q').waitFor();

    // The student's login: issued in the card, then shown in place of the button.
    await card.getByRole('button', { name: 'Login berish' }).click();
    const accountForm = page.getByTestId('student-account-form');
    await accountForm.getByText('Talabaga portal logini berish').waitFor();
    await accountForm.getByLabel(/^Login/).fill(studentLogin);
    await accountForm.getByLabel(/^Parol/).fill(NEW_PASSWORD);
    await accountForm.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Login berildi');
    await accountForm.waitFor({ state: 'detached' });
    await loginLine.getByText(studentLogin, { exact: true }).waitFor();
    assert.equal(await card.getByRole('button', { name: 'Login berish' }).count(), 0, 'no second login to issue');
    assert.equal((await apiCall(admin, 'GET', `/students/${student.id}/`)).body.result.login, studentLogin);
    const second = await apiCall(admin, 'POST', `/students/${student.id}/account/`, { username: unique('talaba'), password: NEW_PASSWORD });
    assert.equal(second.status, 409, JSON.stringify(second.body));
    assert.equal(second.body.error.code, 'student_has_account');
    await shot(page, 'portal-card-login-issued');

    // A new parent's account, linked to the student as it is made.
    await card.getByTestId('parent-new').click();
    const parentForm = page.getByTestId('parent-form');
    await parentForm.getByText('Yangi ota-ona hisobi').waitFor();
    await parentForm.getByLabel(/^F\.I\.Sh\./).fill(parentName);
    await parentForm.getByLabel(/^Login/).fill(parentLogin);
    await parentForm.getByLabel(/^Parol/).fill(NEW_PASSWORD);
    await parentForm.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Ota-ona hisobi yaratildi');
    await parentForm.waitFor({ state: 'detached' });
    const found = await apiCall(admin, 'GET', `/parents/?search=${encodeURIComponent(parentLogin)}`);
    assert.equal(found.body.result.length, 1, JSON.stringify(found.body));
    const parentId = found.body.result[0].id;
    const item = card.getByTestId(`parent-${parentId}`);
    await item.getByText(`${parentName} (${parentLogin})`, { exact: true }).waitFor();
    await item.getByText(`Farzandlari: ${student.fio}`, { exact: true }).waitFor();
    assert.equal(await card.getByTestId('parent-list').getByRole('listitem').count(), 1, 'the one parent linked');
    assert.equal(await card.getByTestId('no-parents').count(), 0);
    await shot(page, 'portal-card-parent-created');

    // The new parent signs in and the portal shows the child.
    parent = await openBrowser();
    await loginToPortal(parent.page, parentLogin, NEW_PASSWORD);
    assert.equal(new URL(parent.page.url()).pathname, '/portal');
    await parent.page.locator(`[data-testid="portal-student"][data-student-id="${student.id}"]`).waitFor();
    assert.equal((await parent.page.getByTestId('portal-student-name').innerText()).trim(), student.fio);
    await parent.page.getByTestId('portal-week').waitFor();
    await shot(parent.page, 'portal-card-parent-portal');
    const parentToken = await apiLogin(parentLogin, NEW_PASSWORD);
    const before = (await apiCall(parentToken, 'GET', '/me/')).body.result.students;
    assert.deepEqual(before.map((each) => [each.id, each.relation]), [[student.id, 'CHILD']]);
    assert.equal((await apiCall(parentToken, 'GET', `/me/results/?student_id=${student.id}`)).status, 200);

    // The admin unlinks the parent in the card, after confirming.
    await item.getByRole('button', { name: `Bog‘lanishni uzish: ${parentName}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Ota-onaning talaba bilan bog‘lanishi uzilsinmi?' });
    await confirm.getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Bog‘lanish uzildi');
    await card.getByTestId('no-parents').waitFor();
    assert.equal(await item.count(), 0, 'the parent is no longer listed');
    assert.deepEqual((await apiCall(admin, 'GET', `/students/${student.id}/parents/`)).body.result, []);
    await shot(page, 'portal-card-parent-unlinked');

    // The parent's access is gone at once: same token, no child; the portal says so on the next load.
    assert.deepEqual((await apiCall(parentToken, 'GET', '/me/')).body.result.students, []);
    const refused = await apiCall(parentToken, 'GET', `/me/results/?student_id=${student.id}`);
    assert.equal(refused.status, 404, JSON.stringify(refused.body));
    await parent.page.reload();
    await parent.page.getByTestId('portal-no-student').getByText('Hisobingizga talaba biriktirilmagan').waitFor();
    assert.equal(await parent.page.getByTestId('portal-student').count(), 0, 'no child shown');
    await shot(parent.page, 'portal-card-parent-no-child');

    // The student signs in with the login issued in the card and reads their own record.
    own = await openBrowser();
    await loginToPortal(own.page, studentLogin, NEW_PASSWORD);
    assert.equal(new URL(own.page.url()).pathname, '/portal');
    await own.page.locator(`[data-testid="portal-student"][data-student-id="${student.id}"]`).waitFor();
    assert.equal((await own.page.getByTestId('portal-student-name').innerText()).trim(), student.fio);
    const me = (await apiCall(await apiLogin(studentLogin, NEW_PASSWORD), 'GET', '/me/')).body.result;
    assert.deepEqual(me.students.map((each) => [each.id, each.relation]), [[student.id, 'OWN']]);
    await shot(own.page, 'portal-card-student-portal');

    assert.deepEqual(staff.errors, []);
    assert.deepEqual(parent.errors, []);
    assert.deepEqual(own.errors, []);
  } finally {
    await own?.close();
    await parent?.close();
    await staff.close();
  }
});
