import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { me, portalProfile, weekAnswer } from '@/features/portal/testing/fixtures';
import { useSession } from '@/store/session';
import { profile, teacherProfile } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import Shell from './Shell';

const routes = [
  { path: '/login', element: <p>login page</p> },
  { path: '*', element: <Shell /> },
];

function signedIn(value = profile()) {
  useSession.setState({ status: 'finished', authenticated: true, profile: value });
}

describe('the authenticated shell', () => {
  beforeEach(() => {
    useSession.setState({ status: 'finished', authenticated: false, profile: null });
    mockFetch({ 'GET /api/v1/users/': { status: 200, body: { results: [], count: 0 } } });
  });

  it('shows only a loader while the profile is fetched', () => {
    useSession.setState({ status: 'loading' });
    renderRoutes(routes, '/management/users');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  });

  it('sends a visitor of a private path to /login, remembering where from', async () => {
    const { router } = renderRoutes(routes, '/management/users?page=2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/management/users?page=2' });
  });

  it('shows the not-found page to a visitor of an unknown path', () => {
    renderRoutes(routes, '/nowhere');
    expect(screen.getByText('Sahifa topilmadi')).toBeInTheDocument();
  });

  it('welcomes the user on / with name, role and institution', () => {
    signedIn();
    renderRoutes(routes, '/');
    expect(screen.getByTestId('welcome')).toHaveTextContent('Xush kelibsiz, Aliyev Vali!');
    expect(screen.getByTestId('home-role')).toHaveTextContent('OTMADMIN');
    expect(screen.getByTestId('home-institution')).toHaveTextContent('Toshkent davlat universiteti');
    expect(screen.getByTestId('institution-name')).toHaveTextContent('Toshkent davlat universiteti');
    expect(screen.getByTestId('home-last-login')).toHaveTextContent(/^05\.03\.2024 \d\d:09$/);
  });

  it('does not register a route whose permission the role lacks', () => {
    signedIn();
    renderRoutes(routes, '/management/role');
    expect(screen.getByText('Sahifa topilmadi')).toBeInTheDocument();
    const menu = screen.getByTestId('sidebar-menu');
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Foydalanuvchilar', 'Audit jurnali']);
  });

  it('registers a route the role holds and loads its page', async () => {
    signedIn();
    renderRoutes(routes, '/management/users');
    expect(await screen.findByRole('heading', { name: 'Foydalanuvchilar' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 0 ta'));
  });

  it('offers every role its own password and sessions from the profile menu', async () => {
    signedIn(teacherProfile());
    mockFetch({ 'GET /api/v1/users/me/sessions/': { status: 200, body: { results: [], count: 0 } } });
    const { router } = renderRoutes(routes, '/');
    await userEvent.click(screen.getByTestId('profile-button'));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['TEACHER', 'Parolni o‘zgartirish', 'Mening seanslarim', 'Chiqish']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Mening seanslarim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/sessions'));
    expect(await screen.findByRole('heading', { name: 'Mening seanslarim' })).toBeInTheDocument();
  });

  it('shows the institution selector only to a TEACHER with several institutions', () => {
    signedIn(teacherProfile());
    const { unmount } = renderRoutes(routes, '/');
    expect(within(screen.getByTestId('sidebar')).getByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Boshqaruv' })).not.toBeInTheDocument();
    unmount();

    signedIn(teacherProfile({ institutions: [teacherProfile().institutions[0]!] }));
    renderRoutes(routes, '/');
    expect(within(screen.getByTestId('sidebar')).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives a student the portal: home leads to the week, under a top bar and above the bottom navigation, with no sidebar', async () => {
    signedIn(portalProfile());
    mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/schedule/': (call) => ({ status: 200, body: { result: weekAnswer(11, call.query.get('date_from')!, call.query.get('date_to')!) } }),
      'GET /api/v1/me/results/': { status: 200, body: { result: { student_id: 11, edu_group_id: 7, gpa: null, semesters: [], debts: [] } } },
    });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
    expect(await screen.findByTestId('portal-week')).toBeInTheDocument();
    expect(screen.getByTestId('portal-title')).toHaveTextContent('Bugun / Hafta');
    expect(screen.getByTestId('portal-student-name')).toHaveTextContent('Karimova Malika Akmalovna');
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Portal bo‘limlari' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bugun / Hafta', '/portal'],
      ['Baholar', '/portal/marks'],
      ['Natijalar', '/portal/results'],
      ['To‘lovlar', '/portal/finance'],
      ['Hujjatlar', '/portal/documents'],
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(navigation).getByRole('link', { name: 'Natijalar' }));
    expect(await screen.findByTestId('portal-results')).toBeInTheDocument();
    expect(screen.getByTestId('portal-title')).toHaveTextContent('Natijalar');
    expect(within(navigation).getByRole('link', { name: 'Natijalar' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the staff layout for a role that holds the portal beside a staff permission, and the portal out of its sidebar', () => {
    signedIn(profile({ permissions: ['portal', 'user-view'] }));
    renderRoutes(routes, '/');
    expect(screen.getByTestId('welcome')).toBeInTheDocument();
    expect(screen.queryByTestId('portal-nav')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('sidebar-menu')).getAllByRole('link').map((link) => link.textContent)).toEqual(['Foydalanuvchilar']);
  });
});
