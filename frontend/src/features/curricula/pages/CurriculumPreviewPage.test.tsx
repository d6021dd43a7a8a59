import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { curriculum, curriculumAdmin, curriculumPermissions } from '../testing/fixtures';
import CurriculumPreviewPage from './CurriculumPreviewPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otm/curriculums', element: <p>curricula list</p> },
  { path: '/education-process-otm/curriculums/preview/:id', element: <CurriculumPreviewPage /> },
  { path: '/education-process-otm/curriculums/preview/:id/subjects', element: <p>distribution page</p> },
];

const approved = curriculum({ status: 'APPROVED', version: 4, allowed_actions: ['cancel', 'inactivate', 'archive'] });

function setup(permissions = curriculumPermissions, answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: curriculumAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/curriculums/5/': { status: 200, body: { result: curriculum() } },
    'POST /api/v1/curriculums/5/approve/': { status: 200, body: { result: approved } },
    'POST /api/v1/curriculums/5/cancel/': { status: 200, body: { result: curriculum({ version: 5 }) } },
    'GET /api/v1/audit-log/': { status: 200, body: { results: [], count: 0 } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/curriculums/preview/5') };
}

const actions = () => within(screen.getByTestId('curriculum-actions'));
const buttonNames = () =>
  actions()
    .queryAllByRole('button')
    .concat(actions().queryAllByRole('link'))
    .map((element) => element.textContent)
    .sort();

describe('curriculum preview', () => {
  it('shows the details and the subjects with the hours left to distribute', async () => {
    setup();
    const details = await screen.findByTestId('curriculum-preview');
    expect(details).toHaveTextContent('Kompyuter injiniringi 2025');
    expect(details).toHaveTextContent('2025–2026 … 2029');
    expect(details).toHaveTextContent('60610500 — Kompyuter injiniringi');
    expect(details).toHaveTextContent('Kompyuter injiniringi (namunaviy o‘quv reja)');
    expect(details).toHaveTextContent('100 ballik');
    expect(within(details).getByText('Yangi')).toBeInTheDocument();
    const subjects = screen.getByTestId('curriculum-subjects');
    expect(within(subjects).getByText('Oliy matematika').closest('tr')).toHaveTextContent('Oliy matematika12060');
  });

  it('offers an action only when the state allows it and the role holds its permission', async () => {
    setup();
    await screen.findByTestId('curriculum-preview');
    expect(buttonNames()).toEqual(['Fanlarni taqsimlash', 'Nofaol qilish', 'O‘chirish', 'Tahrirlash', 'Tasdiqlash']);
    expect(actions().getByRole('link', { name: 'Fanlarni taqsimlash' })).toHaveAttribute('href', '/education-process-otm/curriculums/preview/5/subjects');
  });

  it('hides the actions whose permission the role lacks', async () => {
    setup(['curriculum-view', 'curriculum-approve']);
    await screen.findByTestId('curriculum-preview');
    expect(buttonNames()).toEqual(['Tasdiqlash']);
  });

  it('approves with the version read, says so, and then offers what an approved curriculum allows', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('O‘quv reja muvaffaqiyatli tasdiqlandi');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/v1/curriculums/5/approve/', body: { version: 3 } });
    await waitFor(() => expect(buttonNames()).toEqual(['Arxivlash', 'Bekor qilish', 'Nofaol qilish']));
    expect(within(screen.getByTestId('curriculum-preview')).getByText('Tasdiqlangan')).toBeInTheDocument();
  });

  it('cancels an approved curriculum after confirmation', async () => {
    const { calls } = setup(curriculumPermissions, { 'GET /api/v1/curriculums/5/': { status: 200, body: { result: approved } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Bekor qilish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('O‘quv reja tasdig‘ini bekor qilasizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('O‘quv reja muvaffaqiyatli bekor qilindi');
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/api/v1/curriculums/5/cancel/', body: { version: 4 } });
  });

  it('shows the server’s refusal to approve while hours are left', async () => {
    setup(curriculumPermissions, {
      'POST /api/v1/curriculums/5/approve/': {
        status: 422,
        body: { error: { code: 'distribution_incomplete', messages: ['Oliy matematika: 60 soat taqsimlanmagan', 'Fizika: 90 soat taqsimlanmagan'] } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Tasdiqlash' }));
    const refusal = await screen.findByTestId('action-error');
    expect(refusal).toHaveTextContent('Oliy matematika: 60 soat taqsimlanmagan');
    expect(refusal).toHaveTextContent('Fizika: 90 soat taqsimlanmagan');
    expect(screen.getByRole('button', { name: 'Tasdiqlash' })).toBeInTheDocument();
  });

  it('puts the details beside their history for a role with audit-view', async () => {
    setup([...curriculumPermissions, 'audit-view']);
    await screen.findByTestId('curriculum-preview');
    expect(screen.getByRole('tab', { name: 'Ma’lumotlar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Tarix' })).toBeInTheDocument();
  });
});
