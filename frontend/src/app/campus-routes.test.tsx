import { screen, within } from '@testing-library/react';
import type { Level } from '@/api/types';
import type { Access } from '@/lib/access';
import { useSession } from '@/store/session';
import { campusPermissions, institutionAdmin, list } from '@/test/campus';
import { demoPermissions, teacherProfile } from '@/test/fixtures';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { buildMenu, isPrivatePath, registeredRoutes, ROUTES, SECTIONS } from './routes';
import Shell from './Shell';

const access = (permissions: string[], level: Level = 'INSTITUTION'): Access => ({ permissions: new Set(permissions), level });
const menu = (permissions: string[], level?: Level) =>
  buildMenu(SECTIONS, ROUTES, access(permissions, level)).map((entry) => ({ section: entry.section.id, items: entry.items.map((item) => item.path) }));
const campusPaths = (permissions: string[]) =>
  registeredRoutes(ROUTES, access(permissions))
    .map((route) => route.path)
    .filter((path) => !path.startsWith('/management'));

describe('campus routes', () => {
  it('puts class hours under "Ta’lim jarayoni (OTM)" and buildings and rooms under "TM ma’lumotlari", before management', () => {
    expect(menu([...campusPermissions.all, 'user-view'])).toEqual([
      { section: 'edu-process-otm', items: ['/education-process-otm/class-hours'] },
      { section: 'institution-info', items: ['/institution-information/building', '/institution-information/room'] },
      { section: 'management', items: ['/management/users'] },
    ]);
  });

  it('registers each page only with its own permission', () => {
    expect(campusPaths(campusPermissions.all)).toEqual([
      '/education-process-otm/class-hours',
      '/institution-information/building',
      '/institution-information/building/add',
      '/institution-information/building/edit/:id',
      '/institution-information/room',
      '/institution-information/room/add',
      '/institution-information/room/edit/:id',
    ]);
    expect(campusPaths(campusPermissions.viewOnly)).toEqual([
      '/education-process-otm/class-hours',
      '/institution-information/building',
      '/institution-information/room',
    ]);
    expect(campusPaths(['room-view', 'room-edit'])).toEqual(['/institution-information/room', '/institution-information/room/edit/:id']);
    expect(menu(['building-add'])).toEqual([]);
  });

  it('shows a teacher none of them, the teacher module only', () => {
    expect(campusPaths(demoPermissions.teacher).filter((path) => !path.startsWith('/teacher/'))).toEqual([]);
    expect(menu(demoPermissions.teacher).map((entry) => entry.section)).toEqual(['teacher']);
  });

  it('counts their paths as private, so a visitor is sent to log in', () => {
    expect(isPrivatePath('/institution-information/building/edit/3')).toBe(true);
    expect(isPrivatePath('/education-process-otm/class-hours')).toBe(true);
  });
});

describe('campus screens in the shell', () => {
  const routes = [
    { path: '/login', element: <p>login page</p> },
    { path: '*', element: <Shell /> },
  ];

  beforeEach(() => {
    mockFetch({ 'GET /api/v1/buildings/': list([]) });
  });

  it('opens the buildings list from the menu of an institution admin', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: institutionAdmin() });
    renderRoutes(routes, '/institution-information/building');
    expect(await screen.findByRole('heading', { name: 'Binolar' })).toBeInTheDocument();
    const section = screen.getByRole('navigation', { name: 'TM ma’lumotlari' });
    expect(within(section).getByText('TM ma’lumotlari')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Binolar' })).toHaveClass('Mui-selected');
    expect(within(section).getByRole('link', { name: 'Xonalar' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Ta’lim jarayoni (OTM)' })).getByRole('link', { name: 'Dars soatlari' })).toBeInTheDocument();
  });

  it('shows a teacher the not-found page at their addresses and no such menu item', () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile() });
    for (const path of ['/institution-information/building', '/institution-information/room/add', '/education-process-otm/class-hours']) {
      const { unmount } = renderRoutes(routes, path);
      expect(screen.getByText('Sahifa topilmadi')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'TM ma’lumotlari' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Ta’lim jarayoni (OTM)' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
