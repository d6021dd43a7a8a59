import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { lazy } from 'react';
import type { Level } from '@/api/types';
import type { Access } from '@/lib/access';
import { demoPermissions } from '@/test/fixtures';
import { buildMenu, buildPortalMenu, canAccess, isPrivatePath, OWN_ROUTES, registeredRoutes, ROUTES, SECTIONS, usesPortal, type AppRoute, type Section } from './routes';

const access = (permissions: string[], level: Level | null = 'MINISTRY'): Access => ({ permissions: new Set(permissions), level });
const paths = (routes: AppRoute[]) => routes.map((route) => route.path);
const menu = (permissions: string[], level: Level | null = 'MINISTRY') =>
  buildMenu(SECTIONS, ROUTES, access(permissions, level)).map((entry) => ({
    section: entry.section.id,
    items: entry.items.map((item) => item.path),
  }));

/** The reports: the ministry's five with institution-view, an institution's four with curriculum-view. */
const MINISTRY_REPORTS = ['/reports/teachers', '/reports/by-teacher', '/reports/students', '/reports/by-otm', '/reports/by-direction'];
const INSTITUTION_REPORTS = ['/reports/teachers', '/reports/by-teacher', '/reports/students', '/reports/by-direction'];
const REGISTERED_REPORTS = ['/reports/teachers', '/reports/by-teacher', '/reports/students', '/reports/by-direction', '/reports/by-otm'];

describe('route table', () => {
  it('names a permission for every route and has no duplicate paths', () => {
    for (const route of ROUTES) expect(route.permission).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(paths([...ROUTES])).size).toBe(ROUTES.length);
  });

  it('has the own account’s screens for every signed-in user, apart from the permission-bound routes', () => {
    expect(OWN_ROUTES.map((route) => route.path)).toEqual(['/account/password', '/account/sessions']);
    expect(ROUTES.some((route) => OWN_ROUTES.some((own) => own.path === route.path))).toBe(false);
    expect(isPrivatePath('/account/password')).toBe(true);
    expect(isPrivatePath('/account/sessions')).toBe(true);
    // A student's own screens do not make a portal role a staff one.
    expect(usesPortal(ROUTES, access(['portal'], 'INSTITUTION'))).toBe(true);
  });

  it('superadmin sees Management with Users, Role and the audit log, and every management route is registered', () => {
    expect(menu(demoPermissions.superadmin)).toEqual([
      { section: 'administrative-otv', items: ['/administrative-process-otv/institutions'] },
      { section: 'management', items: ['/management/users', '/management/role', '/management/audit-log'] },
      { section: 'reports', items: MINISTRY_REPORTS },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(demoPermissions.superadmin))).filter((path) => path.startsWith('/management/'))).toEqual([
      '/management/users',
      '/management/users/add',
      '/management/users/edit/:id',
      '/management/users/preview/:id',
      '/management/role',
      '/management/role/add',
      '/management/role/edit/:id',
      '/management/role/preview/:id',
      '/management/audit-log',
    ]);
  });

  it('ministry sees Users, Role and the audit log and previews a role, but the role add and edit pages are not registered without role-add and role-edit', () => {
    expect(menu(demoPermissions.ministry)).toEqual([
      { section: 'administrative-otv', items: ['/administrative-process-otv/institutions'] },
      { section: 'edu-process-otv', items: ['/education-process-otv/subject', '/education-process-otv/subject-type'] },
      { section: 'management', items: ['/management/users', '/management/role', '/management/audit-log'] },
      { section: 'reports', items: MINISTRY_REPORTS },
    ]);
    const registered = paths(registeredRoutes(ROUTES, access(demoPermissions.ministry)));
    expect(registered).toContain('/management/role');
    expect(registered).toContain('/management/role/preview/:id');
    expect(registered).not.toContain('/management/role/add');
    expect(registered).not.toContain('/management/role/edit/:id');
  });

  it('otmadmin sees Users and the audit log, not Role', () => {
    expect(menu(demoPermissions.otmadmin, 'INSTITUTION')).toEqual([{ section: 'management', items: ['/management/users', '/management/audit-log'] }]);
    expect(paths(registeredRoutes(ROUTES, access(demoPermissions.otmadmin, 'INSTITUTION')))).not.toContain('/management/role');
  });

  it('the audit log needs audit-view', () => {
    const registered = paths(registeredRoutes(ROUTES, access(['user-view'], 'INSTITUTION')));
    expect(registered).toContain('/management/users');
    expect(registered).not.toContain('/management/audit-log');
  });

  it('a teacher sees the teacher module only, and no management section', () => {
    expect(menu(demoPermissions.teacher, 'INSTITUTION')).toEqual([
      { section: 'teacher', items: ['/teacher/today', '/teacher/class-schedule', '/teacher/topics', '/teacher/groups'] },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(demoPermissions.teacher, 'INSTITUTION'))).every((path) => path.startsWith('/teacher/'))).toBe(true);
  });

  it('institutions: the ministry list with add, edit and preview by permission; an institution its own card only', () => {
    const institutionPermissions = ['institution-view', 'institution-add', 'institution-edit', 'institution-delete'];
    expect(menu(institutionPermissions)).toEqual([
      { section: 'administrative-otv', items: ['/administrative-process-otv/institutions'] },
      { section: 'reports', items: MINISTRY_REPORTS },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(institutionPermissions)))).toEqual([
      '/administrative-process-otv/institutions',
      '/administrative-process-otv/institutions/add',
      '/administrative-process-otv/institutions/edit/:id',
      '/administrative-process-otv/institutions/preview/:id',
      ...REGISTERED_REPORTS,
    ]);
    expect(paths(registeredRoutes(ROUTES, access(['institution-view'])))).toEqual([
      '/administrative-process-otv/institutions',
      '/administrative-process-otv/institutions/preview/:id',
      ...REGISTERED_REPORTS,
    ]);
    // otmadmin holds institution-view at institution level: its own card, none of the OTV screens.
    expect(menu(['institution-view'], 'INSTITUTION')).toEqual([{ section: 'institution-info', items: ['/institution-information/institutions'] }]);
    expect(paths(registeredRoutes(ROUTES, access(['institution-view'], 'INSTITUTION')))).toEqual(['/institution-information/institutions']);
    expect(paths(registeredRoutes(ROUTES, access(['institution-view', 'institution-edit'], 'INSTITUTION')))).toEqual([
      '/institution-information/institutions',
      '/institution-information/institutions/edit',
    ]);
    expect(isPrivatePath('/administrative-process-otv/institutions/preview/3')).toBe(true);
  });

  it('education process (OTV): the catalogue and model curricula for ministry roles only, add and edit by permission', () => {
    const catalogue = ['edu-subject', 'bundle-subject', 'curriculum-template'].flatMap((prefix) => ['view', 'add', 'edit', 'delete'].map((action) => `${prefix}-${action}`));
    expect(menu(catalogue)).toEqual([
      {
        section: 'edu-process-otv',
        items: [
          '/education-process-otv/subject',
          '/education-process-otv/subject-bundles',
          '/education-process-otv/subject-type',
          '/education-process-otv/curriculums',
        ],
      },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(catalogue)))).toEqual([
      '/education-process-otv/subject',
      '/education-process-otv/subject/add',
      '/education-process-otv/subject/edit/:id',
      '/education-process-otv/subject-bundles',
      '/education-process-otv/subject-bundles/add',
      '/education-process-otv/subject-bundles/edit/:id',
      '/education-process-otv/subject-type',
      '/education-process-otv/curriculums',
      '/education-process-otv/curriculums/add',
      '/education-process-otv/curriculums/edit/:id',
    ]);
    // Reading alone: the lists, no add or edit page.
    expect(paths(registeredRoutes(ROUTES, access(['edu-subject-view', 'curriculum-template-view'])))).toEqual([
      '/education-process-otv/subject',
      '/education-process-otv/subject-type',
      '/education-process-otv/curriculums',
    ]);
    // An institution admin reads the catalogue through the API, but these are ministry screens.
    expect(menu(catalogue, 'INSTITUTION')).toEqual([]);
    expect(registeredRoutes(ROUTES, access(catalogue, 'INSTITUTION'))).toEqual([]);
    expect(isPrivatePath('/education-process-otv/curriculums/edit/4')).toBe(true);
  });

  it('curricula: an institution-level list with add, edit, preview and the distribution page; no ministry role sees them here', () => {
    const curriculumPermissions = ['curriculum-view', 'curriculum-add', 'curriculum-edit', 'curriculum-split-to-semesters'];
    expect(menu(curriculumPermissions, 'INSTITUTION')).toEqual([
      { section: 'edu-process-otm', items: ['/education-process-otm/curriculums'] },
      { section: 'reports', items: INSTITUTION_REPORTS },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(curriculumPermissions, 'INSTITUTION')))).toEqual([
      '/education-process-otm/curriculums',
      '/education-process-otm/curriculums/add',
      '/education-process-otm/curriculums/edit/:id',
      '/education-process-otm/curriculums/preview/:id',
      '/education-process-otm/curriculums/preview/:id/subjects',
      '/education-process-otm/curriculums/preview/:id/assessment',
      ...INSTITUTION_REPORTS,
    ]);
    expect(paths(registeredRoutes(ROUTES, access(['curriculum-view'], 'INSTITUTION')))).not.toContain('/education-process-otm/curriculums/add');
    expect(menu(curriculumPermissions, 'MINISTRY')).toEqual([]);
    expect(isPrivatePath('/education-process-otm/curriculums/preview/5/subjects')).toBe(true);
  });

  it('staff: an institution its own staff and teachers under "Ma’muriy jarayon (TM)", the ministry every institution’s, read-only, under OTV', () => {
    const otmadminStaff = ['staff-view', 'staff-add', 'staff-edit', 'staff-delete', 'staff-view-teacher'];
    expect(menu(otmadminStaff, 'INSTITUTION')).toEqual([
      { section: 'administrative-tm', items: ['/administrative-process-tm/staff', '/administrative-process-tm/teachers'] },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(otmadminStaff, 'INSTITUTION')))).toEqual([
      '/administrative-process-tm/staff',
      '/administrative-process-tm/staff/add',
      '/administrative-process-tm/staff/edit/:id',
      '/administrative-process-tm/staff/preview/:id',
      '/administrative-process-tm/teachers',
    ]);
    // Viewing alone: no add or edit page; the teachers list has a permission of its own.
    expect(paths(registeredRoutes(ROUTES, access(['staff-view'], 'INSTITUTION')))).toEqual([
      '/administrative-process-tm/staff',
      '/administrative-process-tm/staff/preview/:id',
    ]);
    expect(menu(['staff-view-teacher'], 'INSTITUTION')).toEqual([{ section: 'administrative-tm', items: ['/administrative-process-tm/teachers'] }]);
    // The ministry (even a role holding staff-add) reads only: no add or edit page at its level.
    const ministryStaff = ['institution-view', 'staff-view', 'staff-view-teacher', 'staff-add', 'staff-edit'];
    expect(menu(ministryStaff)).toEqual([
      {
        section: 'administrative-otv',
        items: ['/administrative-process-otv/institutions', '/administrative-process-otv/staff', '/administrative-process-otv/teachers'],
      },
      { section: 'reports', items: MINISTRY_REPORTS },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(ministryStaff))).filter((path) => !path.startsWith('/reports/') && (path.includes('staff') || path.includes('teachers')))).toEqual([
      '/administrative-process-otv/staff',
      '/administrative-process-otv/staff/preview/:id',
      '/administrative-process-otv/teachers',
    ]);
    expect(paths(registeredRoutes(ROUTES, access(demoPermissions.teacher, 'INSTITUTION'))).filter((path) => path.includes('staff'))).toEqual([]);
    expect(isPrivatePath('/administrative-process-tm/staff/edit/5')).toBe(true);
  });

  it('a route bound to a level is hidden from roles of the other level', () => {
    const staff = { permission: 'staff-view' as const, level: 'INSTITUTION' as const };
    expect(canAccess(staff, access(['staff-view'], 'INSTITUTION'))).toBe(true);
    expect(canAccess(staff, access(['staff-view'], 'MINISTRY'))).toBe(false);
    expect(canAccess({ permission: 'staff-view' }, access(['staff-view'], 'MINISTRY'))).toBe(true);
  });

  it('keeps section order, hides empty sections and lists only menu items', () => {
    const Page = lazy(async () => ({ default: () => null }));
    const sections: Section[] = [
      { id: 'teacher', message: { id: 'nav.section.teacher' }, icon: SchoolOutlinedIcon, kind: 'group' },
      { id: 'management', message: { id: 'nav.section.management' }, icon: SchoolOutlinedIcon, kind: 'section' },
    ];
    const routes: AppRoute[] = [
      { path: '/m', permission: 'user-view', section: 'management', message: { id: 'nav.users' }, menu: true, Component: Page },
      { path: '/m/add', permission: 'user-view', section: 'management', message: { id: 'nav.users.add' }, Component: Page },
      { path: '/t', permission: 'teacher-topic', section: 'teacher', message: { id: 'nav.users' }, menu: true, Component: Page },
    ];
    expect(buildMenu(sections, routes, access(['user-view', 'teacher-topic'])).map((entry) => [entry.section.id, paths(entry.items)])).toEqual([
      ['teacher', ['/t']],
      ['management', ['/m']],
    ]);
    expect(buildMenu(sections, routes, access(['user-view'])).map((entry) => entry.section.id)).toEqual(['management']);
  });

  it('orders each section by its items\' places, whichever feature declares them', () => {
    const every = [...new Set(ROUTES.map((route) => route.permission))];
    const items = (level: Level) => Object.fromEntries(menu(every, level).map((entry) => [entry.section, entry.items]));
    expect(items('MINISTRY')['administrative-otv']).toEqual([
      '/administrative-process-otv/ministry-departments',
      '/administrative-process-otv/institutions',
      '/administrative-process-otv/instruction-departments',
      '/administrative-process-otv/institution-position',
      '/administrative-process-otv/staff',
      '/administrative-process-otv/teachers',
      '/administrative-process-otv/students',
      '/administrative-process-otv/graduated',
    ]);
    expect(items('INSTITUTION')['edu-process-otm']).toEqual([
      '/education-process-otm/direction',
      '/education-process-otm/curriculums',
      '/education-process-otm/group',
      '/education-process-otm/control-sheets',
      '/education-process-otm/exams',
      '/education-process-otm/attendance',
      '/education-process-otm/academic-debts',
      '/education-process-otm/students',
      '/education-process-otm/orders',
      '/education-process-otm/graduates',
      '/education-process-otm/timetable',
      '/education-process-otm/class-hours',
    ]);
    expect(items('INSTITUTION')['institution-info']).toEqual([
      '/institution-information/institutions',
      '/institution-information/building',
      '/institution-information/room',
      '/institution-information/journal-settings',
    ]);
  });

  it('journal: the teacher module records rolls, an institution reads the journal and keeps its settings, a ministry role reads the academic debts only', () => {
    expect(menu(['journal-record'], 'INSTITUTION')).toEqual([{ section: 'teacher', items: ['/teacher/today'] }]);
    expect(paths(registeredRoutes(ROUTES, access(['journal-record'], 'INSTITUTION')))).toEqual(['/teacher/today', '/teacher/journal/:scheduleId/:date']);
    // An administrator recording for a teacher who is away reaches a roll without journal-record.
    expect(paths(registeredRoutes(ROUTES, access(['journal-edit'], 'INSTITUTION')))).toEqual(['/teacher/journal/:scheduleId/:date']);
    expect(menu(['journal-view'], 'INSTITUTION')).toEqual([
      {
        section: 'edu-process-otm',
        items: ['/education-process-otm/control-sheets', '/education-process-otm/exams', '/education-process-otm/attendance', '/education-process-otm/academic-debts'],
      },
    ]);
    expect(paths(registeredRoutes(ROUTES, access(['journal-view'], 'INSTITUTION')))).toEqual([
      '/education-process-otm/group/journal/:id',
      '/education-process-otm/control-sheets',
      '/education-process-otm/control-sheets/:groupId/:subjectId/:control',
      '/education-process-otm/exams',
      '/education-process-otm/attendance',
      '/education-process-otm/academic-debts',
    ]);
    expect(menu(['journal-settings'], 'INSTITUTION')).toEqual([{ section: 'institution-info', items: ['/institution-information/journal-settings'] }]);
    // The academic debts are read at both levels: the ministry compares the institutions.
    expect(paths(registeredRoutes(ROUTES, access(['journal-view', 'journal-record', 'journal-settings'], 'MINISTRY')))).toEqual(['/education-process-otm/academic-debts']);
    expect(menu(['journal-view'], 'MINISTRY')).toEqual([{ section: 'edu-process-otm', items: ['/education-process-otm/academic-debts'] }]);
    expect(isPrivatePath('/teacher/journal/7/2026-11-27')).toBe(true);
  });

  it('finance: the month’s scholarships at both levels with scholarship-view, the scholarship types with scholarship-type, each in its place of the section', () => {
    expect(menu(['scholarship-type', 'scholarship-view', 'finance-base-amount'], 'MINISTRY')).toEqual([
      { section: 'finance', items: ['/finance/scholarships', '/finance/base-amounts', '/finance/scholarship-types'] },
    ]);
    expect(menu(['contract-view', 'payment-view', 'scholarship-view'], 'INSTITUTION')).toEqual([
      { section: 'finance', items: ['/finance/contracts', '/finance/payments', '/finance/debts', '/finance/scholarships', '/finance/report'] },
    ]);
    // The order dialog reads the types; it opens no screen of them.
    const orders = paths(registeredRoutes(ROUTES, access(['order-view', 'order-add', 'order-edit'], 'INSTITUTION')));
    expect(orders.some((path) => path.startsWith('/finance/'))).toBe(false);
    expect(isPrivatePath('/finance/scholarship-types')).toBe(true);
  });

  it('knows which paths belong to the authenticated area', () => {
    expect(isPrivatePath('/')).toBe(true);
    expect(isPrivatePath('/management/users/edit/12')).toBe(true);
    expect(isPrivatePath('/no/such/page')).toBe(false);
  });

  it('reports: the ministry reads them with institution-view, an institution with curriculum-view, a teacher never', () => {
    expect(menu(['institution-view'], 'MINISTRY').find((entry) => entry.section === 'reports')?.items).toEqual(MINISTRY_REPORTS);
    expect(menu(['curriculum-view'], 'INSTITUTION').find((entry) => entry.section === 'reports')?.items).toEqual(INSTITUTION_REPORTS);
    // The permission of the other level grants nothing.
    expect(menu(['curriculum-view'], 'MINISTRY').some((entry) => entry.section === 'reports')).toBe(false);
    expect(menu(['institution-view'], 'INSTITUTION').some((entry) => entry.section === 'reports')).toBe(false);
    expect(menu(demoPermissions.teacher, 'INSTITUTION').some((entry) => entry.section === 'reports')).toBe(false);
  });

  it('portal: a student or a parent (the portal permission alone) has the five portal screens in the bottom navigation and no sidebar', () => {
    const PORTAL = ['/portal', '/portal/marks', '/portal/results', '/portal/finance', '/portal/documents'];
    for (const level of ['INSTITUTION', null] as const) {
      expect(paths(registeredRoutes(ROUTES, access(['portal'], level)))).toEqual(PORTAL);
      expect(menu(['portal'], level)).toEqual([]);
      expect(paths(buildPortalMenu(ROUTES, access(['portal'], level)))).toEqual(PORTAL);
      expect(usesPortal(ROUTES, access(['portal'], level))).toBe(true);
    }
    expect(isPrivatePath('/portal/marks')).toBe(true);
  });

  it('portal: staff never see it in their sidebar, and a role with any staff screen keeps the staff layout', () => {
    const every = [...new Set(ROUTES.map((route) => route.permission))];
    for (const level of ['MINISTRY', 'INSTITUTION'] as const) {
      expect(menu(every, level).some((entry) => entry.items.some((item) => item.startsWith('/portal')))).toBe(false);
    }
    expect(usesPortal(ROUTES, access(['portal', 'student-view'], 'INSTITUTION'))).toBe(false);
    expect(usesPortal(ROUTES, access(['portal', 'journal-edit'], 'INSTITUTION'))).toBe(false);
    expect(usesPortal(ROUTES, access(demoPermissions.teacher, 'INSTITUTION'))).toBe(false);
    expect(usesPortal(ROUTES, access([], 'INSTITUTION'))).toBe(false);
    expect(paths(registeredRoutes(ROUTES, access(demoPermissions.otmadmin, 'INSTITUTION'))).some((path) => path.startsWith('/portal'))).toBe(false);
  });
});
