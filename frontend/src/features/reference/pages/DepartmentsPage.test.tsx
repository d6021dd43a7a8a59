import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { institutions, list } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { department, fill, ministryUser, referencePermissions, refusal } from '@/test/reference';
import { renderAt } from '@/test/render';
import DepartmentsPage from './DepartmentsPage';

// MUI dialogs, autocompletes and tooltips take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

function setup(user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}, path = '/administrative-process-otv/instruction-departments') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/institution-departments/': list([
      department(1, 'Kompyuter injiniringi fakulteti'),
      department(2, 'Matematika kafedrasi', 'CHAIR', { institution_id: 3 }),
    ]),
    'GET /api/v1/institutions/': list(institutions),
    'POST /api/v1/institution-departments/': (call) => ({ status: 201, body: { result: { id: 9, version: 1, institution_id: 1, ...(call.body as object) } } }),
    'PUT /api/v1/institution-departments/2/': { status: 409, body: refusal('stale_version', ['Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan']) },
    'DELETE /api/v1/institution-departments/1/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderAt(<DepartmentsPage />, path) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('institution departments', () => {
  it('lists every institution’s departments with kind and institution, filtered by institution and kind in the URL', async () => {
    const { router, calls } = setup();
    const row = await rowOf('Matematika kafedrasi');
    expect(within(row).getByText('Kafedra')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Akademik litsey')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kafedra' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3&kind=CHAIR'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === '/api/v1/institution-departments/').at(-1)!.query)).toEqual({
        page: '1',
        limit: '20',
        institution_id: '3',
        kind: 'CHAIR',
      }),
    );
  });

  it('adds a department in the institution picked, which is required', async () => {
    const { calls } = setup();
    await screen.findByText('Matematika kafedrasi');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'TM bo‘limini qo‘shish' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(3);

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Ta’lim muassasasi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toshkent axborot texnologiyalari universiteti' }));
    fill(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ }), 'Axborot xavfsizligi kafedrasi');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kafedra' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      institution_id: 1,
      name: { uz: 'Axborot xavfsizligi kafedrasi', ru: '', en: '' },
      kind: 'CHAIR',
    });
  });

  it('edits without moving the department to another institution, and shows a stale version above the fields', async () => {
    const { calls } = setup();
    await userEvent.click(within(await rowOf('Matematika kafedrasi')).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'TM bo‘limini tahrirlash' });
    expect(within(dialog).queryByRole('combobox', { name: /Ta’lim muassasasi/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('department-error')).toHaveTextContent('Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: { uz: 'Matematika kafedrasi', ru: '', en: '' }, kind: 'CHAIR', version: 1 });
  });

  it('deletes after confirmation', async () => {
    const { calls } = setup();
    await userEvent.click(within(await rowOf('Kompyuter injiniringi fakulteti')).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/institution-departments/1/')).toBe(true);
  });

  it('shows no add, edit or delete without their permissions', async () => {
    setup(ministryUser(referencePermissions.viewOnly));
    await screen.findByText('Matematika kafedrasi');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});
