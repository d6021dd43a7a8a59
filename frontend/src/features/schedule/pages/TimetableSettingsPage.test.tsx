import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { classHour, teacherPeriod } from '../testing/fixtures';
import TimetableSettingsPage from './TimetableSettingsPage';

const list = (results: unknown[]) => ({ status: 200, body: { results, count: results.length } });

const teacher = { id: 31, citizen: { last_name: 'Karimov', first_name: 'Anvar', middle_name: '' } };

function setup(permissions: string[], answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetched = mockFetch({
    'GET /api/v1/timetable-settings/': { status: 200, body: { result: { compactness: 2, min_working_days: 5, room_stability: 1, preferred_periods: 1, version: 1 } } },
    'GET /api/v1/teacher-unavailability/': list([
      teacherPeriod({ id: 1, kind: 'UNAVAILABLE', weekday: 6 }),
      teacherPeriod({ id: 2, kind: 'PREFERRED', weekday: 1, class_hour_id: 2, class_hour_number: 2 }),
    ]),
    'GET /api/v1/staffs/teachers/': list([teacher]),
    'GET /api/v1/class-hours/': list([classHour(1, 1), classHour(2, 2)].map((h) => ({ ...h, institution_id: 1, version: 1 }))),
    ...answers,
  });
  renderAt(<TimetableSettingsPage />, '/education-process-otm/timetable/settings');
  return fetched;
}

describe('TimetableSettingsPage', () => {
  it('shows each teacher period with its kind', async () => {
    setup(['edu-group-view']);
    const barred = await screen.findByTestId('teacher-period-1');
    expect(barred).toHaveAttribute('data-kind', 'UNAVAILABLE');
    expect(within(barred).getByText('Dars bera olmaydi')).toBeInTheDocument();
    expect(within(barred).getByText('Shanba')).toBeInTheDocument();
    const preferred = screen.getByTestId('teacher-period-2');
    expect(within(preferred).getByText('Afzal ko‘rgan vaqti')).toBeInTheDocument();
    expect(within(preferred).getByText('Dushanba')).toBeInTheDocument();
    // Without edu-group-edit there is neither the form nor a remove button.
    expect(screen.queryByRole('combobox', { name: 'Turi' })).not.toBeInTheDocument();
    expect(within(preferred).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a preferred period with its kind', async () => {
    const { calls } = setup(['edu-group-view', 'edu-group-edit'], {
      'POST /api/v1/teacher-unavailability/': { status: 201, body: { result: teacherPeriod({ id: 3, kind: 'PREFERRED', weekday: 1, class_hour_id: 1 }) } },
    });
    await screen.findByTestId('teacher-period-1');
    await userEvent.click(screen.getByRole('combobox', { name: 'O‘qituvchi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Karimov Anvar' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Afzal ko‘rgan vaqti' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Dars soati' }));
    const options = await screen.findAllByRole('option');
    await userEvent.click(options[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    await waitFor(() => expect(calls.some((call: Call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call: Call) => call.method === 'POST');
    expect(post?.body).toEqual({ teacher_id: 31, kind: 'PREFERRED', weekday: 1, class_hour_id: 1 });
  });
});
