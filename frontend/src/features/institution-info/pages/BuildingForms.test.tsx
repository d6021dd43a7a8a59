import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { building, institutionAdmin, institutions, list, ministryAdmin } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import BuildingAddPage from './BuildingAddPage';
import BuildingEditPage from './BuildingEditPage';

const routes = [
  { path: '/institution-information/building', element: <p>buildings list</p> },
  { path: '/institution-information/building/add', element: <BuildingAddPage /> },
  { path: '/institution-information/building/edit/:id', element: <BuildingEditPage /> },
];

function setup(user: Profile, path: string, answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/institutions/': list(institutions),
    'POST /api/v1/buildings/': (call) => ({ status: 201, body: { result: building(9, String((call.body as { name: string }).name)) } }),
    'GET /api/v1/buildings/2/': { status: 200, body: { result: building(2, 'Bosh bino', { version: 4 }) } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('building form pages', () => {
  it('shows what is missing or out of range in Uzbek and sends nothing', async () => {
    const { calls } = setup(institutionAdmin(), '/institution-information/building/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Qavatlar soni/), '60');
    expect(await screen.findByText('1 dan 50 gacha butun son kiriting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.queryByLabelText(/Ta’lim muassasasi/)).not.toBeInTheDocument();
  });

  it('creates a building of the own institution without naming it, then returns to the list', async () => {
    const { calls, router } = setup(institutionAdmin(), '/institution-information/building/add');
    await userEvent.type(await screen.findByLabelText(/Bino nomi/), '  Bosh bino ');
    await userEvent.type(screen.getByLabelText(/Qavatlar soni/), '4');
    await userEvent.type(screen.getByLabelText('Manzili'), 'Amir Temur ko‘chasi, 108');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/institution-information/building'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Bosh bino', address: 'Amir Temur ko‘chasi, 108', floors: 4 });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
    expect(calls.some((call) => call.path === '/api/v1/institutions/')).toBe(false);
  });

  it('has a ministry-level role pick the institution', async () => {
    const { calls } = setup(ministryAdmin(), '/institution-information/building/add');
    await userEvent.type(await screen.findByLabelText(/Bino nomi/), 'Litsey binosi');
    await userEvent.type(screen.getByLabelText(/Qavatlar soni/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    const picker = screen.getByRole('combobox', { name: /Ta’lim muassasasi/ });
    expect(picker).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    await userEvent.click(picker);
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ institution_id: 3, name: 'Litsey binosi', address: '', floors: 3 }));
  });

  it('edits with the version read and shows the server’s refusal under the field it is about', async () => {
    const { calls } = setup(institutionAdmin(), '/institution-information/building/edit/2', {
      'PUT /api/v1/buildings/2/': {
        status: 409,
        body: { error: { code: 'building_rooms_above_floors', messages: ['Binoda 3-qavatda xonalar bor: qavatlar soni undan kam bo‘lishi mumkin emas'] } },
      },
    });
    const floors = await screen.findByLabelText(/Qavatlar soni/);
    expect(floors).toHaveValue(4);
    expect(screen.getByLabelText(/Bino nomi/)).toHaveValue('Bosh bino');
    await userEvent.clear(floors);
    await userEvent.type(floors, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    const message = 'Binoda 3-qavatda xonalar bor: qavatlar soni undan kam bo‘lishi mumkin emas';
    expect(await screen.findByTestId('notice')).toHaveTextContent(message);
    expect(within(screen.getByTestId('building-form')).getByText(message)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ name: 'Bosh bino', address: 'Amir Temur ko‘chasi, 108', floors: 2, version: 4 });
  });
});
