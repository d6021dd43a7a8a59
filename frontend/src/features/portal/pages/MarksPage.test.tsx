import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { usePortalChild } from '../store';
import { me, offline, portalProfile } from '../testing/fixtures';
import MarksPage from './MarksPage';

jest.setTimeout(60_000);

const subject = {
  edu_subject_id: 3,
  name: { uz: 'Dasturlash asoslari' },
  absent_hours: 4,
  excused_hours: 2,
  late: 1,
  marks_average: 4.5,
  lessons: [
    { date: '2026-11-23', attendance: 'PRESENT', mark: 5 },
    { date: '2026-11-24', attendance: 'LATE', mark: 4 },
    { date: '2026-11-25', attendance: 'ABSENT', mark: null },
  ],
};

function setup(path = '/portal/marks') {
  useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });
  usePortalChild.setState({ studentId: null });
  const fetch = mockFetch({
    'GET /api/v1/me/': { status: 200, body: { result: me() } },
    'GET /api/v1/me/attendance/': (call) => ({
      status: 200,
      body: { result: { student_id: 11, semester: Number(call.query.get('semester')), subjects: call.query.get('semester') === '3' ? [subject] : [] } },
    }),
  });
  return { ...fetch, ...renderRoutes([{ path: '/portal/marks', element: <MarksPage /> }], path) };
}

describe('marks and absences', () => {
  it('shows each subject’s hours missed, lateness and average mark, and its lessons one by one when opened', async () => {
    const { calls } = setup();
    const card = await screen.findByTestId('subject-3');
    expect(card).toHaveTextContent('Qoldirilgan: 4 soat · Sababli: 2 soat');
    expect(card).toHaveTextContent('Kechikishlar: 1 · O‘rtacha baho: 4.5');
    expect(calls.find((call) => call.path === '/api/v1/me/attendance/')?.query.get('semester')).toBe('3');

    await userEvent.click(within(card).getByRole('button', { name: /Dasturlash asoslari/ }));
    const rows = await within(card).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['SanaDavomatBaho', '23.11.2026Keldi5', '24.11.2026Kechikdi4', '25.11.2026Kelmadi—']);
  });

  it('reads another semester, kept in the address', async () => {
    const { router, calls } = setup();
    await screen.findByTestId('subject-3');
    await userEvent.click(screen.getByRole('combobox', { name: 'Semestr' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['3-semestr', '2-semestr', '1-semestr']);
    await userEvent.click(options[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?semester=2'));
    expect(await screen.findByText('Bu semestrda fanlar yo‘q')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/v1/me/attendance/').at(-1)?.query.get('semester')).toBe('2');
  });

  it('without the network shows the marks loaded last under the banner', async () => {
    const first = setup();
    await screen.findByTestId('subject-3');
    first.unmount();
    offline();
    renderRoutes([{ path: '/portal/marks', element: <MarksPage /> }], '/portal/marks');
    expect(await screen.findByTestId('subject-3')).toBeInTheDocument();
    expect(screen.getByTestId('kept-banner')).toHaveTextContent(/^Oxirgi yuklangan: \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  });
});
