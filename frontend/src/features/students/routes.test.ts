import { studentRoutes } from './routes';

describe('student routes', () => {
  it('give an institution its students to manage and the ministry read-only students and graduated', () => {
    expect(studentRoutes.map((route) => [route.path, route.permission, route.level, route.section])).toEqual([
      ['/education-process-otm/students', 'student-view', 'INSTITUTION', 'edu-process-otm'],
      ['/education-process-otm/students/add', 'student-add', 'INSTITUTION', 'edu-process-otm'],
      ['/education-process-otm/students/edit/:id', 'student-edit', 'INSTITUTION', 'edu-process-otm'],
      ['/education-process-otm/students/preview/:id', 'student-view', 'INSTITUTION', 'edu-process-otm'],
      ['/administrative-process-otv/students', 'student-view', 'MINISTRY', 'administrative-otv'],
      ['/administrative-process-otv/graduated', 'student-view', 'MINISTRY', 'administrative-otv'],
      ['/administrative-process-otv/students/preview/:id', 'student-view', 'MINISTRY', 'administrative-otv'],
    ]);
    expect(studentRoutes.filter((route) => route.menu).map((route) => route.path)).toEqual([
      '/education-process-otm/students',
      '/administrative-process-otv/students',
      '/administrative-process-otv/graduated',
    ]);
  });
});
