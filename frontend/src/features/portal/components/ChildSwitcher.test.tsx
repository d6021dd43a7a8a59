import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import MarksPage from '../pages/MarksPage';
import { usePortalChild } from '../store';
import { jasur, malika, me, portalProfile, portalStudent } from '../testing/fixtures';
import { ChildSwitcher } from './ChildSwitcher';

jest.setTimeout(60_000);

const routes = [
  {
    path: '/portal/marks',
    element: (
      <>
        <ChildSwitcher />
        <MarksPage />
      </>
    ),
  },
];

const parent = { id: 502, username: 'parent', name: 'Karimov Akmal' };

function answers(students = [malika, jasur]) {
  return mockFetch({
    'GET /api/v1/me/': { status: 200, body: { result: me(students, parent) } },
    'GET /api/v1/me/attendance/': (call) => ({
      status: 200,
      body: {
        result: {
          student_id: Number(call.query.get('student_id')),
          semester: Number(call.query.get('semester')),
          subjects: [
            {
              edu_subject_id: 3,
              name: { uz: call.query.get('student_id') === '12' ? 'Fizika' : 'Dasturlash asoslari' },
              absent_hours: 4,
              excused_hours: 2,
              late: 1,
              marks_average: 4.5,
              lessons: [
                { date: '2026-11-23', attendance: 'PRESENT', mark: 5 },
                { date: '2026-11-25', attendance: 'ABSENT', mark: null },
              ],
            },
          ],
        },
      },
    }),
  });
}

describe('the child switcher', () => {
  beforeEach(() => {
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile('PARENT') });
    usePortalChild.setState({ studentId: null });
  });

  it('lets a parent of two children switch between them, asking for the chosen child’s record, and remembers the choice', async () => {
    const { calls } = answers();
    renderRoutes(routes, '/portal/marks');
    const switcher = await screen.findByTestId('portal-student');
    expect(within(switcher).getByRole('combobox', { name: 'Farzand' })).toHaveTextContent('Karimova Malika Akmalovna');
    expect(within(switcher).getByTestId('portal-student-group')).toHaveTextContent('KI-21');
    expect(await screen.findByText('Dasturlash asoslari')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/v1/me/attendance/')?.query.get('student_id')).toBe('11');

    await userEvent.click(within(switcher).getByRole('combobox', { name: 'Farzand' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karimov Jasur Akmalovich' }));

    await waitFor(() => expect(screen.getByTestId('portal-student')).toHaveAttribute('data-student-id', '12'));
    expect(within(screen.getByTestId('portal-student')).getByRole('combobox', { name: 'Farzand' })).toHaveTextContent('Karimov Jasur Akmalovich');
    expect(screen.getByTestId('portal-student-group')).toHaveTextContent('AT-25');
    expect(await screen.findByText('Fizika')).toBeInTheDocument();
    const last = calls.filter((call) => call.path === '/api/v1/me/attendance/').at(-1)!;
    // The second child is in the first semester: the semester follows the child.
    expect([last.query.get('student_id'), last.query.get('semester')]).toEqual(['12', '1']);
    expect(JSON.parse(window.localStorage.getItem('emis-portal-child')!).state).toEqual({ studentId: 12 });
  });

  it('opens on the child chosen before, and on the first when that child is no longer linked', async () => {
    usePortalChild.setState({ studentId: 12 });
    answers();
    const first = renderRoutes(routes, '/portal/marks');
    await waitFor(() => expect(screen.getByTestId('portal-student')).toHaveAttribute('data-student-id', '12'));
    first.unmount();

    usePortalChild.setState({ studentId: 99 });
    answers();
    renderRoutes(routes, '/portal/marks');
    await waitFor(() => expect(screen.getByTestId('portal-student')).toHaveAttribute('data-student-id', '11'));
  });

  it('shows a student with one record their name, with no choice to make', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile('STUDENT') });
    answers([portalStudent()]);
    renderRoutes(routes, '/portal/marks');
    expect(await screen.findByTestId('portal-student-name')).toHaveTextContent('Karimova Malika Akmalovna');
    expect(screen.queryByRole('combobox', { name: 'Farzand' })).not.toBeInTheDocument();
  });

  it('tells a parent with no linked child so', async () => {
    answers([]);
    renderRoutes(routes, '/portal/marks');
    expect(await screen.findByTestId('portal-no-student')).toHaveTextContent('Hisobingizga talaba biriktirilmagan');
    expect(screen.queryByTestId('portal-student')).not.toBeInTheDocument();
  });
});
