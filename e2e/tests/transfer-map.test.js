// A transfer into a group of another curriculum: the administrator maps the subjects the student
// passed to the new curriculum's in the order dialog, and the saved order carries that map.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, chooseOption, login, notice, openFromMenu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

/**
 * A studying student of a demo group with a passed subject, and a demo group of another approved
 * curriculum of the same institution and scale (credits carry over only between curricula of one scale) that plans subjects.
 */
async function studentAndOtherCurriculum(token) {
  // The demo's groups, not those other browser tests made.
  const groups = (await apiCall(token, 'GET', '/edu-groups/?limit=10000')).body.results.filter((g) => !g.name.startsWith('E2E'));
  const curricula = new Map();
  const curriculum = async (id) => {
    if (!curricula.has(id)) {
      const found = (await apiCall(token, 'GET', `/curriculums/${id}/`)).body.result;
      const plans = (await apiCall(token, 'GET', `/curriculums/${id}/assessment/`)).body.result;
      curricula.set(id, { ...found, planned: JSON.stringify(plans).includes('"edu_subject_id"') });
    }
    return curricula.get(id);
  };
  for (const from of groups) {
    const own = await curriculum(from.curriculum_id);
    let target;
    for (const group of groups) {
      if (group.curriculum_id === from.curriculum_id) continue;
      const other = await curriculum(group.curriculum_id);
      if (other.rating_type === own.rating_type && other.status === 'APPROVED' && other.planned) {
        target = group;
        break;
      }
    }
    if (!target) continue;
    const students = (await apiCall(token, 'GET', `/students/?edu_group_id=${from.id}&limit=10000&student_status=ACTIVE`)).body.results;
    for (const student of students) {
      const results = (await apiCall(token, 'GET', `/students/${student.id}/results/`)).body.result;
      if (results.semesters.some((s) => s.subjects.some((subject) => subject.passed))) return { from, target, student };
    }
  }
  throw new Error('no demo student with a passed subject beside a group of another curriculum of the same scale');
}

test('a transfer into a group of another curriculum carries the subject map the administrator chose', async () => {
  const token = await apiLogin('otmadmin');
  const { from, target, student } = await studentAndOtherCurriculum(token);
  const number = `E2E-M-${Date.now() % 100000}`;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await openFromMenu(page, 'Buyruqlar');
    await page.getByRole('heading', { name: 'Buyruqlar' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('order-form');
    await dialog.getByLabel(/^Raqami/).fill(number);
    await choose(dialog, /^Turi/, 'O‘qishni ko‘chirish');
    await choose(dialog, dialog.getByRole('combobox', { name: 'Guruh', exact: true }), from.name);
    await chooseOption(page, dialog.getByRole('combobox', { name: /^Talabalar/ }), student.fio);
    await dialog.getByLabel(/^Raqami/).click();
    await choose(dialog, /^Qaysi guruhga/, target.name);

    const map = dialog.getByRole('region', { name: `Qayta hisoblanadigan fanlar: ${student.fio}` });
    await map.waitFor();
    const first = map.getByRole('combobox', { name: 'Qaysi fan sifatida' }).first();
    await first.click();
    const options = page.getByRole('listbox').getByRole('option');
    // The first option is "Hisoblanmaydi"; the second is a subject of the new curriculum.
    const chosen = (await options.nth(1).textContent()).trim();
    await options.nth(1).click();
    await shot(page, 'order-subject-map');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');

    const order = (await apiCall(token, 'GET', `/orders/?search=${number}`)).body.results[0];
    const saved = (await apiCall(token, 'GET', `/orders/${order.id}/`)).body.result;
    assert.equal(saved.kind, 'TRANSFER');
    assert.equal(saved.items[0].to_edu_group_id, target.id);
    assert.equal(saved.items[0].subject_map.length, 1, JSON.stringify(saved.items[0]));
    const plans = (await apiCall(token, 'GET', `/curriculums/${target.curriculum_id}/assessment/`)).body.result;
    assert.ok(JSON.stringify(plans).includes(`"edu_subject_id":${saved.items[0].subject_map[0].to_edu_subject_id}`), chosen);
  } finally {
    await browser.close();
  }
});
