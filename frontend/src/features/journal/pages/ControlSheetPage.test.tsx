import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { Sheet } from '../api/types';
import { controlSheet } from '../testing/fixtures';
import ControlSheetPage from './ControlSheetPage';

jest.setTimeout(60_000);

const SHEET = '/api/v1/control-sheets/5/2/MIDTERM/';
const ADMIN = ['journal-view', 'journal-edit', 'control-sheet-edit', 'control-sheet-close', 'control-sheet-reopen'];

function setup(sheet: Sheet, permissions = ADMIN) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  // The server's sheet as the calls change it.
  let stored = sheet;
  const fetch = mockFetch({
    [`GET ${SHEET}`]: () => ({ status: 200, body: { result: stored } }),
    [`PUT ${SHEET}`]: (call) => {
      stored = { ...stored, version: stored.version + 1, exam_date: (call.body as { exam_date: string }).exam_date };
      return { status: 200, body: { result: stored } };
    },
    [`POST ${SHEET}close/`]: () => {
      stored = { ...stored, state: 'CLOSED', may_edit: false, needs_reason: true, version: stored.version + 1 };
      return { status: 200, body: { result: stored } };
    },
  });
  renderRoutes(
    [
      { path: '/education-process-otm/control-sheets/:groupId/:subjectId/:control', element: <ControlSheetPage /> },
      { path: '/education-process-otm/control-sheets', element: <p>sheets</p> },
    ],
    '/education-process-otm/control-sheets/5/2/MIDTERM?semester=1',
  );
  return fetch;
}

const pointsOf = (student: string) => screen.getByRole('textbox', { name: `Ball: ${student}` });

describe('a control sheet', () => {
  it('holds points to the control’s maximum with one decimal, then saves every student’s points', async () => {
    const { calls } = setup(controlSheet());
    await screen.findByTestId('sheet-entries');
    expect(screen.getByTestId('sheet-card')).toHaveTextContent('Oraliq nazorat · eng ko‘pi 30 ball');
    await userEvent.type(pointsOf('Abdullayev Bekzod'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(pointsOf('Abdullayev Bekzod')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(pointsOf('Abdullayev Bekzod'));
    await userEvent.type(pointsOf('Abdullayev Bekzod'), '27,5');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.query.get('semester')).toBe('1');
    expect(put.body).toEqual({
      entries: [
        { student_id: 117, points: 25 },
        { student_id: 103, points: 27.5 },
      ],
      exam_date: '2026-11-20',
      examiner_id: 6,
      reason: '',
      version: 1,
    });
  });

  it('closes a saved sheet after confirmation and offers its PDF', async () => {
    const { calls } = setup(controlSheet());
    await userEvent.click(await screen.findByTestId('sheet-close'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Qaydnomani yopasizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === `${SHEET}close/`)).toBe(true));
    expect(await screen.findByTestId('sheet-closed')).toHaveTextContent('Qaydnoma yopilgan.');
    expect(screen.queryByTestId('sheet-close')).not.toBeInTheDocument();
    expect(screen.getByTestId('sheet-pdf')).toBeInTheDocument();
  });

  it('changes a closed sheet only with a reason, for a holder of control-sheet-reopen', async () => {
    const { calls } = setup(controlSheet({ state: 'CLOSED', may_edit: false, needs_reason: true }));
    await screen.findByTestId('sheet-closed');
    expect(screen.queryByRole('textbox', { name: 'Ball: Abdullayev Akmal' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sheet-reopen'));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Iltimos, ushbu maydonni to‘ldiring')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'O‘zgartirish sababi' }), 'Apellyatsiya');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ reason: 'Apellyatsiya' });
  });

  it('is read-only for a viewer, shows no close, and names the students a final sheet leaves out', async () => {
    setup(
      controlSheet({
        control: 'FINAL',
        may_edit: false,
        not_admitted: [
          {
            student_id: 4,
            full_name: 'Toshmatova Dilnoza',
            reason: 'not_admitted',
            message: 'JN + ON yakuniy nazoratga kirish chegarasiga yetmagan',
            result: { current: 10, midterm: 5, final: null, total: 15, grade: 2, letter: null, admitted: false, state: 'DEBT', attempt: 1 },
          },
        ],
      }),
      ['journal-view'],
    );
    await screen.findByTestId('sheet-entries');
    expect(screen.queryByRole('textbox', { name: 'Ball: Abdullayev Akmal' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('sheet-close')).not.toBeInTheDocument();
    expect(screen.getByTestId('sheet-not-admitted')).toHaveTextContent('Toshmatova Dilnoza');
    expect(screen.getByTestId('sheet-not-admitted')).toHaveTextContent('JN + ON yakuniy nazoratga kirish chegarasiga yetmagan');
  });

  it('shows the server’s refusal of a student’s points under them', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ADMIN }) });
    mockFetch({
      [`GET ${SHEET}`]: { status: 200, body: { result: controlSheet() } },
      [`PUT ${SHEET}`]: { status: 422, body: { error: { code: 'validation', messages: ['Xato'], fields: { 'entries.1.points': ['Ball 0 dan 30 gacha'] } } } },
    });
    renderRoutes([{ path: '/education-process-otm/control-sheets/:groupId/:subjectId/:control', element: <ControlSheetPage /> }], '/education-process-otm/control-sheets/5/2/MIDTERM');
    await screen.findByTestId('sheet-entries');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(pointsOf('Abdullayev Bekzod')).toHaveAttribute('aria-invalid', 'true'));
  });
});
