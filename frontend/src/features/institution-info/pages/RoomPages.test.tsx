import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { building, campusPermissions, institutionAdmin, list, room } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import RoomAddPage from './RoomAddPage';
import RoomEditPage from './RoomEditPage';
import RoomsListPage from './RoomsListPage';

const routes = [
  { path: '/institution-information/room', element: <RoomsListPage /> },
  { path: '/institution-information/room/add', element: <RoomAddPage /> },
  { path: '/institution-information/room/edit/:id', element: <RoomEditPage /> },
];

const nameTaken = { error: { code: 'room_name_taken', messages: ['Bu binoda shunday nomli xona allaqachon bor'] } };

function setup(path: string, user: Profile = institutionAdmin(), answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/buildings/': list([building(2, 'Bosh bino', { floors: 4 }), building(5, 'Sport majmuasi', { floors: 1 })]),
    'GET /api/v1/rooms/': list([room(11, '101'), room(12, 'Sport zali', { building_id: 5, building: { id: 5, name: 'Sport majmuasi' }, kind: 'GYM', capacity: 200 })], 2),
    'GET /api/v1/rooms/11/': { status: 200, body: { result: room(11, '101', { version: 6 }) } },
    'POST /api/v1/rooms/': (call) =>
      (call.body as { name: string }).name === '101' ? { status: 409, body: nameTaken } : { status: 201, body: { result: room(13, '102') } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('rooms list', () => {
  it('labels kinds, and keeps the building and kind filters in the URL', async () => {
    const { calls, router } = setup('/institution-information/room');
    const row = (await screen.findByText('Sport majmuasi')).closest('tr') as HTMLElement;
    // The room's name and its kind's label.
    expect(within(row).getAllByText('Sport zali')).toHaveLength(2);
    expect(within(row).getByText('200')).toBeInTheDocument();
    expect(screen.getByText('Ma’ruza xonasi')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');

    await userEvent.click(screen.getByRole('combobox', { name: 'Bino' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bosh bino' }));
    await waitFor(() => expect(router.state.location.search).toBe('?building_id=2'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Xona turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laboratoriya' }));
    await waitFor(() => expect(router.state.location.search).toBe('?building_id=2&kind=LAB'));
    await waitFor(() => expect(Object.fromEntries(calls.filter((call) => call.path === '/api/v1/rooms/').at(-1)?.query ?? [])).toEqual({ page: '1', limit: '20', building_id: '2', kind: 'LAB' }));
    // A new room starts in the building the list shows.
    expect(screen.getByRole('link', { name: 'Qo‘shish' })).toHaveAttribute('href', '/institution-information/room/add?building_id=2');
  });

  it('sorts by capacity through the server and hides what the role may not do', async () => {
    const { router } = setup('/institution-information/room', institutionAdmin(campusPermissions.viewOnly));
    await screen.findByText('101');
    await userEvent.click(screen.getByRole('button', { name: 'Sig‘imi (o‘rin)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=capacity'));
    await userEvent.click(screen.getByRole('button', { name: 'Sig‘imi (o‘rin)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ordering=-capacity'));
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});

describe('room form', () => {
  it('keeps the floor within the chosen building and shows a taken name under the field', async () => {
    const { calls } = setup('/institution-information/room/add?building_id=2');
    const form = await screen.findByTestId('room-form');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /Bino/ })).toHaveValue('Bosh bino'));
    expect(within(form).getByText('-3 dan 4 gacha; yerto‘la qavatlari manfiy son bilan')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Xona nomi/), '101');
    await userEvent.type(within(form).getByLabelText(/Qavat/), '5');
    await userEvent.type(within(form).getByLabelText(/Sig‘imi/), '30');
    await userEvent.click(within(form).getByRole('combobox', { name: /Xona turi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ma’ruza xonasi' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('-3 dan 4 gacha butun son kiriting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText(/Qavat/));
    await userEvent.type(within(form).getByLabelText(/Qavat/), '1');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Bu binoda shunday nomli xona allaqachon bor');
    expect(within(form).getByLabelText(/Xona nomi/)).toHaveAccessibleDescription('Bu binoda shunday nomli xona allaqachon bor');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ building_id: 2, name: '101', floor: 1, capacity: 30, kind: 'LECTURE' });
  });

  it('returns after an edit to the list it was opened from, filters and all', async () => {
    const { calls, router } = setup('/institution-information/room?building_id=2&ordering=-capacity', institutionAdmin(), {
      'PUT /api/v1/rooms/11/': { status: 200, body: { result: room(11, '101', { capacity: 32, version: 7 }) } },
    });
    const row = (await screen.findByText('101')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: 'Tahrirlash' }));
    const capacity = await screen.findByLabelText(/Sig‘imi/);
    await waitFor(() => expect(capacity).toHaveValue(30));
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '32');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/institution-information/room?building_id=2&ordering=-capacity'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ capacity: 32, version: 6 });
  });

  it('shows the server’s field errors of a 422 and edits with the version read', async () => {
    const { calls } = setup('/institution-information/room/edit/11', institutionAdmin(), {
      'PUT /api/v1/rooms/11/': { status: 422, body: { error: { code: 'validation', messages: ['Ma’lumotlar noto‘g‘ri'], fields: { floor: ['Qavat -3 dan 4 gacha bo‘lishi kerak'] } } } },
    });
    const name = await screen.findByLabelText(/Xona nomi/);
    expect(name).toHaveValue('101');
    await userEvent.clear(name);
    await userEvent.type(name, '101A');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Qavat -3 dan 4 gacha bo‘lishi kerak')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ building_id: 2, name: '101A', floor: 1, capacity: 30, kind: 'LECTURE', version: 6 });
  });
});
