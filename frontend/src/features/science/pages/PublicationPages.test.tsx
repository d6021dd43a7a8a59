import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Publication } from '../api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile, teacherProfile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { minePaths, publicationPaths } from '../paths';
import MyPublicationPreviewPage from './MyPublicationPreviewPage';
import MyPublicationsPage from './MyPublicationsPage';
import PublicationPreviewPage from './PublicationPreviewPage';

const institution = { id: 1, name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' } };

function publication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 11,
    institution_id: 1,
    institution,
    kind: 'SCIENTIFIC',
    sub_kind: 'ARTICLE',
    title: 'Tarmoq trafigini tasniflash',
    year: 2026,
    source: 'IEEE Access',
    doi: '10.1109/ACCESS.2024.3456789',
    indexing: ['SCOPUS'],
    foreign: true,
    authors: [
      { staff_id: 7, outside_name: '', main: true, confirmation: 'CONFIRMED', full_name: 'Aliyeva Nodira' },
      { staff_id: 8, outside_name: '', main: false, confirmation: 'PENDING', full_name: 'Yusupova Dilnoza' },
    ],
    main_author: 'Aliyeva Nodira',
    verification: 'PENDING',
    rejection_reason: '',
    file: null,
    my_confirmation: null,
    version: 2,
    ...overrides,
  };
}

const routes = [
  { path: publicationPaths.preview, element: <PublicationPreviewPage /> },
  { path: minePaths.preview, element: <MyPublicationPreviewPage /> },
  { path: minePaths.list, element: <MyPublicationsPage /> },
  { path: publicationPaths.edit, element: <p>edit page</p> },
];

const office = ['science-publication-view', 'science-publication-add', 'science-publication-edit', 'science-publication-delete', 'science-verify'];

describe('a publication', () => {
  it('shows the office who has yet to confirm, and verifies it when every author has', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: office }) });
    let stored = publication();
    const { calls } = mockFetch({
      'GET /api/v1/science/publications/11/': () => ({ status: 200, body: { result: stored } }),
      'POST /api/v1/science/publications/11/verify/': () => {
        stored = publication({ verification: 'VERIFIED', version: 3 });
        return { status: 200, body: { result: stored } };
      },
      'GET /api/v1/science/publications/': { status: 200, body: { results: [], count: 0 } },
    });
    renderRoutes(routes, '/scientific-process/publications/preview/11');
    expect(await screen.findByTestId('awaiting-confirmation')).toHaveTextContent('Yusupova Dilnoza');
    const state = () => document.querySelector('[data-field="verification"]')?.textContent;
    expect(state()).toContain('Tekshiruvda');
    await userEvent.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/verify/'))).toBe(true));
    await waitFor(() => expect(state()).toContain('Tasdiqlangan'));
    expect(screen.queryByRole('button', { name: 'Tasdiqlash' })).not.toBeInTheDocument();
  });

  it('lets an author confirm their own authorship and keeps a verified one from their edit', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile({ permissions: ['science-publication-own'] }) });
    let stored = publication();
    const { calls } = mockFetch({
      'GET /api/v1/science/me/': { status: 200, body: { result: { id: 8, institution_id: 1, full_name: 'Yusupova Dilnoza' } } },
      'GET /api/v1/science/publications/11/': () => ({ status: 200, body: { result: stored } }),
      'POST /api/v1/science/publications/11/confirm/': () => {
        stored = publication({ authors: publication().authors.map((a) => (a.staff_id === 8 ? { ...a, confirmation: 'CONFIRMED' as const } : a)) });
        return { status: 200, body: { result: stored } };
      },
      'GET /api/v1/science/publications/mine/': { status: 200, body: { results: [], count: 0 } },
    });
    renderRoutes(routes, '/teacher/publications/preview/11');
    await userEvent.click(await screen.findByRole('button', { name: 'Mualliflikni tasdiqlash' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm/'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mualliflikni tasdiqlash' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Tahrirlash' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tasdiqlash' })).not.toBeInTheDocument();
  });

  it('is changed by the office only once verified', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile({ permissions: ['science-publication-own'] }) });
    mockFetch({
      'GET /api/v1/science/me/': { status: 200, body: { result: { id: 7, institution_id: 1, full_name: 'Aliyeva Nodira' } } },
      'GET /api/v1/science/publications/11/': { status: 200, body: { result: publication({ verification: 'VERIFIED' }) } },
    });
    renderRoutes(routes, '/teacher/publications/preview/11');
    expect(await screen.findByText('Nashr tasdiqlangan: uni faqat ilmiy bo‘lim o‘zgartira oladi')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('lists a teacher’s own publications with a confirmation button where theirs is awaited', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: teacherProfile({ permissions: ['science-publication-own'] }) });
    mockFetch({
      'GET /api/v1/science/publications/mine/': {
        status: 200,
        body: { results: [publication({ my_confirmation: 'PENDING' }), publication({ id: 12, title: 'Boshqa', my_confirmation: 'CONFIRMED' })], count: 2 },
      },
    });
    renderRoutes(routes, '/teacher/publications');
    const rows = (await screen.findAllByTestId('publication-link')).map((link) => link.closest('tr')!);
    expect(within(rows[0]!).getByRole('button', { name: 'Mualliflikni tasdiqlash' })).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mualliflikni tasdiqlash' })).not.toBeInTheDocument();
    expect(screen.getByText('Jami: 2 ta')).toBeInTheDocument();
  });
});
