import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { cataloguePermissions, general, list, math, ministryUser, physics, programming, specialty, subjectType } from '@/test/catalogue';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import SubjectAddPage from './SubjectAddPage';
import SubjectEditPage from './SubjectEditPage';
import SubjectsListPage from './SubjectsListPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otv/subject', element: <SubjectsListPage /> },
  { path: '/education-process-otv/subject/add', element: <SubjectAddPage /> },
  { path: '/education-process-otv/subject/edit/:id', element: <SubjectEditPage /> },
];

const codeTaken = { error: { code: 'duplicate', messages: ['Bu kod bilan fan allaqachon mavjud'] } };

function setup(path: string, user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/edu-subjects/types/': list([subjectType(general), subjectType(specialty)]),
    'GET /api/v1/edu-subjects/': list([math, physics, programming], 3),
    'GET /api/v1/edu-subjects/11/': { status: 200, body: { result: { ...math, version: 4 } } },
    'POST /api/v1/edu-subjects/': (call) =>
      (call.body as { code: string }).code === 'MAT101' ? { status: 409, body: codeTaken } : { status: 201, body: { result: { ...physics, id: 14 } } },
    'DELETE /api/v1/edu-subjects/12/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const lastListQuery = (calls: ReturnType<typeof mockFetch>['calls']) =>
  Object.fromEntries(calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/edu-subjects/').at(-1)?.query ?? []);

describe('subjects list', () => {
  it('shows code, name, type and hours, and keeps search, type filter and ordering in the URL', async () => {
    const { calls, router } = setup('/education-process-otv/subject');
    const row = (await screen.findByText('Dasturlash asoslari')).closest('tr') as HTMLElement;
    expect(within(row).getByText('DAS101')).toBeInTheDocument();
    expect(within(row).getByText('Ixtisoslik fanlari')).toBeInTheDocument();
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 3 ta');
    expect(lastListQuery(calls)).toEqual({ page: '1', limit: '20' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Kodi yoki nomi bo‘yicha qidirish' }), 'fiz');
    await waitFor(() => expect(router.state.location.search).toBe('?search=fiz'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Fan turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ixtisoslik fanlari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=fiz&edu_subject_type_id=3'));
    await userEvent.click(screen.getByRole('button', { name: 'O‘quv soatlari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=fiz&edu_subject_type_id=3&ordering=study_hours'));
    await waitFor(() =>
      expect(lastListQuery(calls)).toEqual({ page: '1', limit: '20', search: 'fiz', edu_subject_type_id: '3', ordering: 'study_hours' }),
    );
  });

  it('reads paging from the URL and asks the server for that page', async () => {
    const { calls } = setup('/education-process-otv/subject?page=2&limit=50');
    await screen.findByText('Fizika');
    expect(lastListQuery(calls)).toEqual({ page: '2', limit: '50' });
  });

  it('shows add, edit and delete only with their permissions', async () => {
    setup('/education-process-otv/subject', ministryUser(cataloguePermissions.viewOnly));
    await screen.findByText('Fizika');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Amallar' })).not.toBeInTheDocument();
  });

  it('shows each button with its own permission', async () => {
    setup('/education-process-otv/subject', ministryUser(['edu-subject-view', 'edu-subject-edit']));
    await screen.findByText('Fizika');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Tahrirlash' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('deletes after "Haqiqatdan o‘chirishni istaysizmi?" and says "Muvaffaqiyatli o‘chirildi"', async () => {
    const { calls } = setup('/education-process-otv/subject');
    const row = (await screen.findByText('Fizika')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/edu-subjects/12/']);
  });

  it('says why a subject still in use cannot be deleted', async () => {
    setup('/education-process-otv/subject', ministryUser(), {
      'DELETE /api/v1/edu-subjects/12/': {
        status: 409,
        body: { error: { code: 'still_referenced', messages: ['Fan «Kompyuter injiniringi» namunaviy o‘quv rejasida ishlatilmoqda'] } },
      },
    });
    const row = (await screen.findByText('Fizika')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Fan «Kompyuter injiniringi» namunaviy o‘quv rejasida ishlatilmoqda');
  });
});

describe('subject form', () => {
  it('checks the fields before sending, then creates and returns to the list', async () => {
    const { calls, router } = setup('/education-process-otv/subject/add');
    const form = await screen.findByTestId('subject-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(within(form).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(4);
    await userEvent.type(within(form).getByLabelText(/O‘quv soatlari/), '20000');
    expect(await within(form).findByText('1 dan 10000 gacha butun son kiriting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Kodi/), ' FIZ102 ');
    await userEvent.type(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Fizika II');
    await userEvent.type(within(form).getByLabelText(/Nomi \(ruscha\)/), 'Физика II');
    await userEvent.click(within(form).getByRole('combobox', { name: /Fan turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Umumta’lim fanlari' }));
    await userEvent.clear(within(form).getByLabelText(/O‘quv soatlari/));
    await userEvent.type(within(form).getByLabelText(/O‘quv soatlari/), '90');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otv/subject'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'FIZ102',
      name: { uz: 'Fizika II', ru: 'Физика II', en: '' },
      edu_subject_type_id: 1,
      study_hours: 90,
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('shows a code already in the catalogue under the code field', async () => {
    setup('/education-process-otv/subject/add');
    const form = await screen.findByTestId('subject-form');
    await userEvent.type(within(form).getByLabelText(/Kodi/), 'MAT101');
    await userEvent.type(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Matematika');
    await userEvent.click(within(form).getByRole('combobox', { name: /Fan turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Umumta’lim fanlari' }));
    await userEvent.type(within(form).getByLabelText(/O‘quv soatlari/), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(within(form).getByLabelText(/Kodi/)).toHaveAccessibleDescription('Bu kod bilan fan allaqachon mavjud'));
  });

  it('edits with the version read and shows the server’s field errors on the fields', async () => {
    const { calls } = setup('/education-process-otv/subject/edit/11', ministryUser(), {
      'PUT /api/v1/edu-subjects/11/': {
        status: 422,
        body: {
          error: {
            code: 'validation',
            messages: ['Ma’lumotlar noto‘g‘ri'],
            fields: { 'name.uz': ['Uzunligi 255 belgidan oshmasligi kerak'], edu_subject_type_id: ['Bunday fan turi yo‘q'] },
          },
        },
      },
    });
    const name = await screen.findByLabelText(/Nomi \(o‘zbekcha\)/);
    expect(name).toHaveValue('Oliy matematika');
    expect(screen.getByLabelText(/Kodi/)).toHaveValue('MAT101');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Fan turi/ })).toHaveTextContent('Umumta’lim fanlari'));
    await userEvent.clear(screen.getByLabelText(/O‘quv soatlari/));
    await userEvent.type(screen.getByLabelText(/O‘quv soatlari/), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Uzunligi 255 belgidan oshmasligi kerak'));
    expect(screen.getByText('Bunday fan turi yo‘q')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      code: 'MAT101',
      name: { uz: 'Oliy matematika', ru: 'Oliy matematika (ru)', en: 'Oliy matematika (en)' },
      edu_subject_type_id: 1,
      study_hours: 250,
      version: 4,
    });
  });
});
