import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { jasurPinfl, list, ministryUser, referenceAnswers, staffAdmin, staffMember, staffPermissions, lyceum } from '@/test/staff';
import { staffPaths } from '../paths';
import OtvStaffListPage from './OtvStaffListPage';
import StaffListPage from './StaffListPage';

jest.setTimeout(30_000);

const jasur = {
  ...staffMember(6, {
    citizen_id: 22,
    citizen: { id: 22, last_name: 'Karimov', first_name: 'Jasur', middle_name: 'Olimovich', pinfl: jasurPinfl, birth_date: '1991-09-03', gender: 1, passport: 'AC7654321' },
    status: 'INACTIVE',
    institution_id: 3,
    institution: lyceum,
  }),
};
const members = [staffMember(5), jasur];

const routes = [
  { path: staffPaths.list, element: <StaffListPage /> },
  { path: staffPaths.otvList, element: <OtvStaffListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

function setup(user: Profile, path = '/administrative-process-tm/staff') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    ...referenceAnswers,
    'GET /api/v1/staffs/': list(members, 42),
    'DELETE /api/v1/staffs/5/': { status: 204 },
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/staffs/').map((call) => call.query.toString());

describe('staff list (institution)', () => {
  it('lists the staff with full name, PINFL, positions with rates and a status tag, paged', async () => {
    const { calls } = setup(staffAdmin());
    const row = (await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' })).closest('tr')!;
    expect(within(row).getByText('Dotsent')).toBeInTheDocument();
    expect(row).toHaveTextContent('Dekan · 0,25');
    expect(within(row).getByText('Faol')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aliyeva Nodira Karimovna' })).toHaveAttribute('href', '/administrative-process-tm/staff/preview/5');
    const other = screen.getByRole('link', { name: 'Karimov Jasur Olimovich' }).closest('tr')!;
    expect(other).toHaveTextContent(jasurPinfl);
    expect(within(other).getByText('Faol emas')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 42 ta');
    expect(listCalls(calls)).toEqual(['page=1&limit=20']);
    // An institution sees its own staff: no institution column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/institutions/')).toBe(false);
  });

  it('keeps search, status and position filters in the URL and asks the server with them', async () => {
    const { calls, router } = setup(staffAdmin());
    await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' });
    await userEvent.type(screen.getByRole('searchbox'), 'Aliyeva');
    await waitFor(() => expect(router.state.location.search).toBe('?search=Aliyeva'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Holati' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Faol emas' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Lavozim' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dotsent' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('position_id')).toBe('7'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ search: 'Aliyeva', status: 'INACTIVE', position_id: '7' });
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('page=1&limit=20&search=Aliyeva&status=INACTIVE&position_id=7'));
  });

  it('reads its filters from the URL, ignoring an institution an institution-level role cannot choose', async () => {
    const { calls } = setup(staffAdmin(), '/administrative-process-tm/staff?status=ACTIVE&page=2&institution_id=3');
    await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' });
    expect(listCalls(calls)).toEqual(['page=2&limit=20&status=ACTIVE']);
  });

  it('offers add, edit (naming the person) and delete with their permissions', async () => {
    setup(staffAdmin());
    const row = (await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' })).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Qo‘shish' })).toHaveAttribute('href', '/administrative-process-tm/staff/add');
    expect(within(row).getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/administrative-process-tm/staff/edit/5?citizenId=21');
    expect(within(row).getByRole('button', { name: 'O‘chirish' })).toBeInTheDocument();
  });

  it('shows only the view button to a role that may only view', async () => {
    setup(staffAdmin(staffPermissions.viewOnly));
    const row = (await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' })).closest('tr')!;
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ko‘rish' })).toHaveAttribute('href', '/administrative-process-tm/staff/preview/5');
  });

  it('deletes a row after the confirmation and reloads the list', async () => {
    const { calls } = setup(staffAdmin());
    const row = (await screen.findByRole('link', { name: 'Aliyeva Nodira Karimovna' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/staffs/5/']);
  });
});

describe('staff list (ministry)', () => {
  it('lists the staff of every institution with an institution column and filter, read-only', async () => {
    const { calls, router } = setup(ministryUser(), '/administrative-process-otv/staff');
    const row = (await screen.findByRole('link', { name: 'Karimov Jasur Olimovich' })).closest('tr')!;
    expect(row).toHaveTextContent('Akademik litsey');
    expect(screen.getByRole('link', { name: 'Karimov Jasur Olimovich' })).toHaveAttribute('href', '/administrative-process-otv/staff/preview/6');
    expect(screen.getByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('page=1&limit=20&institution_id=3'));
  });
});
