import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { fill } from '@/test/reference';
import { renderRoutes } from '@/test/render';
import type { ParentDto } from '../api/types';
import { list, student, studentAdmin } from '../testing/fixtures';
import StudentPreviewPage from './StudentPreviewPage';

jest.setTimeout(60_000);

const akmal: ParentDto = { id: 5, username: 'akmal', name: 'Karimov Akmal', children: [{ id: 11, fio: 'Karimova Malika Akmalovna' }, { id: 12, fio: 'Karimov Jasur' }] };
const dilnoza: ParentDto = { id: 6, username: 'dilnoza', name: 'Karimova Dilnoza', children: [{ id: 12, fio: 'Karimov Jasur' }] };

function setup(user: Profile, answers: Parameters<typeof mockFetch>[0] = {}, login: string | null = null) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/students/11/': { status: 200, body: { result: student({ login }) } },
    'GET /api/v1/students/11/parents/': { status: 200, body: { result: [akmal] } },
    'GET /api/v1/audit-log/': list([]),
    ...answers,
  });
  renderRoutes([{ path: '/education-process-otm/students/preview/:id', element: <StudentPreviewPage /> }], '/education-process-otm/students/preview/11');
  return fetch;
}

describe('the Portal card of a student', () => {
  it('shows student-view the login and the linked parents, and no way to change them', async () => {
    setup(studentAdmin(['student-view']), {}, 'malika');
    const card = await screen.findByTestId('student-portal');
    expect(card.querySelector('[data-field="portal-login"]')).toHaveTextContent('malika');
    expect(await within(card).findByTestId('parent-5')).toHaveTextContent('Karimov Akmal (akmal)');
    expect(within(card).getByTestId('parent-5')).toHaveTextContent('Farzandlari: Karimova Malika Akmalovna, Karimov Jasur');
    expect(within(card).queryAllByRole('button')).toEqual([]);
  });

  it('issues the student a login, showing a taken username under the field and a second login above the fields', async () => {
    let answer: { status: number; body: unknown } = { status: 422, body: { error: { code: 'validation', messages: [], fields: { username: ['Bu login band'] } } } };
    const { calls } = setup(studentAdmin(), { 'POST /api/v1/students/11/account/': () => answer });
    const card = await screen.findByTestId('student-portal');
    expect(card).toHaveTextContent('Talabaning portalga kirish logini yo‘q');
    await userEvent.click(within(card).getByRole('button', { name: 'Login berish' }));
    const dialog = await screen.findByTestId('student-account-form');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2);
    fill(within(dialog).getByLabelText(/^Login/), 'malika');
    fill(within(dialog).getByLabelText(/^Parol/), 'parol1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText('Bu login band')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'malika', password: 'parol1234' });

    answer = { status: 409, body: { error: { code: 'conflict', messages: ['Talabaning logini allaqachon bor'], fields: {} } } };
    fill(within(dialog).getByLabelText(/^Login/), 'malika2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('student-account-error')).toHaveTextContent('Talabaning logini allaqachon bor');
  });

  it('reads the card again once the login is issued', async () => {
    let issued = false;
    setup(studentAdmin(), {
      'GET /api/v1/students/11/': () => ({ status: 200, body: { result: student({ login: issued ? 'malika' : null }) } }),
      'POST /api/v1/students/11/account/': () => {
        issued = true;
        return { status: 201, body: { result: { user_id: 90, username: 'malika' } } };
      },
    });
    const card = await screen.findByTestId('student-portal');
    await userEvent.click(within(card).getByRole('button', { name: 'Login berish' }));
    const dialog = await screen.findByTestId('student-account-form');
    fill(within(dialog).getByLabelText(/^Login/), 'malika');
    fill(within(dialog).getByLabelText(/^Parol/), 'parol1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Login berildi');
    await waitFor(() => expect(screen.getByTestId('student-portal').querySelector('[data-field="portal-login"]')).toHaveTextContent('malika'));
  });

  it('unlinks a parent after asking', async () => {
    const { calls } = setup(studentAdmin(), { 'DELETE /api/v1/parents/5/children/11/': { status: 204 } });
    const parent = await screen.findByTestId('parent-5');
    await userEvent.click(within(parent).getByRole('button', { name: 'Bog‘lanishni uzish: Karimov Akmal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/parents/5/children/11/')).toBe(true));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Bog‘lanish uzildi');
  });

  it('links an existing parent found by the exact login or PINFL, and says when none has it', async () => {
    const { calls } = setup(studentAdmin(), {
      'GET /api/v1/parents/': (call) => ({ status: 200, body: { result: call.query.get('search') === 'dilnoza' ? [dilnoza] : [] } }),
      'POST /api/v1/parents/6/children/': { status: 200, body: { result: { ...dilnoza, children: [...dilnoza.children, { id: 11, fio: 'Karimova Malika Akmalovna' }] } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mavjud ota-onani bog‘lash' }));
    const dialog = await screen.findByTestId('link-parent-form');
    fill(within(dialog).getByLabelText('Login yoki JSHSHIR'), 'nobody');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qidirish' }));
    expect(await within(dialog).findByTestId('parent-not-found')).toHaveTextContent('Bunday login yoki JSHSHIR bilan ota-ona topilmadi');

    fill(within(dialog).getByLabelText('Login yoki JSHSHIR'), 'dilnoza');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qidirish' }));
    const found = await within(dialog).findByTestId('found-parent-6');
    expect(found).toHaveTextContent('Karimova Dilnoza (dilnoza)');
    await userEvent.click(within(found).getByRole('button', { name: 'Bog‘lash' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ student_id: 11 }));
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/v1/parents/6/children/');
    expect(await screen.findByTestId('notice')).toHaveTextContent('Ota-ona bog‘landi');
  });

  it('shows a parent already linked as such, with nothing to press', async () => {
    setup(studentAdmin(), { 'GET /api/v1/parents/': { status: 200, body: { result: [akmal] } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Mavjud ota-onani bog‘lash' }));
    const dialog = await screen.findByTestId('link-parent-form');
    fill(within(dialog).getByLabelText('Login yoki JSHSHIR'), 'akmal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qidirish' }));
    const found = await within(dialog).findByTestId('found-parent-5');
    expect(found).toHaveTextContent('Bu ota-ona talabaga allaqachon bog‘langan');
    expect(within(found).queryByRole('button')).not.toBeInTheDocument();
  });

  it('makes a new parent account linked to the student, with a taken username under its field', async () => {
    let answer: { status: number; body: unknown } = { status: 409, body: { error: { code: 'username_taken', messages: ['Bu login band'], fields: {} } } };
    const { calls } = setup(studentAdmin(), { 'POST /api/v1/parents/': () => answer });
    await userEvent.click(await screen.findByRole('button', { name: 'Yangi ota-ona hisobi' }));
    const dialog = await screen.findByTestId('parent-form');
    fill(within(dialog).getByLabelText(/^F\.I\.Sh\./), 'Karimova Dilnoza');
    fill(within(dialog).getByLabelText(/^Login/), 'dilnoza');
    fill(within(dialog).getByLabelText(/^Parol/), 'parol1234');
    fill(within(dialog).getByLabelText('JSHSHIR'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fill(within(dialog).getByLabelText('JSHSHIR'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText('Bu login band')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'dilnoza', name: 'Karimova Dilnoza', password: 'parol1234', pinfl: null, student_id: 11 });

    answer = { status: 201, body: { result: dilnoza } };
    fill(within(dialog).getByLabelText(/^Login/), 'dilnoza2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Ota-ona hisobi yaratildi');
    await waitFor(() => expect(screen.queryByTestId('parent-form')).not.toBeInTheDocument());
  });
});
