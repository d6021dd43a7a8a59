import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import AttendancePage from './AttendancePage';

jest.setTimeout(60_000);

const row = { student_id: 91, full_name: 'Ergashev Ulug‘bek', edu_group: { id: 4, name: 'AT-26-01' }, institution_id: 1, semester: 1, unexcused_hours: 30, excused_hours: 4, level: 'WARNING' };

function setup(permissions: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/journal/attendance/': { status: 200, body: { results: [row], count: 1 } },
    'GET /api/v1/edu-groups/': { status: 200, body: { results: [{ id: 4, name: 'AT-26-01' }], count: 1 } },
    'GET /api/v1/journal/absences/91/excuses/': {
      status: 200,
      body: { results: [{ id: 3, student_id: 91, date_from: '2026-11-02', date_to: '2026-11-06', reason: 'Kasallik', document: '086-son ma’lumotnoma', lessons_excused: 2, created_by: 'Aliyev Vali', created_at: '2026-11-07T09:00:00Z' }], count: 1 },
    },
    'POST /api/v1/journal/absences/91/excuse/': { status: 200, body: { result: { id: 4, student_id: 91, date_from: '2026-11-16', date_to: '2026-11-18', reason: 'Kasallik', document: '12', lessons_excused: 3, created_at: '2026-11-20T09:00:00Z' } } },
  });
  const rendered = renderRoutes([{ path: '/education-process-otm/attendance', element: <AttendancePage /> }], '/education-process-otm/attendance');
  return { ...fetch, ...rendered };
}

describe('the absence thresholds', () => {
  it('lists the students past a threshold with the level filter in the URL, and each one’s excused spans', async () => {
    const { calls, router } = setup(['journal-view', 'edu-group-view', 'student-view']);
    const student = (await screen.findByText('Ergashev Ulug‘bek')).closest('tr')!;
    expect(student).toHaveTextContent('AT-26-01');
    expect(student).toHaveTextContent('30');
    expect(within(student).getByText('Ogohlantirish')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sababli qilish' })).not.toBeInTheDocument();
    await userEvent.click(within(student).getByRole('button', { name: 'Sababli qilingan kunlar' }));
    expect(await screen.findByTestId('excuse-history-91')).toHaveTextContent('02.11.2026 – 06.11.2026');
    expect(screen.getByTestId('excuse-history-91')).toHaveTextContent('086-son ma’lumotnoma');

    await userEvent.click(screen.getByRole('combobox', { name: 'Daraja' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Hayfsan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?threshold=REPRIMAND'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/journal/attendance/').at(-1)!.query.get('threshold')).toBe('REPRIMAND'));
  });

  it('excuses a span of a student’s absences with the reason and the document, and says how many lessons it turned', async () => {
    const { calls } = setup(['journal-view', 'attendance-excuse']);
    await userEvent.click(await screen.findByRole('button', { name: 'Sababli qilish' }));
    const dialog = await screen.findByTestId('excuse-form');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Sanani tanlang' })[0]!);
    await userEvent.click(await screen.findByRole('gridcell', { name: '1' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sabab' }), 'Kasallik');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Asoslovchi hujjat' }), '12-son ma’lumotnoma');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      date_from: dayjs().date(1).format('YYYY-MM-DD'),
      date_to: dayjs().format('YYYY-MM-DD'),
      reason: 'Kasallik',
      document: '12-son ma’lumotnoma',
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('3 ta dars sababli qilindi');
  });
});
