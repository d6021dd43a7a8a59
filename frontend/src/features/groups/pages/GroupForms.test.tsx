import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { group, groupAdmin, list } from '../testing/fixtures';
import GroupAddPage from './GroupAddPage';
import GroupEditPage from './GroupEditPage';

jest.setTimeout(90_000);

const routes = [
  { path: '/education-process-otm/group', element: <p>groups list</p> },
  { path: '/education-process-otm/group/add', element: <GroupAddPage /> },
  { path: '/education-process-otm/group/edit/:id', element: <GroupEditPage /> },
  { path: '/education-process-otm/group/preview/:id', element: <p>group preview</p> },
];

const curricula = [
  { id: 4, name: 'Kompyuter injiniringi 2025', edu_direction_id: 3, edu_form: 'FULL_TIME', edu_language: 'UZ', number_of_semesters: 4 },
  { id: 5, name: 'Dasturiy injiniring 2025', edu_direction_id: 4, edu_form: 'PART_TIME', edu_language: 'RU', number_of_semesters: 4 },
];
const directions = [
  { id: 3, code: '60610500', name: { uz: 'Kompyuter injiniringi' } },
  { id: 4, code: '60610600', name: { uz: 'Dasturiy injiniring' } },
];

function setup(path: string, answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin() });
  const fetch = mockFetch({
    'GET /api/v1/curriculums/': list(curricula),
    'GET /api/v1/edu-directions/': list(directions),
    'GET /api/v1/edu-groups/7/': { status: 200, body: { result: group() } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('group form pages', () => {
  it('offers only the chosen course’s two semesters and fills direction, form and language from the curriculum', async () => {
    const { calls, router } = setup('/education-process-otm/group/add', {
      'POST /api/v1/edu-groups/': { status: 201, body: { result: group({ id: 9 }) } },
    });
    await userEvent.type(await screen.findByLabelText(/Guruh nomi/), 'KI-26');
    await userEvent.click(screen.getByRole('combobox', { name: /Kurs/ }));
    await userEvent.click(await screen.findByRole('option', { name: '2-kurs' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Joriy semestr/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['3-semestr', '4-semestr']);
    await userEvent.click(options[1]!);
    await userEvent.type(screen.getByLabelText(/Qabul qilinadigan o‘quvchilar soni/), '25');
    await userEvent.type(screen.getByLabelText(/Ochilgan yili/), '2026');
    expect(screen.getByLabelText('Joriy o‘quvchilar soni')).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('combobox', { name: /O‘quv reja/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dasturiy injiniring 2025' }));
    expect(screen.getByRole('combobox', { name: /Yo‘nalish/ })).toHaveValue('60610600 — Dasturiy injiniring');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otm/group/preview/9'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'KI-26',
      course: 2,
      current_semester: 4,
      number_of_students: 25,
      opened_year: 2026,
      curriculum_id: 5,
      edu_direction_id: 4,
      edu_form: 'PART_TIME',
      edu_language: 'RU',
      version: null,
    });
  });

  it('edits with the version read and shows the server’s field error under the field', async () => {
    const message = 'O‘quv reja tasdiqlanmagan';
    const { calls } = setup('/education-process-otm/group/edit/7', {
      'PUT /api/v1/edu-groups/7/': { status: 422, body: { error: { code: 'validation_failed', messages: [message], fields: { curriculum_id: [message] } } } },
    });
    const name = await screen.findByLabelText(/Guruh nomi/);
    expect(name).toHaveValue('KI-21');
    expect(screen.getByLabelText('Joriy o‘quvchilar soni')).toHaveValue('23');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    const form = screen.getByTestId('group-form');
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /O‘quv reja/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'KI-21', course: 2, current_semester: 3, version: 2 });
  });

  it('says what is missing and sends nothing', async () => {
    const { calls } = setup('/education-process-otm/group/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring').length).toBeGreaterThanOrEqual(8);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
