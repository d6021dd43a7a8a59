import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import { curriculum, curriculumAdmin, list } from '../testing/fixtures';
import CurriculumsListPage from './CurriculumsListPage';

const fresh = curriculum();
const approved = curriculum({ id: 6, name: 'Dasturiy injiniring 2024', status: 'APPROVED', allowed_actions: ['cancel', 'inactivate', 'archive'] });

function setup(permissions?: string[], path = '/education-process-otm/curriculums') {
  useSession.setState({ status: 'finished', authenticated: true, profile: curriculumAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/curriculums/': (call) => (call.query.get('status') === 'APPROVED' ? list([approved]) : list([fresh, approved], 27)),
    'DELETE /api/v1/curriculums/5/': { status: 204 },
  });
  return { ...fetch, ...renderAt(<CurriculumsListPage />, path) };
}

describe('curricula list', () => {
  it('asks for page 1 of 20 and shows each curriculum with its direction, years and status tag', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Kompyuter injiniringi 2025')).closest('tr') as HTMLElement;
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ page: '1', limit: '20' });
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 27 ta');
    expect(within(row).getByText('60610500 — Kompyuter injiniringi')).toBeInTheDocument();
    expect(within(row).getByText('2025–2029')).toBeInTheDocument();
    expect(within(row).getByText('Kunduzgi')).toBeInTheDocument();
    expect(within(row).getByText('Yangi').closest('[data-status]')).toHaveAttribute('data-tone', 'processing');
    const other = screen.getByText('Dasturiy injiniring 2024').closest('tr') as HTMLElement;
    expect(within(other).getByText('Tasdiqlangan').closest('[data-status]')).toHaveAttribute('data-status', 'APPROVED');
    expect(within(row).getByRole('link', { name: 'Kompyuter injiniringi 2025' })).toHaveAttribute('href', '/education-process-otm/curriculums/preview/5');
  });

  it('keeps the status filter and the search in the URL', async () => {
    const { calls, router } = setup();
    await screen.findByText('Kompyuter injiniringi 2025');
    await userEvent.click(screen.getByRole('combobox', { name: 'Holati' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Barchasi', 'Yangi', 'Tasdiqlangan', 'Nofaol', 'Arxivlangan']);
    await userEvent.click(screen.getByRole('option', { name: 'Tasdiqlangan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=APPROVED'));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    await userEvent.type(screen.getByRole('searchbox'), 'Das');
    await waitFor(() => expect(router.state.location.search).toBe('?status=APPROVED&search=Das'));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toEqual({ page: '1', limit: '20', status: 'APPROVED', search: 'Das' }));
  });

  it('ignores a status the server does not know', async () => {
    const { calls } = setup(undefined, '/education-process-otm/curriculums?status=LOST');
    await screen.findByText('Kompyuter injiniringi 2025');
    expect(calls[0]?.query.has('status')).toBe(false);
  });

  it('offers edit and delete where both the role and the state allow them', async () => {
    setup();
    const row = (await screen.findByText('Kompyuter injiniringi 2025')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/education-process-otm/curriculums/edit/5');
    expect(within(row).getByRole('button', { name: 'O‘chirish' })).toBeInTheDocument();
    const other = screen.getByText('Dasturiy injiniring 2024').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(within(other).queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qo‘shish' })).toHaveAttribute('href', '/education-process-otm/curriculums/add');
  });

  it('shows neither add, edit nor delete to a role that may only view', async () => {
    setup(['curriculum-view']);
    await screen.findByText('Kompyuter injiniringi 2025');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('deletes a new curriculum after confirmation', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('Kompyuter injiniringi 2025')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/curriculums/5/')).toBe(true);
  });
});
