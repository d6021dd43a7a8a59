import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { teacherProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { roll } from '../testing/fixtures';
import type { Roll } from '../api/types';
import RollPage from './RollPage';

jest.setTimeout(60_000);

const PATH = '/api/v1/journal/lessons/7/2026-11-27/';

function setup(answer: Roll, put: Parameters<typeof mockFetch>[0][string] = () => ({ status: 200, body: { result: { ...answer, taken: true, version: 1, entries: answer.entries } } })) {
  useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile() });
  const fetch = mockFetch({ [`GET ${PATH}`]: { status: 200, body: { result: answer } }, [`PUT ${PATH}`]: put });
  renderRoutes(
    [
      { path: '/teacher/journal/:scheduleId/:date', element: <RollPage /> },
      { path: '/teacher/today', element: <p>today</p> },
    ],
    '/teacher/journal/7/2026-11-27',
  );
  return fetch;
}

const row = (id: number) => screen.getByTestId(`roll-student-${id}`);
const puts = (calls: ReturnType<typeof mockFetch>['calls']) => calls.filter((call) => call.method === 'PUT');

describe('a lesson’s roll', () => {
  it('starts with everyone present, marks one absent with a tap and another with a mark, and saves the whole roll', async () => {
    const { calls } = setup(roll());
    await screen.findByTestId('roll-students');
    expect(screen.getByTestId('roll-counts')).toHaveTextContent('Jami: 3 · Keldi: 3 · Kechikdi: 0 · Kelmadi: 0 · Sababli: 0');
    await userEvent.click(within(row(49)).getByRole('button', { name: 'Ergashev Azizbek: Keldi' }));
    expect(row(49)).toHaveAttribute('data-attendance', 'ABSENT');
    expect(within(row(49)).getByTestId('mark-4')).toBeDisabled();
    await userEvent.click(within(row(47)).getByTestId('mark-5'));
    await userEvent.click(screen.getByLabelText('2. Tarmoqlanish va sikllar'));
    expect(screen.getByTestId('roll-counts')).toHaveTextContent('Keldi: 2 · Kechikdi: 0 · Kelmadi: 1');
    await userEvent.click(screen.getByTestId('roll-save'));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      entries: [
        { student_id: 47, attendance: 'PRESENT', mark: 5, note: '' },
        { student_id: 49, attendance: 'ABSENT', mark: null, note: '' },
        { student_id: 35, attendance: 'PRESENT', mark: null, note: '' },
      ],
      topic_ids: [8],
      reason: '',
      version: 0,
    });
    expect(await screen.findByTestId('roll-saved')).toHaveTextContent('Davomat saqlandi');
  });

  it('reaches late and excused from the menu beside a student, and takes a mark from the keyboard', async () => {
    const { calls } = setup(roll());
    await screen.findByTestId('roll-students');
    await userEvent.click(within(row(35)).getByRole('button', { name: 'Boshqa holat: Karimova Malika' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Kechikdi' }));
    expect(row(35)).toHaveAttribute('data-attendance', 'LATE');
    act(() => within(row(35)).getByTestId('mark-3').focus());
    await userEvent.keyboard('4');
    expect(within(row(35)).getByTestId('mark-4')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('roll-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]!.body as { entries: unknown[] }).entries[2]).toEqual({ student_id: 35, attendance: 'LATE', mark: 4, note: '' });
  });

  it('holds back a mark outside the hundred-point scale and shows why under the student', async () => {
    const { calls } = setup(roll({ marking_system: 'HUNDRED_POINT', mark_min: 0, mark_max: 100 }));
    await screen.findByTestId('roll-students');
    await userEvent.type(within(row(47)).getByRole('textbox', { name: 'Baho: Abdullayev Temur' }), '120');
    expect(within(row(47)).getByTestId('roll-row-error')).toHaveTextContent('Baho 0 dan 100 gacha butun son bo‘lsin');
    await userEvent.click(screen.getByTestId('roll-save'));
    expect(await screen.findByText('1 ta baho noto‘g‘ri')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('after its window asks a person who may correct for a reason, and sends it', async () => {
    const { calls } = setup(roll({ window: 'CLOSED', may_record: false, needs_reason: true, taken: true, version: 3, last_day: '2026-11-27', date: '2026-11-27' }));
    await screen.findByTestId('roll-students');
    expect(screen.getByTestId('roll-window')).toHaveTextContent('Davomat olish muddati 27.11.2026 kuni tugagan: o‘zgartirish sababini yozing.');
    await userEvent.click(screen.getByTestId('roll-save'));
    expect(await screen.findByText('Iltimos, ushbu maydonni to‘ldiring')).toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'O‘zgartirish sababi' }), 'Dekanat buyrug‘i');
    await userEvent.click(screen.getByTestId('roll-save'));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({ reason: 'Dekanat buyrug‘i', version: 3 });
  });

  it('is read-only for a lesson still to come and after its window for a teacher who may not correct', async () => {
    setup(roll({ window: 'NOT_YET', may_record: false }));
    await screen.findByTestId('roll-students');
    expect(screen.getByTestId('roll-window')).toHaveTextContent('Dars kuni hali kelmagan: davomat 27.11.2026 kuni olinadi.');
    expect(within(row(47)).getByRole('button', { name: 'Abdullayev Temur: Keldi' })).toBeDisabled();
    expect(screen.queryByTestId('roll-save')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a stale roll above the save', async () => {
    setup(roll(), () => ({ status: 409, body: { error: { code: 'stale_version', messages: ['Davomatni boshqa foydalanuvchi o‘zgartirgan'] } } }));
    await screen.findByTestId('roll-students');
    await userEvent.click(screen.getByTestId('roll-save'));
    expect(await screen.findByTestId('roll-error')).toHaveTextContent('Davomatni boshqa foydalanuvchi o‘zgartirgan');
  });
});
