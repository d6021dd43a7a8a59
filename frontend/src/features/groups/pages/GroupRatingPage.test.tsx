import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { group, groupAdmin, sheet } from '../testing/fixtures';
import GroupRatingPage from './GroupRatingPage';

jest.setTimeout(60_000);

const routes = [{ path: '/education-process-otm/group/rating/:id', element: <GroupRatingPage /> }];

function setup(answers: Parameters<typeof mockFetch>[0] = {}, permissions?: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/7/': { status: 200, body: { result: group() } },
    'GET /api/v1/edu-groups/7/ratings/': (call) => ({ status: 200, body: { result: sheet({ semester: Number(call.query.get('semester')) }) } }),
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/group/rating/7') };
}

const cell = (student: string, subject: string) => screen.getByRole('textbox', { name: `${student}, ${subject}` });
const MALIKA = 'Karimova Malika Akmalovna';
const JASUR = 'Aliyev Jasur Bahodirovich';

describe('rating sheet', () => {
  it('asks for the group’s current semester and moves between cells with the arrows and Enter', async () => {
    const { calls } = setup();
    await screen.findByTestId('rating-sheet');
    expect(calls.find((call) => call.path === '/api/v1/edu-groups/7/ratings/')?.query.get('semester')).toBe('3');
    expect(cell(MALIKA, 'Oliy matematika')).toHaveValue('4');
    await userEvent.click(cell(MALIKA, 'Oliy matematika'));
    await userEvent.keyboard('{ArrowRight}');
    expect(cell(MALIKA, 'Fizika')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(cell(JASUR, 'Fizika')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell(JASUR, 'Oliy matematika')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(cell(MALIKA, 'Oliy matematika')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(cell(JASUR, 'Oliy matematika')).toHaveFocus();
    // Past the last row Enter stays put.
    await userEvent.keyboard('{Enter}');
    expect(cell(JASUR, 'Oliy matematika')).toHaveFocus();
    // Typing into a cell just entered replaces its value.
    await userEvent.keyboard('{ArrowUp}3');
    expect(cell(MALIKA, 'Oliy matematika')).toHaveValue('3');
  });

  it('marks an out-of-scale value at once, holds Save back, then sends only the changed cells', async () => {
    const { calls } = setup({
      'PUT /api/v1/edu-groups/7/ratings/': (call) => ({ status: 200, body: { result: sheet({ ratings: (call.body as { ratings: [] }).ratings }) } }),
    });
    await screen.findByTestId('rating-sheet');
    const save = screen.getByRole('button', { name: 'Saqlash' });
    expect(save).toBeDisabled();
    await userEvent.type(cell(JASUR, 'Oliy matematika'), '7');
    expect(cell(JASUR, 'Oliy matematika')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('rating-invalid')).toHaveTextContent('1 ta katakda xato bor');
    expect(save).toBeDisabled();
    await userEvent.clear(cell(JASUR, 'Oliy matematika'));
    await userEvent.type(cell(JASUR, 'Oliy matematika'), '3');
    expect(cell(JASUR, 'Oliy matematika')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.clear(cell(MALIKA, 'Oliy matematika'));
    expect(screen.getByTestId('rating-changed')).toHaveTextContent('O‘zgartirilgan kataklar: 2');
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.query.get('semester')).toBe('3');
    expect(put?.body).toEqual({
      ratings: [
        { student_id: 1, edu_subject_id: 5, rating: null },
        { student_id: 2, edu_subject_id: 5, rating: 3 },
      ],
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('marks the cells the server refused', async () => {
    setup({
      'PUT /api/v1/edu-groups/7/ratings/': {
        status: 422,
        body: { error: { code: 'validation_failed', messages: ['Baholar noto‘g‘ri'], fields: { 'ratings.0.edu_subject_id': ['Bu fan semestrda yo‘q'] } } },
      },
    });
    await screen.findByTestId('rating-sheet');
    await userEvent.type(cell(MALIKA, 'Fizika'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(cell(MALIKA, 'Fizika')).toHaveAttribute('aria-invalid', 'true'));
    expect(cell(JASUR, 'Fizika')).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(cell(MALIKA, 'Fizika'), '{Backspace}4');
    expect(cell(MALIKA, 'Fizika')).toHaveAttribute('aria-invalid', 'false');
  });

  it('is read-only without edu-group-edit', async () => {
    setup({}, ['edu-group-view']);
    await screen.findByTestId('rating-sheet');
    expect(cell(MALIKA, 'Oliy matematika')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved ratings for another semester', async () => {
    const { calls, router } = setup();
    await screen.findByTestId('rating-sheet');
    await userEvent.type(cell(JASUR, 'Oliy matematika'), '5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Semestr' }));
    await userEvent.click(await screen.findByRole('option', { name: '4-semestr' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Saqlanmagan baholar bor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yo‘q' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(cell(JASUR, 'Oliy matematika')).toHaveValue('5');
    await userEvent.click(screen.getByRole('combobox', { name: 'Semestr' }));
    await userEvent.click(await screen.findByRole('option', { name: '4-semestr' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(router.state.location.search).toBe('?semester=4'));
    await waitFor(() => expect(calls.at(-1)?.query.get('semester')).toBe('4'));
    await waitFor(() => expect(cell(JASUR, 'Oliy matematika')).toHaveValue(''));
  });

  it('shows the journal’s results read-only in their own look, and keeps the typed cells beside them editable', async () => {
    const { calls } = setup({
      'GET /api/v1/edu-groups/7/ratings/': {
        status: 200,
        body: { result: sheet({ ratings: [{ student_id: 2, edu_subject_id: 6, rating: 5 }], results: [{ student_id: 1, edu_subject_id: 5, total: 4.3, grade: 4, state: 'PASSED' }] }) },
      },
      'PUT /api/v1/edu-groups/7/ratings/': { status: 200, body: { result: sheet() } },
    });
    await screen.findByTestId('rating-sheet');
    expect(screen.getByTestId('rating-journal-hint')).toHaveTextContent('jurnal');
    const fromJournal = screen.getByRole('textbox', { name: /^Karimova Malika Akmalovna, Oliy matematika\. Jurnaldan olingan natija: jami 4\.3, baho 4, O‘zlashtirgan/ });
    expect(fromJournal).toHaveValue('4.3');
    expect(fromJournal).toHaveAttribute('readonly');
    expect(fromJournal.closest('td')).toHaveAttribute('data-journal', 'PASSED');
    await userEvent.type(fromJournal, '5');
    expect(fromJournal).toHaveValue('4.3');
    await userEvent.type(cell(MALIKA, 'Fizika'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ratings: [{ student_id: 1, edu_subject_id: 6, rating: 3 }] });
  });
});
