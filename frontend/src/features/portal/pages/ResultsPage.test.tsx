import { screen, within } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { usePortalChild } from '../store';
import { me, portalProfile } from '../testing/fixtures';
import ResultsPage from './ResultsPage';

jest.setTimeout(60_000);

const standing = (semester: number, id: number, code: string, name: string, patch: object = {}) => ({
  semester,
  edu_subject_id: id,
  code,
  name: { uz: name },
  credits: 4,
  marking_system: 'FIVE_POINT',
  final_form: 'EXAM',
  source: 'JOURNAL',
  admitted: true,
  current: 3.8,
  midterm: 4,
  final: 5,
  total: 4.3,
  grade: 4,
  letter: 'B',
  passed: true,
  state: 'PASSED',
  attempt: 1,
  ...patch,
});

const debt = standing(2, 5, 'OT-101', 'O‘zbekiston tarixi', { current: null, midterm: null, final: 1, total: 1.2, grade: 2, letter: 'F', passed: false, state: 'DEBT', attempt: 2 });

describe('results', () => {
  it('shows the GPAs, the debts with the attempt reached, and each semester’s subjects with JN, ON, YN, total, grade and letter', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });
    usePortalChild.setState({ studentId: null });
    const { calls } = mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/results/': {
        status: 200,
        body: {
          result: {
            student_id: 11,
            edu_group_id: 7,
            gpa: 3.6,
            semesters: [
              { semester: 2, gpa: 3.2, subjects: [standing(2, 4, 'FI-101', 'Fizika'), debt] },
              { semester: 3, gpa: 4, subjects: [standing(3, 3, 'DA-101', 'Dasturlash asoslari')] },
            ],
            debts: [debt],
          },
        },
      },
    });
    renderRoutes([{ path: '/portal/results', element: <ResultsPage /> }], '/portal/results');
    expect(await screen.findByTestId('portal-gpa-cumulative')).toHaveTextContent('Umumiy o‘rtacha ball (GPA): 3.6');
    expect(screen.getByTestId('portal-gpa')).toHaveTextContent('2-semestr: 3.2');
    expect(screen.getByTestId('portal-debts-count')).toHaveTextContent('Akademik qarzlar: 1');
    expect(screen.getByTestId('portal-debts')).toHaveTextContent('2-semestr · OT-101 — O‘zbekiston tarixi · jami 1.2 · 2-urinish');
    expect(calls.find((call) => call.path === '/api/v1/me/results/')?.query.get('student_id')).toBe('11');

    const semesters = screen.getAllByRole('heading', { level: 2 });
    expect(semesters.map((heading) => heading.textContent)).toEqual(['3-semestr · GPA 4', '2-semestr · GPA 3.2']);
    expect(screen.getByTestId('result-3-3')).toHaveTextContent('JN 3.8 · ON 4 · YN 5 · Jami 4.3 · Baho 4 · Harf B');
    const owed = screen.getByTestId('result-2-5');
    expect(owed).toHaveAttribute('data-state', 'DEBT');
    expect(within(owed).getByText('Akademik qarz')).toBeInTheDocument();
    expect(within(owed).getByText('2-urinish')).toBeInTheDocument();
    expect(owed).toHaveTextContent('JN — · ON — · YN 1 · Jami 1.2 · Baho 2 · Harf F');
  });
});
