import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { teacherProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { lesson } from '../testing/fixtures';
import TodayPage from './TodayPage';

jest.setTimeout(60_000);

describe('the teacher’s day', () => {
  it('lists today’s lessons with their roll’s state, each leading to its roll, and moves to another day', async () => {
    const today = dayjs().format('YYYY-MM-DD');
    const future = dayjs().add(7, 'day').format('YYYY-MM-DD');
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile() });
    const { calls } = mockFetch({
      'GET /api/v1/journal/lessons/': (call) => {
        const date = call.query.get('date')!;
        const results =
          date === today
            ? [lesson({ date, journal_state: 'OPEN' }), lesson({ schedule_id: 9, date, journal_state: 'TAKEN', taken: true })]
            : [lesson({ date, schedule_id: 11 })];
        return { status: 200, body: { results, count: results.length } };
      },
    });
    const { router } = renderRoutes([{ path: '/teacher/today', element: <TodayPage /> }], '/teacher/today');
    const open = await screen.findByTestId(`lesson-7-${today}`);
    expect(open).toHaveAttribute('href', `/teacher/journal/7/${today}`);
    expect(within(open).getByTestId('lesson-state')).toHaveTextContent('Davomat olinmagan');
    expect(within(open).getByText('Dasturlash asoslari')).toBeInTheDocument();
    expect(within(open).getByText('2-para · 10:00–11:20')).toBeInTheDocument();
    expect(within(screen.getByTestId(`lesson-9-${today}`)).getByTestId('lesson-state')).toHaveTextContent('Davomat olingan');
    expect(calls[0]!.query.get('date')).toBe(today);

    await userEvent.click(screen.getByRole('button', { name: 'Keyingi hafta' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${future}`));
    // A day still to come shows its lessons as upcoming, whatever their roll.
    expect(within(await screen.findByTestId(`lesson-11-${future}`)).getByTestId('lesson-state')).toHaveTextContent('Hali o‘tilmagan');
    await userEvent.click(screen.getByRole('button', { name: 'Bugunga qaytish' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says when a day has no lessons', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile() });
    mockFetch({ 'GET /api/v1/journal/lessons/': { status: 200, body: { results: [], count: 0 } } });
    renderRoutes([{ path: '/teacher/today', element: <TodayPage /> }], '/teacher/today?date=2026-11-29');
    expect(await screen.findByTestId('no-lessons')).toHaveTextContent('Bu kunda darslar yo‘q');
    expect(screen.getByTestId('day-title')).toHaveTextContent('Yakshanba, 29.11.2026');
    // The week of a Sunday shows Monday to Sunday; another week, Monday to Saturday.
    expect(within(screen.getByRole('group', { name: 'Hafta kunlari' })).getAllByRole('button')).toHaveLength(7);
  });
});
