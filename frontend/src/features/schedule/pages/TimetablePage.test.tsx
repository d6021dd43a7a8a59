import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { classHour, draftLesson, runSummary, timetableRun } from '../testing/fixtures';
import TimetablePage from './TimetablePage';

const list = (results: unknown[]) => ({ status: 200, body: { results, count: results.length } });

const lessons = [
  draftLesson({ id: 1, weekday: 1, class_hour_id: 2, class_hour: classHour(2, 2) }),
  draftLesson({ id: 2, weekday: 3, class_hour_id: 1, class_hour: classHour(1, 1), edu_subject: { id: 12, code: 'FIZ101', name: { uz: 'Fizika', ru: '', en: '' } } }),
];

const references = {
  'GET /api/v1/schedules/': list([draftLesson({ id: 77, weekday: 2, class_hour_id: 1, class_hour: classHour(1, 1), edu_subject: { id: 13, code: 'IT101', name: { uz: 'Informatika', ru: '', en: '' } } })]),
  'GET /api/v1/rooms/': list([{ id: 41, name: '204', capacity: 30, building_id: 1, building_name: 'A bino', floor: 2, kind: 'LECTURE', version: 1 }]),
  'GET /api/v1/class-hours/': list([classHour(1, 1), classHour(2, 2)].map((h) => ({ ...h, institution_id: 1, version: 1 }))),
  'GET /api/v1/timetable-runs/': list([]),
};

function setup(permissions: string[], answers: Parameters<typeof mockFetch>[0]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetched = mockFetch({ ...references, ...answers });
  renderAt(<TimetablePage />, '/education-process-otm/timetable?run=9');
  return fetched;
}

describe('TimetablePage', () => {
  it('shows a running run with its progress and stops it', async () => {
    const { calls } = setup(['edu-group-view', 'edu-group-edit'], {
      'GET /api/v1/timetable-runs/9/': { status: 200, body: { result: timetableRun({ status: 'RUNNING', progress: 0.4, unplaced: [] }) } },
      'POST /api/v1/timetable-runs/9/stop/': { status: 200, body: { result: timetableRun({ status: 'RUNNING', progress: 0.4, stop_requested: true }) } },
    });
    expect(await screen.findByText('Tuzilmoqda')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('run-start')).toBeDisabled();
    await userEvent.click(screen.getByTestId('run-stop'));
    await waitFor(() => expect(calls.some((call: Call) => call.method === 'POST' && call.path === '/api/v1/timetable-runs/9/stop/')).toBe(true));
  });

  it('lists what was not placed, shows the draft week and keeps the move dialog open on a clash', async () => {
    const clash = 'KI-21 guruhi dushanba kuni 2-para vaqtida band';
    const { calls } = setup(['edu-group-view', 'edu-group-edit'], {
      'GET /api/v1/timetable-runs/9/': { status: 200, body: { result: timetableRun() } },
      'GET /api/v1/timetable-runs/9/lessons/': list(lessons),
      'PUT /api/v1/timetable-runs/9/lessons/2/': { status: 409, body: { error: { code: 'schedule_group_busy', messages: [clash] } } },
    });
    expect(await screen.findByText('Bu fanni o‘qitadigan o‘qituvchi yo‘q')).toBeInTheDocument();
    expect(screen.getByTestId('run-summary')).toHaveTextContent('2 / 3');
    const week = await screen.findByTestId('draft-week');
    expect(within(week).getByText('Dushanba')).toBeInTheDocument();
    expect(await within(week).findByTestId('published-lesson-77')).toHaveTextContent('IT101');
    await userEvent.click(within(week).getByTestId('draft-lesson-2'));
    const dialog = await screen.findByTestId('move-lesson-form');
    expect(dialog).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('move-lesson-error')).toHaveTextContent(clash);
    const put = calls.find((call: Call) => call.method === 'PUT');
    expect(put?.body).toEqual({ weekday: 3, class_hour_id: 1, room_id: 41, version: 1 });
    expect(screen.getByTestId('run-publish')).toBeInTheDocument();
  });

  it('publishes after confirmation', async () => {
    const { calls } = setup(['edu-group-view', 'edu-group-edit'], {
      'GET /api/v1/timetable-runs/9/': { status: 200, body: { result: timetableRun() } },
      'GET /api/v1/timetable-runs/9/lessons/': list(lessons),
      'POST /api/v1/timetable-runs/9/publish/': {
        status: 200,
        body: { result: { run: timetableRun({ published_at: '2026-11-24T10:05:00Z' }), lessons: 2 } },
      },
    });
    await userEvent.click(await screen.findByTestId('run-publish'));
    await userEvent.click(await screen.findByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('run-published')).toHaveTextContent('24.11.2026');
    expect(calls.filter((call: Call) => call.method === 'POST' && call.path.endsWith('/publish/'))).toHaveLength(1);
    expect(screen.queryByTestId('run-publish')).not.toBeInTheDocument();
  });

  it('shows the draft read-only without edu-group-edit', async () => {
    setup(['edu-group-view'], {
      'GET /api/v1/timetable-runs/9/': { status: 200, body: { result: timetableRun() } },
      'GET /api/v1/timetable-runs/9/lessons/': list(lessons),
    });
    expect(await screen.findByTestId('draft-week')).toBeInTheDocument();
    expect(screen.queryByTestId('run-form')).not.toBeInTheDocument();
    expect(screen.queryByTestId('draft-lesson-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('run-publish')).not.toBeInTheDocument();
  });

  it('lists earlier runs newest first and opens a draft that still exists', async () => {
    const runs = [
      runSummary({ id: 9, placed: 2, unplaced: 1, total: 3, penalty: 12 }),
      runSummary({ id: 8, status: 'STOPPED', placed: 20, unplaced: 2, penalty: 40 }),
      runSummary({ id: 7, published_at: '2026-11-20T08:00:00Z', draft_open: false }),
      runSummary({ id: 6, status: 'FAILED', penalty: null, finished_at: null, draft_open: false }),
    ];
    const { calls } = setup(['edu-group-view'], {
      'GET /api/v1/timetable-runs/': { status: 200, body: { results: runs, count: 4 } },
      'GET /api/v1/timetable-runs/9/': { status: 200, body: { result: timetableRun() } },
      'GET /api/v1/timetable-runs/9/lessons/': list(lessons),
      'GET /api/v1/timetable-runs/8/': { status: 200, body: { result: timetableRun({ id: 8, status: 'STOPPED', unplaced: [] }) } },
      'GET /api/v1/timetable-runs/8/lessons/': list([]),
    });
    const history = await screen.findByTestId('run-history');
    const rows = await within(history).findAllByTestId(/^run-history-/);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['run-history-9', 'run-history-8', 'run-history-7', 'run-history-6']);
    expect(within(rows[1]!).getByText('To‘xtatildi')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('40');
    expect(rows[2]).toHaveTextContent('20.11.2026');
    // The run shown has no button; a published or failed run's draft cannot be opened.
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]!).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.find((call: Call) => call.path === '/api/v1/timetable-runs/')?.query.get('page')).toBe('1');
    await userEvent.click(within(rows[1]!).getByTestId('run-open-8'));
    await waitFor(() => expect(screen.getByTestId('run-status')).toHaveAttribute('data-status', 'STOPPED'));
    expect(calls.some((call: Call) => call.path === '/api/v1/timetable-runs/8/lessons/')).toBe(true);
  });
});
