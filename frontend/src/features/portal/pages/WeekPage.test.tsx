import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { usePortalChild } from '../store';
import { me, offline, portalProfile, weekAnswer } from '../testing/fixtures';
import WeekPage from './WeekPage';

jest.setTimeout(60_000);

const routes = [{ path: '/portal', element: <WeekPage /> }];
const day = (value: dayjs.Dayjs) => value.format('YYYY-MM-DD');
const today = dayjs();
const monday = today.subtract((today.day() + 6) % 7, 'day');
const sunday = monday.add(6, 'day');

function online(subject = 'Dasturlash asoslari') {
  return mockFetch({
    'GET /api/v1/me/': { status: 200, body: { result: me() } },
    'GET /api/v1/me/schedule/': (call) => ({
      status: 200,
      body: { result: weekAnswer(Number(call.query.get('student_id')), call.query.get('date_from')!, call.query.get('date_to')!, subject) },
    }),
  });
}

describe('the week', () => {
  beforeEach(() => {
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });
    usePortalChild.setState({ studentId: null });
  });

  it('shows this week Monday to Sunday, a card a day, today highlighted, lessons and exams marked as exams', async () => {
    const { calls } = online();
    renderRoutes(routes, '/portal');
    const week = await screen.findByTestId('portal-week');
    const days = within(week).getAllByRole('region');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAttribute('data-testid', `day-${day(monday)}`);
    expect(days[0]).toHaveTextContent(`Dushanba, ${monday.format('DD.MM.YYYY')}`);
    expect(days[6]).toHaveTextContent(`Yakshanba, ${sunday.format('DD.MM.YYYY')}`);
    expect(screen.getByTestId(`day-${day(today)}`)).toHaveAttribute('aria-current', 'date');
    expect(within(screen.getByTestId(`day-${day(today)}`)).getByText('Bugun')).toBeInTheDocument();
    expect(screen.getByTestId('week-range')).toHaveTextContent(`${monday.format('DD.MM.YYYY')} – ${sunday.format('DD.MM.YYYY')}`);

    const lesson = within(screen.getByTestId(`day-${day(monday)}`)).getByTestId('portal-lesson');
    expect(lesson).toHaveTextContent('1-para, 08:30–09:50');
    expect(lesson).toHaveTextContent('Dasturlash asoslari');
    expect(lesson).toHaveTextContent('Rahimov Botir');
    expect(lesson).toHaveTextContent('204 (Bosh bino)');
    const exam = within(screen.getByTestId(`day-${day(monday.add(2, 'day'))}`)).getByTestId('portal-exam');
    expect(exam).toHaveTextContent('Imtihon');
    expect(exam).toHaveTextContent('Yakuniy nazorat · 2-urinish');

    const asked = calls.find((call) => call.path === '/api/v1/me/schedule/')!;
    expect(Object.fromEntries(asked.query)).toEqual({ student_id: '11', date_from: day(monday), date_to: day(sunday) });
  });

  it('steps to the weeks before and after, Monday to Sunday each, and back to this one', async () => {
    const { calls } = online();
    const { router } = renderRoutes(routes, '/portal');
    await screen.findByTestId('portal-week');
    const asked = () => {
      const call = calls.filter((each) => each.path === '/api/v1/me/schedule/').at(-1)!;
      return [call.query.get('date_from'), call.query.get('date_to')];
    };

    await userEvent.click(screen.getByRole('button', { name: 'Keyingi hafta' }));
    await waitFor(() => expect(asked()).toEqual([day(monday.add(7, 'day')), day(sunday.add(7, 'day'))]));
    expect(router.state.location.search).toBe(`?week=${day(monday.add(7, 'day'))}`);
    expect(await screen.findByTestId(`day-${day(sunday.add(7, 'day'))}`)).toBeInTheDocument();
    expect(screen.queryByText('Bugun')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Oldingi hafta' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oldingi hafta' }));
    await waitFor(() => expect(asked()).toEqual([day(monday.subtract(7, 'day')), day(sunday.subtract(7, 'day'))]));

    await userEvent.click(screen.getByRole('button', { name: 'Joriy hafta' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId(`day-${day(today)}`)).toHaveAttribute('aria-current', 'date');
  });

  it('opens the week asked for in the address at its Monday', async () => {
    const { calls } = online();
    renderRoutes(routes, '/portal?week=2026-11-26');
    await screen.findByTestId('portal-week');
    const call = calls.find((each) => each.path === '/api/v1/me/schedule/')!;
    expect([call.query.get('date_from'), call.query.get('date_to')]).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('without the network shows the week loaded last, saying when it was loaded', async () => {
    online('Oliy matematika');
    const first = renderRoutes(routes, '/portal');
    await within(await screen.findByTestId('portal-week')).findByText('Oliy matematika');
    expect(screen.queryByTestId('kept-banner')).not.toBeInTheDocument();
    first.unmount();

    offline();
    renderRoutes(routes, '/portal');
    const week = await screen.findByTestId('portal-week');
    expect(within(week).getByText('Oliy matematika')).toBeInTheDocument();
    const banner = screen.getByTestId('kept-banner');
    expect(banner).toHaveTextContent(new RegExp(`Oxirgi yuklangan: ${today.format('DD\\.MM\\.YYYY')} \\d\\d:\\d\\d`));
    expect(screen.queryByTestId('portal-error')).not.toBeInTheDocument();
  });

  it('without the network and nothing kept for that week says it could not be loaded', async () => {
    online();
    const first = renderRoutes(routes, '/portal');
    await screen.findByTestId('portal-week');
    first.unmount();

    offline();
    renderRoutes(routes, `/portal?week=${day(monday.add(21, 'day'))}`);
    expect(await screen.findByTestId('portal-error')).toHaveTextContent('Ma’lumotni yuklab bo‘lmadi');
    expect(screen.queryByTestId('kept-banner')).not.toBeInTheDocument();
  });

  it('keeps one user’s answers from the next: signing out forgets them', async () => {
    online();
    const first = renderRoutes(routes, '/portal');
    await screen.findByTestId('portal-week');
    first.unmount();
    useSession.getState().reset();
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });

    offline();
    renderRoutes(routes, '/portal');
    expect(await screen.findByTestId('portal-error')).toBeInTheDocument();
  });
});
