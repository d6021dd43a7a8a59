import type { Level } from '@/api/types';
import type { Access } from '@/lib/access';
import { referencePermissions } from '@/test/reference';
import { buildMenu, isPrivatePath, registeredRoutes, ROUTES, SECTIONS } from './routes';

const access = (permissions: string[], level: Level): Access => ({ permissions: new Set(permissions), level });
const menu = (permissions: string[], level: Level) =>
  buildMenu(SECTIONS, ROUTES, access(permissions, level)).map((entry) => ({ section: entry.section.id, items: entry.items.map((item) => item.path) }));

describe('reference routes', () => {
  it('puts the ministry’s departments, institution departments and positions under OTV, and directions under OTM', () => {
    expect(menu(referencePermissions.viewOnly, 'MINISTRY')).toEqual([
      {
        section: 'administrative-otv',
        items: [
          '/administrative-process-otv/ministry-departments',
          '/administrative-process-otv/institutions',
          '/administrative-process-otv/instruction-departments',
          '/administrative-process-otv/institution-position',
        ],
      },
      { section: 'edu-process-otm', items: ['/education-process-otm/direction'] },
      { section: 'reports', items: ['/reports/teachers', '/reports/by-teacher', '/reports/students', '/reports/by-otm', '/reports/by-direction'] },
    ]);
  });

  it('keeps the OTV screens from institution-level roles, who still read the directions', () => {
    // otmadmin holds institution-department-* and institution-position-view, but at its own level.
    const otmadmin = ['institution-department-view', 'institution-department-add', 'institution-position-view', 'edu-direction-view'];
    expect(registeredRoutes(ROUTES, access(otmadmin, 'INSTITUTION')).map((route) => route.path)).toEqual(['/education-process-otm/direction']);
  });

  it('registers each screen only with its view permission', () => {
    expect(registeredRoutes(ROUTES, access(['ministry-department-add', 'edu-direction-add'], 'MINISTRY'))).toEqual([]);
    expect(registeredRoutes(ROUTES, access(['institution-position-view'], 'MINISTRY')).map((route) => route.path)).toEqual([
      '/administrative-process-otv/institution-position',
    ]);
  });

  it('counts their paths as private', () => {
    expect(isPrivatePath('/administrative-process-otv/ministry-departments')).toBe(true);
    expect(isPrivatePath('/education-process-otm/direction')).toBe(true);
  });
});
