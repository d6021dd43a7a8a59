import { groupRoutes } from './routes';

describe('group routes', () => {
  it('are institution-level screens of the education process, each with its permission', () => {
    expect(groupRoutes.map((route) => [route.path, route.permission])).toEqual([
      ['/education-process-otm/group', 'edu-group-view'],
      ['/education-process-otm/group/add', 'edu-group-add'],
      ['/education-process-otm/group/edit/:id', 'edu-group-edit'],
      ['/education-process-otm/group/preview/:id', 'edu-group-view'],
      ['/education-process-otm/group/rating/:id', 'edu-group-view'],
      ['/education-process-otm/group/preview/:id/grouping', 'edu-group-view'],
      ['/education-process-otm/group/preview/:id/grouping/:subjectId', 'edu-group-view'],
    ]);
    for (const route of groupRoutes) expect([route.level, route.section]).toEqual(['INSTITUTION', 'edu-process-otm']);
    expect(groupRoutes.filter((route) => route.menu).map((route) => route.path)).toEqual(['/education-process-otm/group']);
  });
});
