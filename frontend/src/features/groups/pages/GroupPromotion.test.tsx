import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import type { Promotion } from '../api/types';
import { group, groupAdmin, groupPermissions, list, students } from '../testing/fixtures';
import GroupPreviewPage from './GroupPreviewPage';

jest.setTimeout(60_000);

const routes = [{ path: '/education-process-otm/group/preview/:id', element: <GroupPreviewPage /> }];

const preview: Promotion = {
  edu_group_id: 7,
  credit_system: true,
  gpa_limit: 2.4,
  order: null,
  students: [
    { student_id: 1, full_name: 'Karimova Malika Akmalovna', gpa: 3.456, debts: 0, moves: true, reason: null },
    { student_id: 2, full_name: 'Aliyev Jasur Bahodirovich', gpa: 2.14, debts: 0, moves: false, reason: 'GPA_BELOW_LIMIT' },
    { student_id: 3, full_name: 'Toshmatov Sardor', gpa: null, debts: 2, moves: false, reason: 'DEBTS' },
  ],
};

const order = {
  id: 55,
  institution_id: 1,
  institution: { id: 1, name: { uz: 'TATU' } },
  number: 'P-12',
  date: dayjs().format('YYYY-MM-DD'),
  kind: 'PROMOTION',
  purpose: 'KI-21 → KI-31',
  body: '',
  basis: '',
  state: 'APPLIED',
  version: 1,
  items: [{ student_id: 1, student_name: 'Karimova Malika Akmalovna', pinfl: '61403066010429', edu_group_name: 'KI-31', reason: '', to_edu_group_id: 9, to_edu_group_name: 'KI-31' }],
};

function setup(permissions: string[], promote: (call: Call) => { status: number; body?: unknown }) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/7/': { status: 200, body: { result: group() } },
    'GET /api/v1/edu-groups/7/students/': list(students),
    'GET /api/v1/edu-groups/7/promote/': { status: 200, body: { result: preview } },
    'POST /api/v1/edu-groups/7/promote/': promote,
    // The groups of the next course; one of another course slipped in is not offered.
    'GET /api/v1/edu-groups/': list([group({ id: 9, name: 'KI-31', course: 3 }), group({ id: 10, name: 'KI-41', course: 4 })]),
    'GET /api/v1/audit-log/': list([]),
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/group/preview/7') };
}

const transfer = [...groupPermissions, 'student-transfer', 'order-view'];

describe('promotion of a group to the next course', () => {
  it('is not offered without student-transfer', async () => {
    const { calls } = setup(groupPermissions, () => ({ status: 500 }));
    await screen.findByTestId('group-preview');
    expect(screen.queryByTestId('group-promote')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/promote/'))).toBe(false);
  });

  it('shows who moves on and who stays and why, with the GPA to one decimal', async () => {
    const { calls } = setup(transfer, () => ({ status: 500 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keyingi kursga o‘tkazish' }));
    const dialog = await screen.findByTestId('promotion-form');
    expect(within(dialog).getByText('KI-21: keyingi kursga o‘tkazish')).toBeInTheDocument();
    const table = await within(dialog).findByTestId('promotion-students');
    expect(table).toHaveTextContent('Kredit tizimi: GPA 2.4 va undan yuqori bo‘lgan talabalar o‘tadi');
    const malika = within(table).getByText('Karimova Malika Akmalovna').closest('tr')!;
    expect(malika).toHaveTextContent('3.5');
    expect(within(malika).getByTestId('promotion-row-1')).toHaveTextContent('O‘tadi');
    expect(within(table).getByTestId('promotion-row-2')).toHaveTextContent('QoladiGPA 2.1 chegaradan (2.4) past');
    const sardor = within(table).getByText('Toshmatov Sardor').closest('tr')!;
    expect(sardor).toHaveTextContent('—');
    expect(within(sardor).getByTestId('promotion-row-3')).toHaveTextContent('QoladiAkademik qarzi bor (2)');
    expect(within(table).getByTestId('promotion-summary')).toHaveTextContent('O‘tadi: 1, qoladi: 2');
    // The target groups are those of the next course.
    const asked = calls.find((call) => call.path === '/api/v1/edu-groups/')!;
    expect(asked.query.get('course')).toBe('3');
    expect(asked.query.get('status')).toBe('ACTIVE');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Qaysi guruhga/ }));
    expect(await screen.findByRole('option', { name: 'KI-31' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'KI-41' })).not.toBeInTheDocument();
  });

  it('sends the target group, the order number and the day, shows a refusal under the group, then who moved and the order', async () => {
    let attempt = 0;
    const { calls } = setup(transfer, () => {
      attempt += 1;
      if (attempt === 1) {
        return { status: 422, body: { error: { code: 'validation_error', messages: ['Ma’lumotlar noto‘g‘ri'], fields: { to_edu_group_id: ['Guruh 3-kursda o‘qishi kerak'] } } } };
      }
      return { status: 200, body: { result: { ...preview, order } } };
    });
    await userEvent.click(await screen.findByTestId('group-promote'));
    const dialog = await screen.findByTestId('promotion-form');
    await within(dialog).findByTestId('promotion-students');
    await userEvent.click(within(dialog).getByRole('button', { name: 'O‘tkazish' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Qaysi guruhga/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'KI-31' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Buyruq raqami/ }), ' P-12 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'O‘tkazish' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ to_edu_group_id: 9, number: 'P-12', date: dayjs().format('YYYY-MM-DD') });
    // Under the target group's field, as its helper text.
    await waitFor(() => expect(document.getElementById('promotion-to_edu_group_id-helper-text')).toHaveTextContent('Guruh 3-kursda o‘qishi kerak'));
    expect(within(dialog).queryByTestId('promotion-error')).not.toBeInTheDocument();

    const studentsBefore = calls.filter((call) => call.path === '/api/v1/edu-groups/7/students/').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'O‘tkazish' }));
    const result = await screen.findByTestId('promotion-result');
    expect(within(result).getByTestId('promotion-done')).toHaveTextContent('KI-31 guruhiga o‘tkazildi: 1 nafar talaba.');
    expect(within(result).getByTestId('promotion-order-link')).toHaveAttribute('href', '/education-process-otm/orders/55');
    expect(within(result).getByTestId('promotion-order-link')).toHaveTextContent('Buyruq № P-12');
    expect(within(result).getByTestId('promotion-row-1')).toHaveTextContent('O‘tkazildi');
    expect(within(result).getByTestId('promotion-row-3')).toHaveTextContent('Qoldi');
    // The group's students are asked again: those who moved are gone from it.
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/edu-groups/7/students/').length).toBeGreaterThan(studentsBefore));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yopish' }));
    await waitFor(() => expect(screen.queryByTestId('promotion-result')).not.toBeInTheDocument());
  });

  it('shows a taken order number under the number, and says so when nobody moves', async () => {
    let attempt = 0;
    setup(transfer, () => {
      attempt += 1;
      if (attempt === 1) return { status: 409, body: { error: { code: 'order_number_taken', messages: ['Bu yilda shu raqamli buyruq allaqachon bor'] } } };
      return { status: 200, body: { result: { ...preview, students: preview.students.map((s) => ({ ...s, moves: false, reason: s.reason ?? 'GPA_BELOW_LIMIT' })) } } };
    });
    await userEvent.click(await screen.findByTestId('group-promote'));
    const dialog = await screen.findByTestId('promotion-form');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Qaysi guruhga/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'KI-31' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Buyruq raqami/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'O‘tkazish' }));
    expect(await within(dialog).findByText('Bu yilda shu raqamli buyruq allaqachon bor')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Buyruq raqami/ })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Buyruq raqami/ }), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'O‘tkazish' }));
    expect(await screen.findByTestId('promotion-nobody')).toHaveTextContent('Hech kim o‘tkazilmadi, buyruq yaratilmadi.');
    expect(screen.queryByTestId('promotion-order-link')).not.toBeInTheDocument();
  });
});
