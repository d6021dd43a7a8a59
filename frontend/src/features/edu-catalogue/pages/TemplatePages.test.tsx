import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { cataloguePermissions, computing, list, lyceumDirection, math, ministryUser, physics, programming, template } from '@/test/catalogue';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import TemplateAddPage from './TemplateAddPage';
import TemplateEditPage from './TemplateEditPage';
import TemplatesListPage from './TemplatesListPage';

jest.setTimeout(120_000);

const routes = [
  { path: '/education-process-otv/curriculums', element: <TemplatesListPage /> },
  { path: '/education-process-otv/curriculums/add', element: <TemplateAddPage /> },
  { path: '/education-process-otv/curriculums/edit/:id', element: <TemplateEditPage /> },
];

const searchSubjects = (call: Call) => {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const found = [math, physics, programming].filter((subject) => `${subject.code} ${subject.name.uz}`.toLowerCase().includes(search));
  return { status: 200, body: { results: found, count: found.length } };
};

const lyceumTemplate = template(2, 'Aniq fanlar (litsey)', {
  institution_type: 'LYCEUM',
  edu_direction_id: null,
  edu_direction: null,
  number_of_semesters: 2,
  subjects: [],
});

function setup(path: string, user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/curriculum-templates/': list([template(1, 'Kompyuter injiniringi (namunaviy o‘quv reja)'), lyceumTemplate]),
    'GET /api/v1/curriculum-templates/1/': { status: 200, body: { result: template(1, 'Kompyuter injiniringi (namunaviy o‘quv reja)', { version: 7 }) } },
    'GET /api/v1/edu-directions/': list([computing, lyceumDirection]),
    'GET /api/v1/edu-subjects/': searchSubjects,
    'POST /api/v1/curriculum-templates/': { status: 201, body: { result: template(3, 'Yangi reja') } },
    'PUT /api/v1/curriculum-templates/1/': { status: 200, body: { result: template(1, 'Kompyuter injiniringi (namunaviy o‘quv reja)', { version: 8 }) } },
    'DELETE /api/v1/curriculum-templates/2/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

/** Replaces a field's text in one input event (a whole form re-renders on each keystroke). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** Picks a subject in the table row `index` by typing part of its code or name. */
async function pickSubject(index: number, text: string, option: string) {
  const row = screen.getAllByTestId('template-subject-row')[index] as HTMLElement;
  await fill(within(row).getByRole('combobox', { name: /Fan/ }), text);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('model curricula list', () => {
  it('shows direction, institution type, semesters and the number of subjects, filtered in the URL', async () => {
    const { calls, router } = setup('/education-process-otv/curriculums');
    const row = (await screen.findByText('Kompyuter injiniringi (namunaviy o‘quv reja)')).closest('tr') as HTMLElement;
    expect(within(row).getByText('60610500 — Kompyuter injiniringi')).toBeInTheDocument();
    expect(within(row).getByText('Oliy ta’lim muassasasi (OTM)')).toBeInTheDocument();
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const lyceumRow = screen.getByText('Aniq fanlar (litsey)').closest('tr') as HTMLElement;
    expect(within(lyceumRow).getByText('—')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_type=LYCEUM'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === '/api/v1/curriculum-templates/').at(-1)?.query ?? [])).toEqual({
        page: '1',
        limit: '20',
        institution_type: 'LYCEUM',
      }),
    );
  });

  it('deletes after the confirmation', async () => {
    const { calls } = setup('/education-process-otv/curriculums');
    const row = (await screen.findByText('Aniq fanlar (litsey)')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/curriculum-templates/2/']);
  });

  it('shows add, edit and delete only with the curriculum-template permissions', async () => {
    setup('/education-process-otv/curriculums', ministryUser(cataloguePermissions.viewOnly));
    await screen.findByText('Aniq fanlar (litsey)');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});

describe('model curriculum form', () => {
  it('needs a name and a subject, then sends the table of subjects with their hours', async () => {
    const { calls, router } = setup('/education-process-otv/curriculums/add');
    const form = await screen.findByTestId('template-form');
    expect(within(form).getByLabelText(/Semestrlar soni/)).toHaveValue(4);
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(within(form).getByTestId('template-subjects-error')).toHaveTextContent('Kamida bitta fan qo‘shing');

    await fill(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Yangi reja');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Yo‘nalish' }));
    await userEvent.click(await screen.findByRole('option', { name: '60610500 — Kompyuter injiniringi' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Fan qo‘shish' }));
    await pickSubject(0, 'mat', 'MAT101 — Oliy matematika');
    // The catalogue's hours are where the allocation starts.
    const firstHours = within(screen.getAllByTestId('template-subject-row')[0] as HTMLElement).getByLabelText(/Ajratilgan soat/);
    expect(firstHours).toHaveValue(240);
    await fill(firstHours, '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Fan qo‘shish' }));
    await pickSubject(1, 'fiz', 'FIZ101 — Fizika');
    expect(within(form).getByTestId('template-total-hours')).toHaveTextContent('Jami soat: 380');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otv/curriculums'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: { uz: 'Yangi reja', ru: '', en: '' },
      edu_direction_id: 5,
      institution_type: 'HEI',
      number_of_semesters: 4,
      subjects: [
        { edu_subject_id: 11, study_hours: 200 },
        { edu_subject_id: 12, study_hours: 180 },
      ],
    });
  });

  it('refuses a subject twice, hours out of range and more than four semesters for a lyceum', async () => {
    const { calls } = setup('/education-process-otv/curriculums/add');
    const form = await screen.findByTestId('template-form');
    await fill(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Litsey rejasi');
    await userEvent.click(within(form).getByRole('combobox', { name: /Ta’lim muassasasi turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await fill(within(form).getByLabelText(/Semestrlar soni/), '6');
    await userEvent.click(within(form).getByRole('button', { name: 'Fan qo‘shish' }));
    await pickSubject(0, 'fiz', 'FIZ101 — Fizika');
    await userEvent.click(within(form).getByRole('button', { name: 'Fan qo‘shish' }));
    await pickSubject(1, 'fiz', 'FIZ101 — Fizika');
    const rows = () => screen.getAllByTestId('template-subject-row') as HTMLElement[];
    const secondHours = within(rows()[1]!).getByLabelText(/Ajratilgan soat/);
    await fill(secondHours, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(within(form).getByLabelText(/Semestrlar soni/)).toHaveAccessibleDescription('Akademik litsey uchun ko‘pi bilan 4 semestr');
    expect(within(rows()[1]!).getByText('Bu fan jadvalda allaqachon bor')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('1 dan 10000 gacha butun son kiriting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Removing the repeated row and taking two semesters leaves nothing to complain about.
    await userEvent.click(within(rows()[1]!).getByRole('button', { name: 'Fanni olib tashlash' }));
    expect(rows()).toHaveLength(1);
    await fill(within(form).getByLabelText(/Semestrlar soni/), '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ institution_type: 'LYCEUM', number_of_semesters: 2, subjects: [{ edu_subject_id: 12, study_hours: 180 }] }));
  });

  it('offers only the directions of the institution type', async () => {
    setup('/education-process-otv/curriculums/add');
    const form = await screen.findByTestId('template-form');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Yo‘nalish' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ko‘rsatilmagan', '60610500 — Kompyuter injiniringi']));
  });

  it('edits with the subjects and version read, and shows the server’s errors in their rows', async () => {
    const { calls } = setup('/education-process-otv/curriculums/edit/1', ministryUser(), {
      'PUT /api/v1/curriculum-templates/1/': {
        status: 422,
        body: {
          error: {
            code: 'validation',
            messages: ['Ma’lumotlar noto‘g‘ri'],
            fields: { 'subjects.1.study_hours': ['Qiymat 1 dan 10000 gacha bo‘lishi kerak'], number_of_semesters: ['Semestrlar soni noto‘g‘ri'] },
          },
        },
      },
    });
    const form = await screen.findByTestId('template-form');
    await waitFor(() => expect(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveValue('Kompyuter injiniringi (namunaviy o‘quv reja)'));
    const rows = screen.getAllByTestId('template-subject-row') as HTMLElement[];
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('combobox', { name: /Fan/ })).toHaveValue('MAT101 — Oliy matematika');
    expect(within(rows[1]!).getByLabelText(/Ajratilgan soat/)).toHaveValue(150);
    expect(within(form).getByTestId('template-total-hours')).toHaveTextContent('Jami soat: 350');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Yo‘nalish' })).toHaveTextContent('60610500 — Kompyuter injiniringi'));

    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(rows[1]!).findByText('Qiymat 1 dan 10000 gacha bo‘lishi kerak')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Semestrlar soni/)).toHaveAccessibleDescription('Semestrlar soni noto‘g‘ri');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: { uz: 'Kompyuter injiniringi (namunaviy o‘quv reja)', ru: '', en: '' },
      edu_direction_id: 5,
      institution_type: 'HEI',
      number_of_semesters: 4,
      subjects: [
        { edu_subject_id: 11, study_hours: 200 },
        { edu_subject_id: 12, study_hours: 150 },
      ],
      version: 7,
    });
  });
});
