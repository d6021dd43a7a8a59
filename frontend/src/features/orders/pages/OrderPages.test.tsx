import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { Order } from '../api/types';
import { orderPath, ordersPaths } from '../paths';
import OrderPage from './OrderPage';

const tatu = { id: 1, name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' } };
const clerk = ['order-view', 'order-add', 'order-edit', 'order-apply', 'order-delete', 'edu-group-view', 'student-view'];
const types = [
  { id: 3, name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' }, amounts: [{ amount: 120_000_000, effective_from: '2026-09-01' }], amount_now: 120_000_000, version: 1 },
  { id: 5, name: { uz: 'Prezident stipendiyasi', ru: 'Президентская стипендия', en: 'Presidential scholarship' }, amounts: [{ amount: 300_000_000, effective_from: '2026-09-01' }], amount_now: 300_000_000, version: 1 },
];

function scholarshipOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 21,
    institution_id: 1,
    institution: tatu,
    number: '45-S',
    date: '2026-09-05',
    kind: 'SCHOLARSHIP',
    state: 'DRAFT',
    purpose: '',
    body: '',
    basis: '',
    version: 1,
    items: [
      {
        student_id: 31,
        student_name: 'Karimov Jasur',
        pinfl: '31234567890123',
        edu_group_name: 'AT-26-01',
        subject_map: [],
        reason: '',
        scholarship_type: 5,
        date_from: '2026-09-01',
        date_to: '2027-01-31',
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  const role = { id: 6, name: 'REGISTRAR', level: 'INSTITUTION' as const };
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: clerk, role, roles: [role], institution: tatu, institution_id: 1, institutions: [tatu] }) });
});

describe('scholarship orders', () => {
  it('ask a scholarship order’s type and span, refuse a span that ends before it starts, and send them with every student', async () => {
    // A draft of another kind, its students named, turned into a scholarship order.
    const admission = scholarshipOrder({
      kind: 'ADMISSION',
      items: [
        { student_id: 31, student_name: 'Karimov Jasur', pinfl: '31234567890123', edu_group_name: 'AT-26-01', reason: '', subject_map: [] },
        { student_id: 32, student_name: 'Aliyeva Nodira', pinfl: '41234567890123', edu_group_name: 'AT-26-01', reason: '', subject_map: [] },
      ],
    });
    const { calls } = mockFetch({
      'GET /api/v1/orders/21/': { status: 200, body: { result: admission } },
      'GET /api/v1/edu-groups/': { status: 200, body: { results: [], count: 0 } },
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: types, count: 2 } },
      'PUT /api/v1/orders/21/': { status: 200, body: { result: scholarshipOrder({ version: 2 }) } },
    });
    renderRoutes([{ path: ordersPaths.preview, element: <OrderPage /> }], orderPath(21));
    await userEvent.click(await screen.findByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyruqni tahrirlash' });
    // Another kind asks for none of it, nor for the types.
    expect(within(dialog).queryByRole('combobox', { name: /Stipendiya turi/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/scholarship-types/')).toBe(false);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stipendiya tayinlash' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(3);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Stipendiya turi/ }));
    // The types in the interface language.
    await userEvent.click(await screen.findByRole('option', { name: 'Prezident stipendiyasi' }));
    fireEvent.change(dialog.querySelector('input[name="date_from"]')!, { target: { value: '01.09.2026' } });
    fireEvent.change(dialog.querySelector('input[name="date_to"]')!, { target: { value: '31.08.2026' } });
    expect(await within(dialog).findByText('Tugash sanasi boshlanish sanasidan oldin bo‘lishi mumkin emas')).toBeInTheDocument();
    fireEvent.change(dialog.querySelector('input[name="date_to"]')!, { target: { value: '31.01.2027' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as { kind: string; items: unknown[]; version: number };
    expect(body.kind).toBe('SCHOLARSHIP');
    expect(body.version).toBe(1);
    expect(body.items).toEqual([
      { student_id: 31, reason: '', to_edu_group_id: null, scholarship_type: 5, date_from: '2026-09-01', date_to: '2027-01-31' },
      { student_id: 32, reason: '', to_edu_group_id: null, scholarship_type: 5, date_from: '2026-09-01', date_to: '2027-01-31' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('places the server’s refusal of an item’s span under the span', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/orders/21/': { status: 200, body: { result: scholarshipOrder() } },
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: types, count: 2 } },
      'GET /api/v1/edu-groups/': { status: 200, body: { results: [], count: 0 } },
      'PUT /api/v1/orders/21/': {
        status: 422,
        body: { error: { code: 'validation_error', messages: ['Ma’lumotlar noto‘g‘ri'], fields: { 'items[0].date_to': ['Muddat o‘quv yilidan chiqib ketadi'] } } },
      },
    });
    renderRoutes([{ path: ordersPaths.preview, element: <OrderPage /> }], orderPath(21));
    await userEvent.click(await screen.findByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Buyruqni tahrirlash' });
    expect((dialog.querySelector('input[name="date_from"]') as HTMLInputElement).value).toBe('01.09.2026');
    expect(await within(dialog).findByRole('combobox', { name: /Stipendiya turi/ })).toHaveTextContent('Prezident stipendiyasi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((calls.find((call) => call.method === 'PUT')!.body as { items: unknown[] }).items).toEqual([
      { student_id: 31, reason: '', to_edu_group_id: null, scholarship_type: 5, date_from: '2026-09-01', date_to: '2027-01-31' },
    ]);
    expect(await within(dialog).findByText('Muddat o‘quv yilidan chiqib ketadi')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('order-error')).not.toBeInTheDocument();
  });

  it('show each student’s scholarship type and span on the order’s page, and the server’s refusal when it is applied', async () => {
    mockFetch({
      'GET /api/v1/orders/21/': { status: 200, body: { result: scholarshipOrder() } },
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: types, count: 2 } },
      'POST /api/v1/orders/21/apply/': {
        status: 409,
        body: { error: { code: 'order_item_refused', messages: ['Karimov Jasur kontrakt asosida o‘qiydi: stipendiya tayinlanmaydi'] } },
      },
    });
    renderRoutes([{ path: ordersPaths.preview, element: <OrderPage /> }], orderPath(21));
    const items = await screen.findByTestId('order-items');
    expect(within(items).getByRole('columnheader', { name: 'Stipendiya turi' })).toBeInTheDocument();
    expect(within(items).queryByRole('columnheader', { name: 'Sababi' })).not.toBeInTheDocument();
    await waitFor(() => expect(items.querySelector('[data-field="scholarship-type"]')).toHaveTextContent('Prezident stipendiyasi'));
    expect(items.querySelector('[data-field="scholarship-span"]')).toHaveTextContent('01.09.2026–31.01.2027');

    await userEvent.click(screen.getByTestId('order-apply'));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Karimov Jasur kontrakt asosida o‘qiydi: stipendiya tayinlanmaydi');
  });
});
