import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { catalogueAnswer, holders, storedRole } from '@/test/roles';
import { rolesPaths } from '../paths';
import RoleEditPage from './RoleEditPage';

type Answer = (call: Call) => { status: number; body?: unknown };

function setup(role = storedRole(), put?: Answer) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: demoPermissions.superadmin }) });
  const fetch = mockFetch({
    'GET /api/v1/roles/12/': { status: 200, body: { result: role } },
    'GET /api/v1/permissions/': catalogueAnswer,
    'GET /api/v1/users/': { status: 200, body: { results: holders.slice(0, 1), count: 2 } },
    'PUT /api/v1/roles/12/': put ?? ((call) => ({ status: 200, body: { result: { ...role, ...(call.body as object), version: role.version + 1 } } })),
  });
  const rendered = renderRoutes(
    [
      { path: rolesPaths.edit, element: <RoleEditPage /> },
      { path: rolesPaths.preview, element: <p>role preview</p> },
    ],
    '/management/role/edit/12',
  );
  return { ...fetch, ...rendered };
}

const nameField = () => screen.getByLabelText(/^Nomi/, { selector: 'input' });

describe('role edit', () => {
  it('starts from the stored role and saves the chosen permissions with the version it read', async () => {
    const { calls, router } = setup();
    await waitFor(() => expect(nameField()).toHaveValue('Kadrlar bo‘limi'));
    const management = (await screen.findByRole('checkbox', { name: 'Rollarni ko‘rish' })).closest('[data-group]') as HTMLElement;
    expect(within(management).getByRole('checkbox', { name: 'Rollarni ko‘rish' })).toBeChecked();
    await userEvent.click(within(management).getByRole('checkbox', { name: 'Rolni tahrirlash' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'TMlarni ko‘rish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/management/role/preview/12'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ name: 'Kadrlar bo‘limi', level: 'MINISTRY', permissions: ['user-view', 'role-view', 'role-edit'], version: 3 });
  });

  it('checks every permission of an area at once', async () => {
    const { calls } = setup();
    const building = (await screen.findByRole('checkbox', { name: 'Binolarni ko‘rish' })).closest('[data-group]') as HTMLElement;
    expect(building).toHaveAttribute('data-group', 'institution-info');
    await userEvent.click(within(building).getAllByRole('checkbox')[0]!);
    expect(within(building).getByRole('checkbox', { name: 'Binolarni ko‘rish' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((calls.find((call) => call.method === 'PUT')?.body as { permissions: string[] }).permissions).toContain('building-view');
  });

  it('says above the save button how many users hold the role and when they get the change', async () => {
    setup();
    const note = await screen.findByTestId('holders-note');
    expect(note).toHaveTextContent('Bu rol 2 ta foydalanuvchiga biriktirilgan: ular yangi ruxsatlarni keyingi so‘rovidan boshlab oladi');
    // The note is inside the form, before its buttons.
    expect(screen.getByTestId('role-form')).toContainElement(note);
    const save = screen.getByRole('button', { name: 'Saqlash' });
    expect(note.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the name of a delivered role read-only and says why', async () => {
    const { calls } = setup(storedRole({ name: 'TEACHER', level: 'INSTITUTION', is_delivered: true }));
    await waitFor(() => expect(nameField()).toHaveValue('TEACHER'));
    expect(nameField()).toHaveAttribute('readonly');
    expect(screen.getByText('Tizim bilan birga yetkazilgan rolning nomini o‘zgartirib bo‘lmaydi')).toBeInTheDocument();
    await userEvent.type(nameField(), 'X');
    expect(nameField()).toHaveValue('TEACHER');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Rolni tahrirlash' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ name: 'TEACHER', version: 3 });
  });

  it('shows no form for the system role, only why it cannot be changed', async () => {
    setup(storedRole({ name: 'Superadmin', is_system: true, is_delivered: true }));
    expect(await screen.findByTestId('role-fixed')).toHaveTextContent('Tizim rolini o‘zgartirib yoki o‘chirib bo‘lmaydi');
    expect(screen.queryByTestId('role-form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
  });

  it('says when someone saved the role meanwhile, and reloads the newer version on request', async () => {
    let version = 3;
    const stale = () => {
      version = 4;
      return { status: 409, body: { error: { code: 'stale_version', messages: ['Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan'], fields: {} } } };
    };
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: demoPermissions.superadmin }) });
    mockFetch({
      'GET /api/v1/roles/12/': () => ({ status: 200, body: { result: storedRole({ version, name: version > 3 ? 'Kadrlar boshqarmasi' : 'Kadrlar bo‘limi' }) } }),
      'GET /api/v1/permissions/': catalogueAnswer,
      'GET /api/v1/users/': { status: 200, body: { results: [], count: 0 } },
      'PUT /api/v1/roles/12/': stale,
    });
    renderRoutes([{ path: rolesPaths.edit, element: <RoleEditPage /> }], '/management/role/edit/12');
    await waitFor(() => expect(nameField()).toHaveValue('Kadrlar bo‘limi'));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('stale-version')).toHaveTextContent('Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
    await userEvent.click(screen.getByRole('button', { name: 'Qayta yuklash' }));
    await waitFor(() => expect(nameField()).toHaveValue('Kadrlar boshqarmasi'));
    expect(screen.queryByTestId('stale-version')).not.toBeInTheDocument();
  });
});
