import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import type { Assessment } from '../api/types';
import { curriculumAdmin, curriculumPermissions } from '../testing/fixtures';
import CurriculumAssessmentPage from './CurriculumAssessmentPage';

jest.setTimeout(60_000);

const plan = (id: number, name: string) => ({
  edu_subject_id: id,
  code: `S-${id}`,
  name: { uz: name },
  study_hours: 90,
  marking_system: 'HUNDRED_POINT' as const,
  final_form: 'EXAM' as const,
  credits: 3,
  current_entered: false,
  mark_min: 0,
  mark_max: 100,
  controls: [
    { control: 'CURRENT' as const, max_points: 40 },
    { control: 'MIDTERM' as const, max_points: 30 },
    { control: 'FINAL' as const, max_points: 30 },
  ],
});

const assessment = (editable: boolean): Assessment => ({
  curriculum_id: 5,
  rating_type: 'HUNDRED_POINT',
  status: editable ? 'NEW' : 'APPROVED',
  editable,
  version: 3,
  semesters: [{ semester_number: 1, subjects: [plan(1, 'Oliy matematika'), plan(2, 'Fizika')] }],
});

function setup(editable: boolean, put: Parameters<typeof mockFetch>[0][string]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: curriculumAdmin(curriculumPermissions) });
  const fetch = mockFetch({
    'GET /api/v1/curriculums/5/assessment/': { status: 200, body: { result: assessment(editable) } },
    'PUT /api/v1/curriculums/5/assessment/': put,
  });
  renderRoutes([{ path: '/education-process-otm/curriculums/preview/:id/assessment', element: <CurriculumAssessmentPage /> }], '/education-process-otm/curriculums/preview/5/assessment');
  return fetch;
}

const row = (key: string) => within(screen.getByTestId(`plan-${key}`));

describe('a curriculum’s assessment plans', () => {
  it('hints at once that the maxima no longer make up 100, sends the plans, and shows the server’s refusal under the row', async () => {
    const { calls } = setup(true, {
      status: 422,
      body: { error: { code: 'validation', messages: ['Ma’lumotlar noto‘g‘ri'], fields: { 'plans.1.controls': ['Nazoratlarning eng yuqori ballari yig‘indisi 100 bo‘lishi kerak, hozir 90'] } } },
    });
    await screen.findByTestId('assessment-semester-1');
    expect(row('1:2').getByTestId('plan-hint')).toHaveTextContent('Jami 100 / 100');
    const final = row('1:2').getByRole('textbox', { name: 'YN: S-2 — Fizika' });
    await userEvent.clear(final);
    await userEvent.type(final, '20');
    expect(row('1:2').getByTestId('plan-hint')).toHaveTextContent('Jami 90 / 100');
    expect(row('1:2').getByTestId('plan-hint')).toHaveAttribute('data-ok', 'false');

    await userEvent.click(screen.getByTestId('assessment-save'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'PUT')!.body as { version: number; plans: { edu_subject_id: number; controls: unknown[] }[] };
    expect(body.version).toBe(3);
    expect(body.plans[1]).toMatchObject({ edu_subject_id: 2, controls: [{ control: 'CURRENT', max_points: 40 }, { control: 'MIDTERM', max_points: 30 }, { control: 'FINAL', max_points: 20 }] });
    expect(await row('1:2').findByTestId('plan-refusal')).toHaveTextContent('Nazoratlarning eng yuqori ballari yig‘indisi 100 bo‘lishi kerak, hozir 90');
    expect(row('1:1').queryByTestId('plan-refusal')).not.toBeInTheDocument();
  });

  it('is read-only once the curriculum is approved', async () => {
    const { calls } = setup(false, { status: 200 });
    await screen.findByTestId('assessment-semester-1');
    expect(screen.getByTestId('assessment-notice')).toHaveTextContent('faqat yangi');
    expect(row('1:1').queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('plan-1:1')).toHaveTextContent('S-1 — Oliy matematika100 ballikImtihon3403030Yo‘qJami 100 / 100');
    expect(screen.queryByTestId('assessment-save')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
