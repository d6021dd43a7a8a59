import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { curriculum, curriculumAdmin, list } from '../testing/fixtures';
import CurriculumAddPage from './CurriculumAddPage';
import CurriculumEditPage from './CurriculumEditPage';

// Many MUI selects and autocompletes: slow in jsdom on a small, shared machine.
jest.setTimeout(90_000);

const routes = [
  { path: '/education-process-otm/curriculums', element: <p>curricula list</p> },
  { path: '/education-process-otm/curriculums/add', element: <CurriculumAddPage /> },
  { path: '/education-process-otm/curriculums/edit/:id', element: <CurriculumEditPage /> },
  { path: '/education-process-otm/curriculums/preview/:id', element: <p>curriculum preview</p> },
];

const subjectTypes = [
  { id: 1, name: { uz: 'Umumiy fanlar' }, version: 1 },
  { id: 2, name: { uz: 'Mutaxassislik fanlari' }, version: 1 },
];
const directions = [
  { id: 3, code: '60610500', name: { uz: 'Kompyuter injiniringi' }, institution_type: 'HEI' },
  { id: 4, code: '60610600', name: { uz: 'Dasturiy injiniring' }, institution_type: 'HEI' },
];
const templates = [
  { id: 4, name: 'Kompyuter injiniringi (namunaviy o‘quv reja)', institution_type: 'HEI', number_of_semesters: 8, edu_direction_id: 3 },
  { id: 7, name: 'Litsey namunaviy rejasi', institution_type: 'LYCEUM', number_of_semesters: 4, edu_direction_id: null },
];

function setup(path: string, answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: curriculumAdmin() });
  const fetch = mockFetch({
    'GET /api/v1/edu-subjects/types/': list(subjectTypes),
    'GET /api/v1/edu-directions/': list(directions),
    'GET /api/v1/curriculum-templates/': list(templates),
    'POST /api/v1/curriculums/': { status: 201, body: { result: curriculum({ id: 9 }) } },
    'GET /api/v1/curriculums/5/': { status: 200, body: { result: curriculum() } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

/** Pasting is much faster than typing key by key in jsdom. */
async function fill(label: RegExp | string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(name: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('curriculum form pages', () => {
  it('says what is missing and sends nothing', async () => {
    const { calls } = setup('/education-process-otm/curriculums/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(10);
    await fill(/Boshlanish yili/, '2025');
    await fill(/Tugash yili/, '2024');
    expect(await screen.findByText('Tugash yili boshlanish yilidan keyin bo‘lishi kerak')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('creates a curriculum: the second year follows the start year, the semesters the model curriculum', async () => {
    const { calls, router } = setup('/education-process-otm/curriculums/add');
    await screen.findByLabelText(/O‘quv reja nomi/);
    await fill(/O‘quv reja nomi/, ' Kompyuter injiniringi 2025 ');
    await fill(/Boshlanish yili/, '2025');
    expect(screen.getByLabelText('Ikkinchi yil')).toHaveValue('2026');
    await fill(/Tugash yili/, '2029');
    await choose(/Fan turi/, 'Mutaxassislik fanlari');
    await choose(/Ta’lim yo‘nalishi/, '60610500 — Kompyuter injiniringi');
    await choose(/Namunaviy o‘quv reja/, 'Kompyuter injiniringi (namunaviy o‘quv reja)');
    expect(screen.getByLabelText(/Semestrlar soni/)).toHaveValue(8);
    await choose(/Ta’lim shakli/, 'Kunduzgi');
    await choose(/Ta’lim tili/, 'O‘zbek');
    await choose(/Baholash turi/, '100 ballik');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otm/curriculums/preview/9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Kompyuter injiniringi 2025',
      subject_type_id: 2,
      start_year: 2025,
      end_year: 2029,
      edu_direction_id: 3,
      edu_form: 'FULL_TIME',
      curriculum_template_id: 4,
      edu_language: 'UZ',
      rating_type: 'HUNDRED_POINT',
      number_of_semesters: 8,
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('edits with the version read and shows the server’s field errors under their fields', async () => {
    const { calls } = setup('/education-process-otm/curriculums/edit/5', {
      'PUT /api/v1/curriculums/5/': {
        status: 422,
        body: { error: { code: 'validation', messages: ['Ma’lumotlar xato'], fields: { number_of_semesters: ['Litsey uchun ko‘pi bilan 4 semestr'] } } },
      },
    });
    const semesters = await screen.findByLabelText(/Semestrlar soni/);
    expect(semesters).toHaveValue(2);
    expect(screen.getByLabelText(/O‘quv reja nomi/)).toHaveValue('Kompyuter injiniringi 2025');
    expect(screen.getByRole('combobox', { name: /Namunaviy o‘quv reja/ })).toHaveValue('Kompyuter injiniringi (namunaviy o‘quv reja)');
    expect(screen.getByLabelText('Ikkinchi yil')).toHaveValue('2026');
    await fill(/Semestrlar soni/, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await within(screen.getByTestId('curriculum-form')).findByText('Litsey uchun ko‘pi bilan 4 semestr')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Kompyuter injiniringi 2025',
      subject_type_id: 2,
      start_year: 2025,
      end_year: 2029,
      edu_direction_id: 3,
      edu_form: 'FULL_TIME',
      curriculum_template_id: 4,
      edu_language: 'UZ',
      rating_type: 'HUNDRED_POINT',
      number_of_semesters: 6,
      version: 3,
    });
  });
});
