import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { groups, list, MALIKA_PINFL, student, studentAdmin } from '../testing/fixtures';
import StudentAddPage from './StudentAddPage';
import StudentEditPage from './StudentEditPage';

jest.setTimeout(90_000);

const routes = [
  { path: '/education-process-otm/students', element: <p>students list</p> },
  { path: '/education-process-otm/students/add', element: <StudentAddPage /> },
  { path: '/education-process-otm/students/edit/:id', element: <StudentEditPage /> },
  { path: '/education-process-otm/students/preview/:id', element: <p>student preview</p> },
];

function setup(path: string, answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: studentAdmin() });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/': list(groups),
    'GET /api/v1/students/11/': { status: 200, body: { result: student() } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const birthDate = () => (document.querySelector('input[name="birth_date"]') as HTMLInputElement).value;

async function fillNew() {
  await userEvent.type(await screen.findByLabelText(/F\.I\.Sh\./), 'Karimova Malika Akmalovna');
  await userEvent.type(screen.getByLabelText(/JSHSHIR/), MALIKA_PINFL);
  await userEvent.type(screen.getByLabelText(/Pasport seriyasi va raqami/), 'ad 1234567');
  await userEvent.click(screen.getByRole('combobox', { name: /Guruh/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'KI-21 (2-kurs)' }));
}

describe('student form pages', () => {
  it('reads birth date and gender from the PINFL and creates the student', async () => {
    const { calls, router } = setup('/education-process-otm/students/add', {
      'POST /api/v1/students/': { status: 201, body: { result: student({ id: 21 }) } },
    });
    await fillNew();
    expect(birthDate()).toBe('14.03.2006');
    expect(screen.getByRole('combobox', { name: /Jinsi/ })).toHaveTextContent('Ayol');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otm/students/preview/21'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fio: 'Karimova Malika Akmalovna',
      pinfl: MALIKA_PINFL,
      serial_number: 'AD1234567',
      birth_date: '2006-03-14',
      gender: 2,
      social_status: '',
      edu_group_id: 7,
      version: null,
    });
  });

  it('shows a taken PINFL and a full group under their fields', async () => {
    setup('/education-process-otm/students/add', {
      'POST /api/v1/students/': { status: 409, body: { error: { code: 'pinfl_taken', messages: ['Bu JSHSHIR bilan o‘quvchi mavjud'] } } },
    });
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    const form = screen.getByTestId('student-form');
    expect(await within(form).findByText('Bu JSHSHIR bilan o‘quvchi mavjud')).toBeInTheDocument();
    expect(screen.getByLabelText(/JSHSHIR/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits with the version read and shows a 422 field error under the field', async () => {
    const message = 'Guruh to‘lgan: 25 o‘rindan 25 tasi band';
    const { calls } = setup('/education-process-otm/students/edit/11', {
      'PUT /api/v1/students/11/': { status: 422, body: { error: { code: 'group_full', messages: [message], fields: { edu_group_id: [message] } } } },
    });
    expect(await screen.findByLabelText(/F\.I\.Sh\./)).toHaveValue('Karimova Malika Akmalovna');
    expect(birthDate()).toBe('14.03.2006');
    await userEvent.click(screen.getByRole('combobox', { name: /Guruh/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'KI-25 (1-kurs)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await within(screen.getByTestId('student-form')).findByText(message)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ edu_group_id: 8, version: 3, birth_date: '2006-03-14' });
  });

  it('checks the PINFL and the passport before sending', async () => {
    const { calls } = setup('/education-process-otm/students/add');
    await userEvent.type(await screen.findByLabelText(/JSHSHIR/), '61403066010420');
    await userEvent.type(screen.getByLabelText(/Pasport seriyasi va raqami/), 'A12');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('JSHSHIR nazorat raqami noto‘g‘ri')).toBeInTheDocument();
    expect(screen.getByText(/ikki lotin bosh harfi/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
