import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { candidate, document, graduate, graduateAdmin } from '../testing/fixtures';
import ExamRatingPage from './ExamRatingPage';
import GraduatePreviewPage from './GraduatePreviewPage';
import GraduatesListPage from './GraduatesListPage';
import NamingPage from './NamingPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otm/graduates', element: <GraduatesListPage /> },
  { path: '/education-process-otm/graduates/preview/:id', element: <GraduatePreviewPage /> },
  { path: '/education-process-otm/graduates/exam-rating/:id', element: <ExamRatingPage /> },
  { path: '/education-process-otm/graduates/naming/:id', element: <NamingPage /> },
];

const list = <T,>(results: T[]) => ({ status: 200, body: { results, count: results.length } });

function setup(path: string, answers: Parameters<typeof mockFetch>[0], user: Profile = graduateAdmin()) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({ 'GET /api/v1/edu-groups/': list([{ id: 3, name: 'KI-21', course: 4 }]), ...answers });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('graduates list', () => {
  it('lists candidates and graduates and filters by stage in the query', async () => {
    const { calls } = setup('/education-process-otm/graduates', {
      'GET /api/v1/graduates/': list([candidate(), graduate({ id: 13, fio: 'Aliyeva Dilnoza' })]),
    });
    expect(await screen.findByRole('link', { name: 'Karimov Jasur Olim o‘g‘li' })).toHaveAttribute('href', '/education-process-otm/graduates/preview/12');
    const graduatedRow = screen.getByRole('link', { name: 'Aliyeva Dilnoza' }).closest('tr')!;
    expect(graduatedRow).toHaveTextContent('B 1234567');
    expect(graduatedRow).toHaveTextContent('30.06.2027');
    expect(screen.getByText('Jami: 2 ta')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Holati' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bitirgan' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/graduates/' && call.query.get('status') === 'GRADUATED')).toBe(true));
  });

  it('follows a group’s documents to the end with their progress', async () => {
    let asked = 0;
    const { calls } = setup('/education-process-otm/graduates', {
      'GET /api/v1/graduates/': list([graduate()]),
      'POST /api/v1/edu-groups/3/documents/': {
        status: 202,
        body: { result: { id: 9, edu_group_id: 3, kind: 'DIPLOMA', status: 'RUNNING', total: 2, done: 0, failed: [], started_at: '2027-07-01T09:00:00Z', finished_at: null } },
      },
      'GET /api/v1/document-jobs/9/': () => {
        asked += 1;
        const done = asked > 1;
        return {
          status: 200,
          body: {
            result: {
              id: 9,
              edu_group_id: 3,
              kind: 'DIPLOMA',
              status: done ? 'DONE' : 'RUNNING',
              total: 2,
              done: done ? 1 : 0,
              failed: done ? [{ student_id: 14, fio: 'Toshmatov Bekzod', message: 'Diplom ma’lumotlari kiritilmagan' }] : [],
              started_at: '2027-07-01T09:00:00Z',
              finished_at: done ? '2027-07-01T09:00:02Z' : null,
            },
          },
        };
      },
    });
    await userEvent.click(await screen.findByTestId('group-documents'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Guruh/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'KI-21' }));
    await userEvent.click(within(dialog).getByTestId('group-documents-start'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'DIPLOMA' }));
    const progress = await within(dialog).findByTestId('group-documents-progress');
    await waitFor(() => expect(progress).toHaveAttribute('data-status', 'DONE'), { timeout: 5000 });
    expect(progress).toHaveTextContent('1 / 2 tayyor');
    expect(progress).toHaveTextContent('Toshmatov Bekzod');
    expect(progress).toHaveTextContent('Diplom ma’lumotlari kiritilmagan');
  });
});

describe('graduate preview', () => {
  it('lists exactly what a candidate misses and offers what the record allows', async () => {
    setup('/education-process-otm/graduates/preview/12', { 'GET /api/v1/graduates/12/': { status: 200, body: { result: candidate() } } });
    const readiness = await screen.findByTestId('readiness');
    expect(readiness).toHaveAttribute('data-ready', 'false');
    expect(readiness).toHaveTextContent('2-semestr: Dasturlash — 40 (o‘tmagan)');
    expect(readiness).toHaveTextContent('2-semestr: Fizika — baho yo‘q');
    expect(readiness).toHaveTextContent('DAK: Mutaxassislik fanlari — baho yo‘q');
    expect(screen.queryByTestId('graduate-action')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DAK baholari' })).toHaveAttribute('href', '/education-process-otm/graduates/exam-rating/12');
    expect(screen.getByTestId('issue-CERTIFICATE')).toBeInTheDocument();
    expect(screen.queryByTestId('issue-DIPLOMA')).not.toBeInTheDocument();
    const record = screen.getByTestId('graduate-record');
    expect(within(record).getByText('Oliy matematika').closest('tr')).toHaveTextContent('81');
  });

  it('graduates a ready candidate and shows a refusal naming what is missing', async () => {
    const ready = candidate({ readiness: { ready: true, missing_subjects: [], missing_exams: [] }, allowed_actions: ['graduate', 'naming'] });
    let refuse = true;
    const { calls } = setup('/education-process-otm/graduates/preview/12', {
      'GET /api/v1/graduates/12/': { status: 200, body: { result: ready } },
      'POST /api/v1/graduates/12/graduate/': () =>
        refuse
          ? { status: 422, body: { error: { code: 'graduation_incomplete', messages: ['2-semestr: Fizika — baho qo‘yilmagan'] } } }
          : { status: 200, body: { result: graduate() } },
    });
    await userEvent.click(await screen.findByTestId('graduate-action'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Buyruq raqami/), '123-T');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('graduate-error')).toHaveTextContent('2-semestr: Fizika — baho qo‘yilmagan');
    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({ order_number: '123-T' });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Talaba bitiruvchi sifatida qayd etildi');
  });

  it('shows the documents with their verification link and issues a duplicate', async () => {
    const duplicate = document({ id: 40, duplicate: true, original_id: 31, number: 'B 1234567-D1', public_id: 'aaaa' });
    let issued = false;
    const { calls } = setup('/education-process-otm/graduates/preview/12', {
      'GET /api/v1/graduates/12/': () => ({ status: 200, body: { result: graduate(issued ? { documents: [duplicate, document()] } : {}) } }),
      'POST /api/v1/graduates/12/documents/': () => {
        issued = true;
        return { status: 201, body: { result: duplicate } };
      },
    });
    const documents = await screen.findByTestId('graduate-documents');
    expect(within(documents).getByRole('link', { name: 'Tekshirish sahifasi' })).toHaveAttribute('href', '/report/1f0c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6');
    await userEvent.click(within(documents).getByTestId('issue-DIPLOMA-duplicate'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'DIPLOMA', duplicate: true }));
    const row = await within(documents).findByText('B 1234567-D1');
    expect(row.closest('tr')).toHaveTextContent('B 1234567 dublikati');
    expect(row.closest('tr')).toHaveAttribute('data-duplicate', 'true');
  });
});

describe('exam ratings and naming', () => {
  it('saves the changed DAK ratings and refuses one off the scale before sending', async () => {
    const sheet = {
      rating_type: 'HUNDRED_POINT',
      min_rating: 3,
      max_rating: 100,
      passing_rating: 55,
      exams: [{ exam_id: 5, name: { uz: 'Mutaxassislik fanlari', ru: '', en: '' }, study_hours: 40, rating: null }],
    };
    const { calls } = setup('/education-process-otm/graduates/exam-rating/12', {
      'GET /api/v1/graduates/12/': { status: 200, body: { result: candidate() } },
      'GET /api/v1/graduates/12/exam-ratings/': { status: 200, body: { result: sheet } },
      'PUT /api/v1/graduates/12/exam-ratings/': (call) => ({
        status: 200,
        body: { result: { ...sheet, exams: [{ ...sheet.exams[0], rating: (call.body as { ratings: { rating: number }[] }).ratings[0]!.rating }] } },
      }),
    });
    const input = await screen.findByRole('spinbutton', { name: 'Mutaxassislik fanlari' });
    await userEvent.type(input, '101');
    await userEvent.click(screen.getByTestId('exam-ratings-save'));
    expect(await screen.findByText('3 dan 100 gacha butun son kiriting')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '88');
    await userEvent.click(screen.getByTestId('exam-ratings-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ratings: [{ exam_id: 5, rating: 88 }] }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Baholar saqlandi');
  });

  it('shows a diploma number taken elsewhere under the number', async () => {
    const empty = { qualification: { uz: '', ru: '', en: '' }, diploma_series: '', diploma_number: '', version: 0 };
    const { calls } = setup('/education-process-otm/graduates/naming/12', {
      'GET /api/v1/graduates/12/': { status: 200, body: { result: candidate() } },
      'GET /api/v1/graduates/12/naming/': { status: 200, body: { result: empty } },
      'PUT /api/v1/graduates/12/naming/': {
        status: 409,
        body: { error: { code: 'diploma_number_taken', messages: ['Bu seriya va raqamli diplom allaqachon berilgan'] } },
      },
    });
    const form = await screen.findByTestId('naming-form');
    await userEvent.type(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Muhandis');
    await userEvent.type(within(form).getByLabelText(/Diplom seriyasi/), 'b1');
    await userEvent.type(within(form).getByLabelText(/Diplom raqami/), '12a34567');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        qualification: { uz: 'Muhandis', ru: '', en: '' },
        diploma_series: 'B',
        diploma_number: '1234567',
        version: 0,
      }),
    );
    expect(await within(form).findByText('Bu seriya va raqamli diplom allaqachon berilgan')).toBeInTheDocument();
  });
});
