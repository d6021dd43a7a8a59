import { screen, waitFor, within } from '@testing-library/react';
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
});
