import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { currentMonth } from '@/lib/dates';
import type { ScholarshipRow, ScholarshipType } from '../api/types';
import { financePaths } from '../paths';
import ScholarshipsPage from './ScholarshipsPage';
import ScholarshipTypesPage from './ScholarshipTypesPage';

const tatu = { id: 1, name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' } };
const samdu = { id: 4, name: { uz: 'SamDU', ru: 'СамГУ', en: 'SamSU' } };

function ministry(permissions: string[]) {
  const role = { id: 2, name: 'MINISTRY', level: 'MINISTRY' as const };
  return profile({ permissions, role, roles: [role], institution: null, institution_id: null, institutions: [] });
}

function institutionUser(permissions: string[]) {
  const role = { id: 6, name: 'ACCOUNTANT', level: 'INSTITUTION' as const };
  return profile({ permissions, role, roles: [role], institution: tatu, institution_id: 1, institutions: [tatu] });
}

/** Types a text at once, as a person pastes it (typing each letter makes the test slow for nothing). */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

function scholarshipType(overrides: Partial<ScholarshipType> = {}): ScholarshipType {
  return {
    id: 3,
    name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' },
    amounts: [
      { amount: 120_000_000, effective_from: '2026-09-01' },
      { amount: 100_000_000, effective_from: '2025-09-01' },
    ],
    amount_now: 120_000_000,
    version: 2,
    ...overrides,
  };
}

function row(student_id: number, name: string, overrides: Partial<ScholarshipRow> = {}): ScholarshipRow {
  return {
    student_id,
    student_name: name,
    edu_group_id: 4,
    group_name: 'AT-26-01',
    scholarship_type_id: 3,
    scholarship_type_name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' },
    amount: 120_000_000,
    order_id: 17,
    order_number: '45-S',
    date_from: '2026-09-01',
    date_to: '2027-01-31',
    ...overrides,
  };
}

describe('scholarship types', () => {
  it('lists each type with its name, the amount in force today and the day of its latest amount', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-type']) });
    const { calls } = mockFetch({
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: [scholarshipType(), scholarshipType({ id: 5, name: { uz: 'Prezident stipendiyasi', ru: '', en: '' }, amounts: [{ amount: 300_000_050, effective_from: '2027-02-01' }], amount_now: null })], count: 2 } },
    });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);

    const state = (await screen.findByText('Davlat stipendiyasi')).closest('tr') as HTMLElement;
    expect(within(state).getByText('1 200 000 so‘m')).toBeInTheDocument();
    expect(within(state).getByText('01.09.2026')).toBeInTheDocument();
    // Its amount takes effect later: none is in force today.
    const president = screen.getByText('Prezident stipendiyasi').closest('tr') as HTMLElement;
    expect(within(president).getByText('—')).toBeInTheDocument();
    expect(within(president).getByText('01.02.2027')).toBeInTheDocument();
    expect(within(state).getByRole('button', { name: 'Tahrirlash' })).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '20' });
  });

  it('checks the amounts before sending: each positive, at most one a day', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-type']) });
    const { calls } = mockFetch({ 'GET /api/v1/scholarship-types/': { status: 200, body: { results: [], count: 0 } } });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);
    await userEvent.click(await screen.findByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stipendiya turini qo‘shish' });
    const rows = () => within(dialog).getAllByTestId('scholarship-amount-row');

    await fill(within(rows()[0]!).getByRole('textbox', { name: /Oylik miqdor/ }), '1 200 000');
    fireEvent.change(dialog.querySelector('input[name="amounts.0.effective_from"]')!, { target: { value: '01.09.2026' } });
    await userEvent.click(within(dialog).getByTestId('scholarship-amount-add'));
    await fill(within(rows()[1]!).getByRole('textbox', { name: /Oylik miqdor/ }), '0');
    fireEvent.change(dialog.querySelector('input[name="amounts.1.effective_from"]')!, { target: { value: '01.09.2026' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    expect(within(rows()[1]!).getByText('Bu sanadan boshlab miqdor allaqachon kiritilgan')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText(/So‘mda musbat summa/)).toBeInTheDocument();
    expect(within(rows()[0]!).queryByText(/So‘mda musbat summa/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('adds a type with its names and two amounts in so‘m, and shows a taken name under the Uzbek name', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-type']) });
    let posts = 0;
    const { calls } = mockFetch({
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: [], count: 0 } },
      'POST /api/v1/scholarship-types/': () => {
        posts += 1;
        return posts === 1
          ? { status: 409, body: { error: { code: 'scholarship_type_name_taken', messages: ['Bu nomli stipendiya turi allaqachon bor'] } } }
          : { status: 201, body: { result: scholarshipType({ id: 9 }) } };
      },
    });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);
    await userEvent.click(await screen.findByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stipendiya turini qo‘shish' });
    const rows = () => within(dialog).getAllByTestId('scholarship-amount-row');

    await fill(within(dialog).getByRole('textbox', { name: /o‘zbekcha\)/ }), 'Davlat stipendiyasi');
    await fill(within(dialog).getByRole('textbox', { name: /ruscha/ }), 'Государственная стипендия');
    await fill(within(dialog).getByRole('textbox', { name: /inglizcha/ }), 'State scholarship');
    await fill(within(rows()[0]!).getByRole('textbox', { name: /Oylik miqdor/ }), '1 200 000');
    fireEvent.change(dialog.querySelector('input[name="amounts.0.effective_from"]')!, { target: { value: '01.09.2026' } });
    await userEvent.click(within(dialog).getByTestId('scholarship-amount-add'));
    await fill(within(rows()[1]!).getByRole('textbox', { name: /Oylik miqdor/ }), '1000000,50');
    fireEvent.change(dialog.querySelector('input[name="amounts.1.effective_from"]')!, { target: { value: '01.09.2025' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' },
      amounts: [
        { amount: 120_000_000, effective_from: '2026-09-01' },
        { amount: 100_000_050, effective_from: '2025-09-01' },
      ],
    });
    expect(await within(dialog).findByText('Bu nomli stipendiya turi allaqachon bor')).toHaveAttribute('id', 'scholarship-type-name_uz-helper-text');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
    // Two saves of a dialog with five fields: under the load of the other test layers it can take
    // longer than the default.
  }, 60_000);

  it('edits a type with its version and shows the server’s refusal of an amount under that amount', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-type']) });
    const { calls } = mockFetch({
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: [scholarshipType()], count: 1 } },
      'PUT /api/v1/scholarship-types/3/': {
        status: 422,
        body: { error: { code: 'validation_error', messages: ['Maʼlumotlar noto‘g‘ri'], fields: { 'amounts.1.amount': ['Miqdor juda katta'] } } },
      },
    });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);
    await userEvent.click(within((await screen.findByText('Davlat stipendiyasi')).closest('tr') as HTMLElement).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stipendiya turini tahrirlash' });
    const rows = within(dialog).getAllByTestId('scholarship-amount-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('textbox', { name: /Oylik miqdor/ })).toHaveValue('1200000');
    expect((dialog.querySelector('input[name="amounts.1.effective_from"]') as HTMLInputElement).value).toBe('01.09.2025');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' },
      amounts: [
        { amount: 120_000_000, effective_from: '2026-09-01' },
        { amount: 100_000_000, effective_from: '2025-09-01' },
      ],
      version: 2,
    });
    expect(await within(rows[1]!).findByText('Miqdor juda katta')).toBeInTheDocument();
  });
  it('deletes a type after asking, and says why a type an order names stays', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-type']) });
    const { calls } = mockFetch({
      'GET /api/v1/scholarship-types/': { status: 200, body: { results: [scholarshipType()], count: 1 } },
      'DELETE /api/v1/scholarship-types/3/': { status: 409, body: { error: { code: 'scholarship_type_in_use', messages: ['Bu stipendiya turi buyruqda ko‘rsatilgan'] } } },
    });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);
    await userEvent.click(within((await screen.findByText('Davlat stipendiyasi')).closest('tr') as HTMLElement).getByRole('button', { name: 'O‘chirish' }));
    const confirmation = await screen.findByRole('dialog');
    expect(confirmation).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Bu stipendiya turi buyruqda ko‘rsatilgan');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/scholarship-types/3/']);
  });

  it('offers an institution-level role no add, edit or delete, as the ministry sets the types', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: institutionUser(['scholarship-type']) });
    mockFetch({ 'GET /api/v1/scholarship-types/': { status: 200, body: { results: [scholarshipType()], count: 1 } } });
    renderRoutes([{ path: financePaths.scholarshipTypes, element: <ScholarshipTypesPage /> }], financePaths.scholarshipTypes);
    await screen.findByText('Davlat stipendiyasi');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
  });
});

describe('scholarships of a month', () => {
  const answer = {
    status: 200,
    body: { results: [row(31, 'Karimov Jasur'), row(32, 'Aliyeva Nodira', { amount: 60_000_000, order_id: 18, order_number: '46-S' })], count: 2, totals: { students: 2, amount: 180_000_000 } },
  };

  it('asks an institution’s month (this one at first, then the one chosen) and shows the month’s sums above the list, with the order linked', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: institutionUser(['scholarship-view', 'order-view']) });
    const { calls } = mockFetch({ 'GET /api/v1/scholarships/': answer });
    const { router } = renderRoutes([{ path: financePaths.scholarships, element: <ScholarshipsPage /> }], financePaths.scholarships);

    const first = (await screen.findByText('Karimov Jasur')).closest('tr') as HTMLElement;
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '20', month: currentMonth() });
    expect(screen.getByTestId('scholarship-totals')).toHaveTextContent('Jami: 2 nafar talaba, 1 800 000 so‘m');
    expect(within(first).getByText('Davlat stipendiyasi')).toBeInTheDocument();
    expect(within(first).getByText('1 200 000 so‘m')).toBeInTheDocument();
    expect(within(first).getByText('01.09.2026–31.01.2027')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '45-S' })).toHaveAttribute('href', '/education-process-otm/orders/17');
    expect(screen.getByTestId('list-export')).toBeInTheDocument();
    // The totals come before the table.
    expect(screen.getByTestId('scholarship-totals').compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.change(document.querySelector('input[name="month"]')!, { target: { value: '03.2026' } });
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-03'));
    await waitFor(() => expect(calls.at(-1)!.query.get('month')).toBe('2026-03'));
  });

  it('makes a ministry role choose the institution first, then sends it with the month', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: ministry(['scholarship-view', 'institution-view', 'order-view']) });
    const { calls } = mockFetch({
      'GET /api/v1/institutions/': { status: 200, body: { results: [tatu, samdu], count: 2 } },
      'GET /api/v1/scholarships/': answer,
    });
    renderRoutes([{ path: financePaths.scholarships, element: <ScholarshipsPage /> }], `${financePaths.scholarships}?month=2026-10`);

    expect(await screen.findByTestId('scholarship-choose-institution')).toHaveTextContent('Ro‘yxatni ko‘rish uchun ta’lim muassasasini tanlang');
    expect(screen.queryByTestId('list-export')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/scholarships/')).toBe(false);

    await userEvent.click(await screen.findByRole('combobox', { name: 'Ta’lim muassasasi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SamDU' }));
    const first = (await screen.findByText('Karimov Jasur')).closest('tr') as HTMLElement;
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/v1/scholarships/')!.query)).toEqual({ page: '1', limit: '20', month: '2026-10', institution_id: '4' });
    expect(screen.getByTestId('scholarship-totals')).toHaveTextContent('Jami: 2 nafar talaba, 1 800 000 so‘m');
    // The order's page is an institution's screen: the ministry reads the number only.
    expect(within(first).getByText('45-S')).not.toHaveAttribute('href');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says so when no one is paid in the month', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: institutionUser(['scholarship-view']) });
    mockFetch({ 'GET /api/v1/scholarships/': { status: 200, body: { results: [], count: 0, totals: { students: 0, amount: 0 } } } });
    renderRoutes([{ path: financePaths.scholarships, element: <ScholarshipsPage /> }], financePaths.scholarships);
    expect(await screen.findByText('Tanlangan oyda stipendiya oladigan talaba yo‘q')).toBeInTheDocument();
    expect(screen.getByTestId('scholarship-totals')).toHaveTextContent('Jami: 0 nafar talaba, 0 so‘m');
  });
});
