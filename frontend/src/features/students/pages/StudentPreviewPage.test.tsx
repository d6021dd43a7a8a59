import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import type { StatusHistoryEntry } from '../api/types';
import { list, ministryUser, student, studentAdmin, studentPermissions } from '../testing/fixtures';
import OtvStudentPreviewPage from './OtvStudentPreviewPage';
import StudentPreviewPage from './StudentPreviewPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otm/students', element: <p>students list</p> },
  { path: '/education-process-otm/students/preview/:id', element: <StudentPreviewPage /> },
  { path: '/administrative-process-otv/students/preview/:id', element: <OtvStudentPreviewPage /> },
];

const history: StatusHistoryEntry[] = [
  { id: 2, from_status: 'ON-LEAVE', to_status: 'ACTIVE', date: '2026-09-01', reason: 'Ta’tildan qaytdi', order_number: '45-B', created_at: '2026-09-01T06:30:00Z' },
  { id: 1, from_status: 'ACTIVE', to_status: 'ON-LEAVE', date: '2026-02-10', reason: 'Sog‘lig‘i', order_number: '12-A', created_at: '2026-02-10T06:30:00Z' },
];

function setup(user: Profile, path = '/education-process-otm/students/preview/11', answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/students/11/': { status: 200, body: { result: student({ status_history: history }) } },
    'GET /api/v1/audit-log/': list([]),
    'GET /api/v1/students/11/parents/': { status: 200, body: { result: [] } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('student preview', () => {
  it('shows the card and the status history with dates as DD.MM.YYYY', async () => {
    setup(studentAdmin());
    const card = await screen.findByTestId('student-preview');
    expect(within(card).getByText('Karimova Malika Akmalovna')).toBeInTheDocument();
    expect(within(card).getByText('14.03.2006')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'KI-21 (2-kurs)' })).toHaveAttribute('href', '/education-process-otm/group/preview/7');
    const table = screen.getByTestId('student-status-history');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('01.09.2026');
    expect(rows[1]).toHaveTextContent("Akademik ta'til");
    expect(rows[1]).toHaveTextContent('45-B');
    expect(rows[2]).toHaveTextContent('10.02.2026');
  });

  it('changes the status offering only the allowed ones', async () => {
    const { calls } = setup(studentAdmin(), undefined, {
      'POST /api/v1/students/11/status/': { status: 200, body: { result: student({ student_status: 'ON-LEAVE' }) } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Holatini o‘zgartirish' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Yangi holat/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(["Akademik ta'til", 'Chetlashgan', 'Bitirgan']);
    await userEvent.click(options[0]!);
    await userEvent.type(within(dialog).getByLabelText('Sabab'), 'Sog‘lig‘i');
    await userEvent.type(within(dialog).getByLabelText('Buyruq raqami'), '77-A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        status: 'ON-LEAVE',
        date: dayjs().format('YYYY-MM-DD'),
        reason: 'Sog‘lig‘i',
        order_number: '77-A',
        version: 3,
      }),
    );
    expect(await screen.findByTestId('notice')).toHaveTextContent('Holat o‘zgartirildi');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows an illegal move under the status', async () => {
    setup(studentAdmin(), undefined, {
      'POST /api/v1/students/11/status/': {
        status: 409,
        body: { error: { code: 'illegal_transition', messages: ['“O‘qimoqda” holatidan “Bitirgan” holatiga o‘tib bo‘lmaydi'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Holatini o‘zgartirish' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Yangi holat/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bitirgan' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText('“O‘qimoqda” holatidan “Bitirgan” holatiga o‘tib bo‘lmaydi')).toBeInTheDocument();
  });

  it('is read-only for the ministry and has a History tab with audit-view', async () => {
    setup(ministryUser(['student-view', 'student-edit', 'audit-view']), '/administrative-process-otv/students/preview/11');
    expect(await within(await screen.findByTestId('student-preview')).findByText('Toshkent axborot texnologiyalari universiteti')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Holatini o‘zgartirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Tarix' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Tarix' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('has a Results tab: each semester’s subjects with their controls and grade, the GPAs, and the debts highlighted', async () => {
    const standing = (id: number, code: string, name: string, patch: object) => ({
      semester: 3,
      edu_subject_id: id,
      code,
      name: { uz: name },
      credits: 3,
      marking_system: 'FIVE_POINT',
      final_form: 'EXAM',
      source: 'JOURNAL',
      current: 3.8,
      midterm: 4,
      final: 5,
      total: 4.3,
      grade: 4,
      letter: null,
      passed: true,
      state: 'PASSED',
      attempt: 1,
      ...patch,
    });
    const debt = standing(5, 'OT-101', 'O‘zbekiston tarixi', { current: null, midterm: null, final: null, total: 0, grade: 2, passed: false, state: 'DEBT' });
    const { router } = setup(studentAdmin(), '/education-process-otm/students/preview/11', {
      'GET /api/v1/students/11/results/': {
        status: 200,
        body: {
          result: {
            student_id: 11,
            edu_group_id: 7,
            gpa: 3.4,
            semesters: [{ semester: 3, gpa: 3.4, subjects: [standing(3, 'DA-101', 'Dasturlash asoslari', {}), debt] }],
            debts: [debt],
          },
        },
      },
    });
    await screen.findByTestId('student-preview');
    await userEvent.click(screen.getByRole('tab', { name: 'Natijalar' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=results'));
    const results = await screen.findByTestId('student-results');
    expect(within(results).getByTestId('results-gpa')).toHaveTextContent('Umumiy o‘rtacha ball (GPA): 3.4');
    expect(within(results).getByTestId('results-debts')).toHaveTextContent('3-semestr · OT-101 — O‘zbekiston tarixi · jami 0 · 1-urinish');
    const semester = within(results).getByTestId('results-semester-3');
    expect(semester).toHaveTextContent('3-semestr · GPA 3.4');
    const rows = within(semester).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('DA-101 — Dasturlash asoslari33.8454.34—O‘zlashtirgan');
    expect(rows[2]).toHaveAttribute('data-state', 'DEBT');
    expect(rows[2]).toHaveTextContent('Akademik qarz');
  });

  it('has a Documents tab that issues a transcript and lists it with its PDF and verification page; the ministry only reads', async () => {
    const transcript = {
      id: 40,
      public_id: '1f0c2e4a-1111-4222-8333-444455556666',
      kind: 'TRANSCRIPT',
      duplicate: false,
      number: 'T-0001-2026-000001',
      original_id: null,
      status: 'VALID',
      issued_at: '2026-11-23T06:00:00Z',
      pdf_url: '/api/v1/documents/40/pdf/',
    };
    let issued = false;
    const { calls } = setup(studentAdmin([...studentPermissions, 'student-document']), '/education-process-otm/students/preview/11', {
      'GET /api/v1/students/11/documents/': () => list(issued ? [transcript] : []),
      'POST /api/v1/students/11/documents/': () => {
        issued = true;
        return { status: 201, body: { result: transcript } };
      },
    });
    await screen.findByTestId('student-preview');
    await userEvent.click(screen.getByRole('tab', { name: 'Hujjatlar' }));
    const documents = await screen.findByTestId('student-documents');
    expect(within(documents).getByText('Talabaga hali transkript yoki ma’lumotnoma berilmagan')).toBeInTheDocument();
    await userEvent.click(within(documents).getByRole('button', { name: 'Akademik transkript berish' }));
    const row = await within(documents).findByRole('row', { name: /T-0001-2026-000001/ });
    expect(row).toHaveTextContent('Akademik transkript');
    expect(row).toHaveTextContent('Amalda');
    expect(within(row).getByRole('link', { name: 'Tekshirish sahifasi' })).toHaveAttribute('href', '/report/1f0c2e4a-1111-4222-8333-444455556666');
    const post = calls.find((call) => call.method === 'POST' && call.path === '/api/v1/students/11/documents/');
    expect(post?.body).toEqual({ kind: 'TRANSCRIPT' });
  });

  it('shows the ministry the documents without the buttons that issue them', async () => {
    setup(ministryUser(), '/administrative-process-otv/students/preview/11', {
      'GET /api/v1/students/11/documents/': list([]),
    });
    await screen.findByTestId('student-preview');
    await userEvent.click(screen.getByRole('tab', { name: 'Hujjatlar' }));
    const documents = await screen.findByTestId('student-documents');
    expect(within(documents).queryByRole('button', { name: /berish/ })).not.toBeInTheDocument();
  });
});
