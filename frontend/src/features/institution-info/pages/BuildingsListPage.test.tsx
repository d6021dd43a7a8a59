import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { building, campusPermissions, institutionAdmin, institutions, list, ministryAdmin } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import BuildingsListPage from './BuildingsListPage';

function setup(user: Profile, path = '/institution-information/building') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/buildings/': (call) =>
      call.query.get('search') === 'lab'
        ? list([building(3, 'Laboratoriya binosi')])
        : list([building(2, 'Bosh bino', { rooms_count: 12 }), building(3, 'Laboratoriya binosi', { institution_id: 3, institution: institutions[1] })], 41),
    'GET /api/v1/institutions/': list(institutions),
    'DELETE /api/v1/buildings/2/': {
      status: 409,
      body: { error: { code: 'building_has_rooms', messages: ['Binoni o‘chirib bo‘lmaydi: unda 12 ta xona bor. Avval xonalarni o‘chiring'] } },
    },
    'DELETE /api/v1/buildings/3/': { status: 204 },
  });
  return { ...fetch, ...renderAt(<BuildingsListPage />, path) };
}

describe('buildings list', () => {
  it('asks for page 1 of 20, shows the total and links a building’s rooms', async () => {
    const { calls } = setup(institutionAdmin());
    const row = (await screen.findByText('Bosh bino')).closest('tr') as HTMLElement;
    const request = calls.find((call) => call.path === '/api/v1/buildings/');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ page: '1', limit: '20' });
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 41 ta');
    expect(within(row).getByText('Amir Temur ko‘chasi, 108')).toBeInTheDocument();
    expect(within(row).getByTestId('rooms-count')).toHaveAttribute('href', '/institution-information/room?building_id=2');
    expect(within(row).getByRole('link', { name: 'Binoga xona qo‘shish' })).toHaveAttribute('href', '/institution-information/room/add?building_id=2');
    expect(within(row).getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/institution-information/building/edit/2');
  });

  it('keeps the search and the ordering in the URL', async () => {
    const { calls, router } = setup(institutionAdmin());
    await screen.findByText('Bosh bino');
    await userEvent.type(screen.getByRole('searchbox'), 'lab');
    await waitFor(() => expect(router.state.location.search).toBe('?search=lab'));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    await userEvent.click(screen.getByRole('button', { name: 'Bino nomi' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=lab&ordering=name'));
    expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toEqual({ page: '1', limit: '20', search: 'lab', ordering: 'name' });
  });

  it('offers an institution-level role no institution filter and never asks for institutions', async () => {
    const { calls } = setup(institutionAdmin());
    await screen.findByText('Bosh bino');
    expect(screen.queryByRole('combobox', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/institutions/')).toBe(false);
  });

  it('lets a ministry-level role filter by institution and shows each building’s institution', async () => {
    const { calls, router } = setup(ministryAdmin());
    const row = (await screen.findByText('Laboratoriya binosi')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Akademik litsey')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/v1/institutions/')?.query.get('limit')).toBe('10000'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3'));
    await waitFor(() => expect(calls.at(-1)?.query.get('institution_id')).toBe('3'));
  });

  it('shows add, edit and delete only with their permissions', async () => {
    setup(institutionAdmin(campusPermissions.viewOnly));
    await screen.findByText('Bosh bino');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Amallar' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to delete a building that still has rooms', async () => {
    const { calls } = setup(institutionAdmin());
    const row = (await screen.findByText('Bosh bino')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Binoni o‘chirib bo‘lmaydi: unda 12 ta xona bor. Avval xonalarni o‘chiring');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Bosh bino')).toBeInTheDocument();
  });

  it('deletes a building without rooms after confirmation', async () => {
    const { calls } = setup(institutionAdmin());
    const row = (await screen.findByText('Laboratoriya binosi')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/buildings/3/')).toBe(true);
  });
});
