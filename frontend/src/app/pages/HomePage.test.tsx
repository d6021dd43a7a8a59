import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile, teacherProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { HomePage } from './HomePage';

jest.setTimeout(60_000);

const routes = [{ path: '/', element: <HomePage /> }];
const name = (uz: string) => ({ uz, ru: uz, en: uz });

const summary = {
  institutions: 400,
  students: 1300000,
  students_by_status: [
    { key: 'ACTIVE', count: 1250000 },
    { key: 'ON-LEAVE', count: 50000 },
  ],
  students_by_course: [{ key: '1', count: 1300000 }],
  groups: 52000,
  teachers: 100000,
  staff: 120000,
  curricula_by_status: [{ key: 'NEW', count: 12 }],
  curricula_awaiting_approval: 12,
  regions: [{ region: 'Navoiy', institutions: 20, students: 60000, teachers: 5000 }],
};

describe('home page', () => {
  it('shows the ministry the national figures', async () => {
    useSession.setState({
      status: 'finished',
      authenticated: true,
      profile: profile({ permissions: ['institution-view'], role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' }, institution: null }),
    });
    mockFetch({ 'GET /api/v1/reports/summary/': { status: 200, body: { result: summary } } });
    renderRoutes(routes, '/');
    await waitFor(() => expect(screen.getByTestId('stat-institutions')).toHaveTextContent('400'));
    expect(screen.getByTestId('stat-students').textContent?.replace(/\D/g, '')).toBe('1300000');
    expect(screen.getByTestId('stat-awaiting')).toHaveTextContent('12');
    expect(screen.getByTestId('dashboard-regions')).toBeInTheDocument();
    expect(screen.queryByTestId('teacher-today')).not.toBeInTheDocument();
  });

  it('asks nothing of the reports for a role that does not read them', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['user-view'] }) });
    const { calls } = mockFetch({});
    renderRoutes(routes, '/');
    await screen.findByTestId('welcome');
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/v1/reports/'))).toBe(false);
  });

  it('shows a teacher today’s lessons and the topics left to enter', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile() });
    const today = dayjs().format('YYYY-MM-DD');
    const lesson = {
      schedule_id: 1,
      date: today,
      class_hour: { id: 1, number: 1, start_time: '08:30', end_time: '09:50' },
      edu_group: { id: 3, name: 'AT-26-01' },
      edu_subject: { id: 4, code: 'F1', name: name('Fizika') },
      institution: { id: 1, name: name('TATU') },
      lesson_type: 'LECTURE',
      room: { id: 5, name: '101', building_name: 'A', capacity: 30 },
      teacher: { id: 6, full_name: 'Karimova Dilnoza' },
    };
    mockFetch({
      'GET /api/v1/teachers/class-schedule/': {
        status: 200,
        body: { result: { month: today.slice(0, 7), has_lessons: true, days: [{ date: today, weekday: 1, lessons: [lesson] }] } },
      },
      'GET /api/v1/teachers/edu-groups/': {
        status: 200,
        body: {
          results: [{ edu_group: { id: 3, name: 'AT-26-01' }, edu_subject: { id: 4, name: name('Fizika') }, lessons_held: 10, topics_entered: 7, topics_left: 3 }],
          count: 1,
        },
      },
    });
    renderRoutes(routes, '/');
    const lessons = await screen.findByTestId('today-lessons');
    await waitFor(() => expect(within(lessons).getByText(/08:30–09:50 · Fizika/)).toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('topics-left')).toHaveTextContent('3 ta darsga mavzu kiritilmagan'));
    expect(screen.queryByTestId('dashboard')).not.toBeInTheDocument();
  });
});
