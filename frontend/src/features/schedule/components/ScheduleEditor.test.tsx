import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { mockFetch, type Call } from '@/test/fetch';
import { renderAt } from '@/test/render';
import { calendarLesson } from '../testing/fixtures';
import type { LessonFormValues } from './lesson-form';
import { ScheduleEditor } from './ScheduleEditor';

const list = (results: unknown[]) => ({ status: 200, body: { results, count: results.length } });

const references = {
  'GET /api/v1/edu-groups/5/subjects/': list([{ id: 11, code: 'MAT101', name: { uz: 'Oliy matematika' }, study_hours: 60 }]),
  'GET /api/v1/staffs/teachers/': list([]),
  'GET /api/v1/rooms/': list([]),
  'GET /api/v1/class-hours/': list([{ id: 2, number: 2, start_time: '10:00', end_time: '11:20', institution_id: 1, version: 1 }]),
};

const filled: LessonFormValues = {
  edu_subject_id: 11,
  teacher_id: 31,
  room_id: 41,
  class_hour_id: 2,
  weekday: 3,
  lesson_type: 'LECTURE',
  subgroup: '',
  start_date: dayjs('2025-09-03'),
  end_date: null,
};

describe('ScheduleEditor', () => {
  it('keeps the add dialog open with the clash the server names (409)', async () => {
    const clash = 'O‘qituvchining bu vaqtda boshqa darsi bor: KI-22, Chorshanba, 2-para';
    const { calls } = mockFetch({
      ...references,
      'POST /api/v1/schedules/': { status: 409, body: { error: { code: 'schedule_teacher_busy', messages: [clash] } } },
    });
    const onChange = jest.fn();
    renderAt(<ScheduleEditor groupId={5} state={{ kind: 'add', initial: filled }} onChange={onChange} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));

    expect(await screen.findByTestId('lesson-error')).toHaveTextContent(clash);
    const post = calls.find((call: Call) => call.method === 'POST');
    expect(post?.body).toEqual({
      edu_group_id: 5,
      subgroup: null,
      edu_subject_id: 11,
      teacher_id: 31,
      room_id: 41,
      weekday: 3,
      class_hour_id: 2,
      lesson_type: 'LECTURE',
      start_date: '2025-09-03',
      end_date: null,
      version: null,
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('lesson-form')).toBeInTheDocument();
  });

  it('shows a 422 field error under its field', async () => {
    mockFetch({
      ...references,
      'POST /api/v1/schedules/': {
        status: 422,
        body: { error: { code: 'validation_failed', messages: ['Xona kichik'], fields: { room_id: ['Xonaga guruh sig‘maydi'] } } },
      },
    });
    renderAt(<ScheduleEditor groupId={5} state={{ kind: 'add', initial: filled }} onChange={jest.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Xonaga guruh sig‘maydi')).toBeInTheDocument();
    expect(screen.queryByTestId('lesson-error')).not.toBeInTheDocument();
  });

  it('deletes one day of a lesson with scope=day and its date', async () => {
    const { calls } = mockFetch({ 'DELETE /api/v1/schedules/7/': { status: 204 } });
    const onChange = jest.fn();
    renderAt(<ScheduleEditor groupId={5} state={{ kind: 'lesson', lesson: calendarLesson({ schedule_id: 7, date: '2025-09-10' }) }} onChange={onChange} />);
    await userEvent.click(screen.getByTestId('lesson-delete-day'));
    const dialog = await screen.findByRole('dialog', { name: /Tasdiqlash|tasdiqla/i });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ kind: 'idle' }));
    const call = calls.find((item) => item.method === 'DELETE');
    expect(call?.query.get('scope')).toBe('day');
    expect(call?.query.get('date')).toBe('2025-09-10');
  });
});
