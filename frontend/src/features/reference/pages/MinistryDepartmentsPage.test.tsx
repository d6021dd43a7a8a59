import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { list } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { fill, ministryDepartment, ministryUser, referencePermissions, refusal } from '@/test/reference';
import { renderAt } from '@/test/render';
import MinistryDepartmentsPage from './MinistryDepartmentsPage';

// MUI dialogs, autocompletes and tooltips take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

// Ta’lim boshqarmasi > Oliy ta’lim bo‘limi > Magistratura sektori; Moliya boshqarmasi on its own.
const tree = [
  ministryDepartment(1, 'Moliya boshqarmasi'),
  ministryDepartment(3, 'Magistratura sektori', 2),
  ministryDepartment(2, 'Oliy ta’lim bo‘limi', 4),
  ministryDepartment(4, 'Ta’lim boshqarmasi'),
];

function setup(user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}, path = '/administrative-process-otv/ministry-departments') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/ministry-departments/': (call) =>
      call.query.get('search') === 'magistr' ? list([tree[1]!]) : list(tree),
    'POST /api/v1/ministry-departments/': (call) => ({ status: 201, body: { result: { id: 9, version: 1, ...(call.body as object) } } }),
    'PUT /api/v1/ministry-departments/4/': { status: 422, body: refusal('department_cycle', ['Bo‘lim o‘zining yoki o‘z quyi bo‘limining ostiga qo‘yilmaydi']) },
    'PUT /api/v1/ministry-departments/1/': { status: 409, body: refusal('stale_version', ['Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan']) },
    'DELETE /api/v1/ministry-departments/4/': { status: 409, body: refusal('department_has_children', ['Bo‘limni o‘chirib bo‘lmaydi: unda 1 ta quyi bo‘lim bor']) },
    'DELETE /api/v1/ministry-departments/1/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderAt(<MinistryDepartmentsPage />, path) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('ministry departments', () => {
  it('shows the whole tree, each department under its parent, from one request', async () => {
    const { calls } = setup();
    await screen.findByText('Magistratura sektori');
    expect(names()).toEqual(['Moliya boshqarmasi', 'Ta’lim boshqarmasi', 'Oliy ta’lim bo‘limi', 'Magistratura sektori']);
    expect((await rowOf('Magistratura sektori')).querySelector('[data-depth]')).toHaveAttribute('data-depth', '2');
    expect(within(await rowOf('Ta’lim boshqarmasi')).getAllByRole('cell')[1]).toHaveTextContent('1');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 4 ta');
    const requests = calls.filter((call) => call.path === '/api/v1/ministry-departments/');
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.query)).toEqual({ page: '1', limit: '10000' });
  });

  it('searches on the server and shows what it found under the departments above it', async () => {
    const { router } = setup();
    await screen.findByText('Moliya boshqarmasi');
    await userEvent.type(screen.getByRole('searchbox'), 'magistr');
    await waitFor(() => expect(router.state.location.search).toBe('?search=magistr'));
    await waitFor(() => expect(screen.queryByText('Moliya boshqarmasi')).not.toBeInTheDocument());
    expect(names()).toEqual(['Ta’lim boshqarmasi', 'Oliy ta’lim bo‘limi', 'Magistratura sektori']);
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta');
  });

  it('adds a department at the top, checking the Uzbek name first, then a sub-department under it', async () => {
    const { calls } = setup();
    await screen.findByText('Moliya boshqarmasi');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Bo‘lim qo‘shish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ })).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    fill(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ }), 'Kadrlar boshqarmasi');
    fill(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Управление кадров');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: { uz: 'Kadrlar boshqarmasi', ru: 'Управление кадров', en: '' }, parent_id: null });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');

    const parent = await rowOf('Moliya boshqarmasi');
    await userEvent.click(within(parent).getByRole('button', { name: 'Quyi bo‘lim qo‘shish' }));
    dialog = await screen.findByRole('dialog', { name: 'Bo‘lim qo‘shish' });
    expect(within(dialog).getByRole('combobox', { name: 'Yuqori bo‘lim' })).toHaveValue('Moliya boshqarmasi');
    fill(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ }), 'Buxgalteriya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST')[1]?.body).toEqual({ name: { uz: 'Buxgalteriya', ru: '', en: '' }, parent_id: 1 });
  });

  it('never offers a department or one below it as its own parent, and shows the server’s loop refusal under the parent', async () => {
    const { calls } = setup();
    const row = await rowOf('Ta’lim boshqarmasi');
    await userEvent.click(within(row).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bo‘limni tahrirlash' });
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' })).toHaveValue('Ta’lim boshqarmasi (ru)');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Yuqori bo‘lim' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Moliya boshqarmasi']);
    await userEvent.click(screen.getByRole('option', { name: 'Moliya boshqarmasi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Yuqori bo‘lim' })).toHaveAccessibleDescription(
        'Bo‘lim o‘zining yoki o‘z quyi bo‘limining ostiga qo‘yilmaydi',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: { uz: 'Ta’lim boshqarmasi', ru: 'Ta’lim boshqarmasi (ru)', en: 'Ta’lim boshqarmasi (en)' },
      parent_id: 1,
      version: 1,
    });
    expect(within(dialog).queryByTestId('ministry-department-error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('shows a refusal that belongs to no field above the fields', async () => {
    setup();
    const row = await rowOf('Moliya boshqarmasi');
    await userEvent.click(within(row).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('ministry-department-error')).toHaveTextContent('Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
  });

  it('asks before deleting and shows the server’s refusal to delete a department with sub-departments', async () => {
    const { calls } = setup();
    await userEvent.click(within(await rowOf('Ta’lim boshqarmasi')).getByRole('button', { name: 'O‘chirish' }));
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Bo‘limni o‘chirib bo‘lmaydi: unda 1 ta quyi bo‘lim bor');
    // The confirmation hides the page from the accessibility tree until it has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(await rowOf('Moliya boshqarmasi')).getByRole('button', { name: 'O‘chirish' }));
    confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(screen.getAllByTestId('notice').at(-1)).toHaveTextContent('Muvaffaqiyatli o‘chirildi'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/v1/ministry-departments/4/',
      '/api/v1/ministry-departments/1/',
    ]);
  });

  it('shows no add, edit or delete without their permissions', async () => {
    setup(ministryUser(referencePermissions.viewOnly));
    await screen.findByText('Moliya boshqarmasi');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Amallar' })).not.toBeInTheDocument();
  });
});
