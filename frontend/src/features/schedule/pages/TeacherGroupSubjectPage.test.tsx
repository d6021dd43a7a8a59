import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import type { HeldLesson, LessonJournal } from '../api/types';
import TeacherGroupSubjectPage from './TeacherGroupSubjectPage';

const held = (date: string, patch: Partial<HeldLesson> = {}): HeldLesson => ({
  schedule_id: 7,
  date,
  class_hour: { id: 2, number: 2, start_time: '10:00', end_time: '11:20' },
  subgroup: null,
  subgroup_name: null,
  room: { id: 41, name: '204', capacity: 30, building_name: 'A bino' },
  lesson_type: 'LECTURE',
  topics: [],
  ...patch,
});

const journal: LessonJournal = {
  edu_group: { id: 5, name: 'KI-21' },
  edu_subject: { id: 11, code: 'MAT101', name: { uz: 'Oliy matematika' } },
  lessons_held: 2,
  topics_entered: 1,
  topics_left: 1,
  lessons: [held('2025-09-03', { topics: [{ id: 1, name: 'Matritsalar', order: 1 }] }), held('2025-09-10'), held('2999-01-01')],
};

const path = '/teacher/groups/preview/:id/subject/:subjectId';

describe('TeacherGroupSubjectPage', () => {
  it('shows the counts, leaves a future lesson disabled and records the chosen topics of a held one', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/teachers/edu-groups/5/edu_subjects/11/lessons/': { status: 200, body: { result: journal } },
      'GET /api/v1/teachers/topics/': {
        status: 200,
        body: {
          results: [
            { id: 1, edu_subject_id: 11, name: 'Matritsalar', hours: 2, lesson_type: 'LECTURE', order: 1, version: 1 },
            { id: 2, edu_subject_id: 11, name: 'Determinantlar', hours: 2, lesson_type: 'LECTURE', order: 2, version: 1 },
          ],
          count: 2,
        },
      },
      'POST /api/v1/teachers/edu-groups/5/edu_subjects/11/add-topics/': { status: 200, body: { result: { date: '2025-09-10', class_hour_id: 2, topic_ids: [2] } } },
    });
    renderRoutes([{ path, element: <TeacherGroupSubjectPage /> }], '/teacher/groups/preview/5/subject/11');

    expect(await screen.findByTestId('lessons-held')).toHaveTextContent('2');
    expect(screen.getByTestId('topics-entered')).toHaveTextContent('1');
    expect(screen.getByTestId('topics-left')).toHaveTextContent('1');
    expect(screen.getByText('1. Matritsalar')).toBeInTheDocument();
    expect(screen.getByTestId('enter-topics-2999-01-01-2')).toBeDisabled();

    await userEvent.click(screen.getByTestId('enter-topics-2025-09-10-2'));
    const dialog = await screen.findByTestId('lesson-topics-form');
    await userEvent.click(await within(dialog).findByLabelText('2. Determinantlar'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: '2025-09-10', class_hour_id: 2, topic_ids: [2] });
  });
});
