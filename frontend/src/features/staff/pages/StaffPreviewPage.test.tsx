import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { ministryUser, nodiraPinfl, referenceAnswers, staffAdmin, staffMember, staffPermissions } from '@/test/staff';
import { staffPaths } from '../paths';
import OtvStaffPreviewPage from './OtvStaffPreviewPage';
import StaffPreviewPage from './StaffPreviewPage';

const routes = [
  { path: staffPaths.preview, element: <StaffPreviewPage /> },
  { path: staffPaths.otvPreview, element: <OtvStaffPreviewPage /> },
  { path: staffPaths.list, element: <p>staff list</p> },
  { path: staffPaths.otvList, element: <p>ministry staff list</p> },
];

function setup(user: Profile, path = '/administrative-process-tm/staff/preview/5', deleteAnswer: { status: number; body?: unknown } = { status: 204 }) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    ...referenceAnswers,
    'GET /api/v1/staffs/5/': { status: 200, body: { result: staffMember(5) } },
    'DELETE /api/v1/staffs/5/': deleteAnswer,
    'GET /api/v1/audit-log/': { status: 200, body: { results: [], count: 0 } },
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const fieldText = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;

describe('staff preview', () => {
  it('shows id, full name, PINFL, the positions with work form, rate and subjects with their type, and the status tag', async () => {
    setup(staffAdmin());
    const card = await screen.findByTestId('staff-card');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Aliyeva Nodira Karimovna');
    expect(fieldText('id')).toBe('ID5');
    expect(fieldText('full_name')).toBe('F.I.Sh.Aliyeva Nodira Karimovna');
    expect(fieldText('pinfl')).toBe(`JSHSHIR${nodiraPinfl}`);
    expect(within(card).getByText('Faol').closest('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
    const rows = within(screen.getByTestId('staff-positions')).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[0]).toHaveTextContent('Asosiy'));
    expect(rows[0]).toHaveTextContent('Dotsent');
    expect(rows[0]).toHaveTextContent('1');
    expect(within(rows[0]!).getByText('Oliy matematika').closest('[data-subject]')).toHaveTextContent('Oliy matematikaUmumta’lim fanlari');
    expect(within(rows[0]!).getByText('Dasturlash asoslari').closest('[data-subject]')).toHaveTextContent('Dasturlash asoslariIxtisoslik fanlari');
    expect(rows[1]).toHaveTextContent('Dekan');
    expect(rows[1]).toHaveTextContent('Ichki o‘rindosh');
    expect(rows[1]).toHaveTextContent('0,25');
    expect(rows[1]).toHaveTextContent('—');
    // An institution sees its own staff: the institution is not repeated.
    expect(fieldText('institution')).toBeUndefined();
  });

  it('has edit (with the person in the link) and delete with staff-edit and staff-delete, and a back button', async () => {
    const { router } = setup(staffAdmin());
    await screen.findByTestId('staff-card');
    expect(screen.getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/administrative-process-tm/staff/edit/5?citizenId=21');
    expect(screen.getByRole('button', { name: 'O‘chirish' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Orqaga' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-tm/staff'));
  });

  it('has neither edit nor delete for a role that may only view', async () => {
    setup(staffAdmin(staffPermissions.viewOnly));
    await screen.findByTestId('staff-card');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('offers edit alone with staff-edit, delete alone with staff-delete', async () => {
    setup(staffAdmin(['staff-view', 'staff-edit']));
    await screen.findByTestId('staff-card');
    expect(screen.getByRole('link', { name: 'Tahrirlash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation, says so and returns to the list', async () => {
    const { router, calls } = setup(staffAdmin());
    await screen.findByTestId('staff-card');
    await userEvent.click(screen.getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-tm/staff'));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/staffs/5/']);
  });

  it('deletes nothing when the confirmation is declined', async () => {
    const { router, calls } = setup(staffAdmin());
    await screen.findByTestId('staff-card');
    await userEvent.click(screen.getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yo‘q' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(router.state.location.pathname).toBe('/administrative-process-tm/staff/preview/5');
  });

  it('wraps the details in the history tabs for a role with audit-view', async () => {
    setup(staffAdmin([...staffPermissions.all, 'audit-view']));
    await screen.findByTestId('staff-card');
    expect(screen.getByRole('tab', { name: 'Tarix' })).toBeInTheDocument();
  });

  it('shows the ministry a read-only card naming the institution, whatever its permissions', async () => {
    setup(ministryUser([...staffPermissions.ministry, 'staff-edit', 'staff-delete']), '/administrative-process-otv/staff/preview/5');
    await screen.findByTestId('staff-card');
    expect(fieldText('institution')).toBe('Ta’lim muassasasi (TM)Toshkent axborot texnologiyalari universiteti');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('says nothing was found for an unknown member', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: staffAdmin() });
    mockFetch({ ...referenceAnswers, 'GET /api/v1/staffs/9/': { status: 404, body: { error: { code: 'not_found', messages: ['Topilmadi'] } } } });
    renderRoutes(routes, '/administrative-process-tm/staff/preview/9');
    expect(await screen.findByText('Ma’lumot topilmadi')).toBeInTheDocument();
  });
});
