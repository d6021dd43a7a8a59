import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { general, list, ministryUser, specialty, subjectType } from '@/test/catalogue';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import SubjectTypesPage from './SubjectTypesPage';

jest.setTimeout(60_000);

const routes = [{ path: '/education-process-otv/subject-type', element: <SubjectTypesPage /> }];

function setup(user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}, path = '/education-process-otv/subject-type') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/edu-subjects/types/': list([subjectType(general), subjectType(specialty, { version: 3 })]),
    'POST /api/v1/edu-subjects/types/': { status: 201, body: { result: subjectType({ id: 9, name: { uz: 'Tanlov fanlari' } }) } },
    'PUT /api/v1/edu-subjects/types/3/': { status: 200, body: { result: subjectType(specialty, { version: 4 }) } },
    'DELETE /api/v1/edu-subjects/types/1/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('subject types', () => {
  it('lists the names in three languages and searches on the server', async () => {
    const { calls, router } = setup();
    const row = (await screen.findByText('Ixtisoslik fanlari')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Специальные предметы')).toBeInTheDocument();
    expect(within(row).getByText('Specialty subjects')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nomi bo‘yicha qidirish' }), 'ixt');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ixt'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toEqual({ page: '1', limit: '20', search: 'ixt' }),
    );
  });

  it('adds a type in a dialog after checking that the Uzbek name is given', async () => {
    const { calls } = setup();
    await screen.findByText('Ixtisoslik fanlari');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fan turini qo‘shish' });
    await userEvent.type(within(dialog).getByLabelText(/Nomi \(ruscha\)/), 'Предметы по выбору');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Nomi \(o‘zbekcha\)/), ' Tanlov fanlari ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: { uz: 'Tanlov fanlari', ru: 'Предметы по выбору', en: '' } });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('shows a name already used under the Uzbek name, and a stale version above the fields', async () => {
    setup(ministryUser(), {
      'POST /api/v1/edu-subjects/types/': { status: 409, body: { error: { code: 'duplicate', messages: ['Bunday nomli fan turi mavjud'] } } },
      'PUT /api/v1/edu-subjects/types/3/': {
        status: 409,
        body: { error: { code: 'stale_version', messages: ['Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan'] } },
      },
    });
    await screen.findByText('Ixtisoslik fanlari');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Umumta’lim fanlari');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveAccessibleDescription('Bunday nomli fan turi mavjud'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = screen.getByText('Ixtisoslik fanlari').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Tahrirlash' }));
    dialog = await screen.findByRole('dialog', { name: 'Fan turini tahrirlash' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('subject-type-error')).toHaveTextContent('Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
  });

  it('edits a type with the version read', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Ixtisoslik fanlari')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fan turini tahrirlash' });
    const english = within(dialog).getByLabelText(/Nomi \(inglizcha\)/);
    expect(english).toHaveValue('Specialty subjects');
    await userEvent.clear(english);
    await userEvent.type(english, 'Speciality subjects');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: { uz: 'Ixtisoslik fanlari', ru: 'Специальные предметы', en: 'Speciality subjects' },
      version: 3,
    });
  });

  it('deletes after "Haqiqatdan o‘chirishni istaysizmi?" and says "Muvaffaqiyatli o‘chirildi"', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Umumta’lim fanlari')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/edu-subjects/types/1/']);
  });

  it('offers add, edit and delete only with the edu-subject permissions', async () => {
    setup(ministryUser(['edu-subject-view']));
    await screen.findByText('Ixtisoslik fanlari');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});
