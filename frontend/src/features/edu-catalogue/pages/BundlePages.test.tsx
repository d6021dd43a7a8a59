import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { bundle, cataloguePermissions, list, math, ministryUser, physics, programming } from '@/test/catalogue';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import BundleAddPage from './BundleAddPage';
import BundleEditPage from './BundleEditPage';
import BundlesListPage from './BundlesListPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otv/subject-bundles', element: <BundlesListPage /> },
  { path: '/education-process-otv/subject-bundles/add', element: <BundleAddPage /> },
  { path: '/education-process-otv/subject-bundles/edit/:id', element: <BundleEditPage /> },
];

/** The catalogue searched as the server does: by code or name. */
const searchSubjects = (call: Call) => {
  const search = (call.query.get('search') ?? '').toLowerCase();
  const found = [math, physics, programming].filter((subject) => `${subject.code} ${subject.name.uz}`.toLowerCase().includes(search));
  return { status: 200, body: { results: found, count: found.length } };
};

function setup(path: string, user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/subject-bundles/': list([bundle(1, 'Muhandislik asoslari'), bundle(2, 'Tillar', [programming])]),
    'GET /api/v1/subject-bundles/1/': { status: 200, body: { result: bundle(1, 'Muhandislik asoslari', [math, physics], { version: 5 }) } },
    'GET /api/v1/edu-subjects/': searchSubjects,
    'POST /api/v1/subject-bundles/': { status: 201, body: { result: bundle(3, 'Yangi to‘plam') } },
    'PUT /api/v1/subject-bundles/1/': { status: 200, body: { result: bundle(1, 'Muhandislik asoslari', [math], { version: 6 }) } },
    'DELETE /api/v1/subject-bundles/2/': { status: 204 },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

describe('subject bundles list', () => {
  it('shows each bundle with its subjects and searches on the server', async () => {
    const { calls, router } = setup('/education-process-otv/subject-bundles');
    const row = (await screen.findByText('Muhandislik asoslari')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('MAT101 — Oliy matematika; FIZ101 — Fizika');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Nomi bo‘yicha qidirish' }), 'til');
    await waitFor(() => expect(router.state.location.search).toBe('?search=til'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === '/api/v1/subject-bundles/').at(-1)?.query ?? [])).toEqual({
        page: '1',
        limit: '20',
        search: 'til',
      }),
    );
  });

  it('deletes after the confirmation', async () => {
    const { calls } = setup('/education-process-otv/subject-bundles');
    const row = (await screen.findByText('Tillar')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/subject-bundles/2/']);
  });

  it('shows add, edit and delete only with the bundle-subject permissions', async () => {
    setup('/education-process-otv/subject-bundles', ministryUser(cataloguePermissions.viewOnly));
    await screen.findByText('Tillar');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});

describe('subject bundle form', () => {
  it('needs a name and a subject, finds subjects on the server and sends their ids', async () => {
    const { calls, router } = setup('/education-process-otv/subject-bundles/add');
    const form = await screen.findByTestId('bundle-form');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(within(form).getByText('Kamida 1 tasini tanlang')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/), 'Yangi to‘plam');
    const picker = within(form).getByRole('combobox', { name: /Fanlar/ });
    await userEvent.type(picker, 'fiz');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/edu-subjects/' && call.query.get('search') === 'fiz')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: 'FIZ101 — Fizika' }));
    await userEvent.clear(picker);
    await userEvent.type(picker, 'das');
    await userEvent.click(await screen.findByRole('option', { name: 'DAS101 — Dasturlash asoslari' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education-process-otv/subject-bundles'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: { uz: 'Yangi to‘plam', ru: '', en: '' }, edu_subject_ids: [12, 13] });
  });

  it('edits with the subjects read and the version, and shows the server’s refusal of a subject', async () => {
    const { calls } = setup('/education-process-otv/subject-bundles/edit/1', ministryUser(), {
      'PUT /api/v1/subject-bundles/1/': {
        status: 422,
        body: { error: { code: 'validation', messages: ['Ma’lumotlar noto‘g‘ri'], fields: { 'edu_subject_ids.1': ['Noma’lum qiymat'] } } },
      },
    });
    const form = await screen.findByTestId('bundle-form');
    await waitFor(() => expect(within(form).getByLabelText(/Nomi \(o‘zbekcha\)/)).toHaveValue('Muhandislik asoslari'));
    expect(within(form).getByRole('button', { name: 'MAT101 — Oliy matematika' })).toBeInTheDocument();
    const physicsChip = within(form).getByRole('button', { name: 'FIZ101 — Fizika' });
    await userEvent.type(within(form).getByLabelText(/Nomi \(inglizcha\)/), 'Engineering basics');
    await userEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('FIZ101: Noma’lum qiymat')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: { uz: 'Muhandislik asoslari', ru: '', en: 'Engineering basics' },
      edu_subject_ids: [11, 12],
      version: 5,
    });
    expect(physicsChip).toBeInTheDocument();
  });
});
