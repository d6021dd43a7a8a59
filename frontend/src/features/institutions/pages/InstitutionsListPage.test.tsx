import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { mockFetch, type Call } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import InstitutionsListPage from './InstitutionsListPage';

const ALL = ['institution-view', 'institution-add', 'institution-edit', 'institution-delete'];

const tatu = {
  id: 1,
  name: {
    uz: 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti',
    ru: 'Ташкентский университет информационных технологий имени Мухаммада аль-Хорезми',
    en: 'Tashkent University of Information Technologies named after Muhammad al-Khwarizmi',
  },
  short_name: 'TATU',
  code: 'TATU',
  type: 'HEI',
  region: 'Toshkent shahri',
  address: 'Amir Temur ko‘chasi, 108',
  phone: '+998 71 238-64-15',
  director: 'Rahimov Bahodir',
  version: 1,
};
const lyceum = {
  ...tatu,
  id: 3,
  name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' },
  short_name: 'AL',
  code: 'AL-TDIU',
  type: 'LYCEUM',
  region: 'Samarqand',
};

function setup(permissions: string[], path = '/administrative-process-otv/institutions') {
  useSession.setState({
    status: 'finished',
    authenticated: true,
    profile: profile({ permissions, role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' }, institution: null, institution_id: null }),
  });
  const fetch = mockFetch({
    'GET /api/v1/institutions/': (call) =>
      call.query.get('type') === 'LYCEUM' ? { status: 200, body: { results: [lyceum], count: 1 } } : { status: 200, body: { results: [tatu, lyceum], count: 57 } },
    'DELETE /api/v1/institutions/1/': {
      status: 409,
      body: { error: { code: 'institution_has_users', messages: ['TMni o‘chirib bo‘lmaydi: unga 2 ta foydalanuvchi biriktirilgan'], fields: {} } },
    },
    'DELETE /api/v1/institutions/3/': { status: 204 },
  });
  return { ...fetch, ...renderAt(<InstitutionsListPage />, path) };
}

const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET' && call.path === '/api/v1/institutions/');

describe('institutions list', () => {
  beforeEach(() => useUi.setState({ language: 'uz' }));

  it('asks for page 1 of 20, shows the names, types and regions, and the total even for one page', async () => {
    const { calls } = setup(ALL);
    const row = (await screen.findByText(tatu.name.uz)).closest('tr') as HTMLElement;
    expect(Object.fromEntries(listCalls(calls)[0]?.query ?? [])).toEqual({ page: '1', limit: '20' });
    expect(row).toHaveTextContent('Oliy ta’lim muassasasi (OTM)');
    expect(row).toHaveTextContent('Toshkent shahri');
    expect(screen.getByText('Akademik litsey', { selector: 'a' }).closest('tr')).toHaveTextContent('Samarqand');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 57 ta');
  });

  it('keeps the type and region filters and the search in the URL and asks the server with them', async () => {
    const { calls, router } = setup(ALL);
    await screen.findByText(tatu.name.uz);

    await userEvent.click(screen.getByRole('combobox', { name: 'Turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=LYCEUM'));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    expect(listCalls(calls).at(-1)?.query.get('type')).toBe('LYCEUM');

    await userEvent.click(screen.getByRole('combobox', { name: 'Hudud' }));
    const regions = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(regions).toHaveLength(15);
    expect(regions[0]).toHaveTextContent('Barchasi');
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Toshkent shahri' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('region')).toBe('Toshkent shahri'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.query.get('region')).toBe('Toshkent shahri'));

    await userEvent.type(screen.getByRole('searchbox'), 'tatu');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('tatu'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls(calls).at(-1)?.query ?? [])).toEqual({
        page: '1',
        limit: '20',
        type: 'LYCEUM',
        region: 'Toshkent shahri',
        search: 'tatu',
      }),
    );

    // 'Barchasi' removes the filter from the URL again.
    await userEvent.click(screen.getByRole('combobox', { name: 'Turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barchasi' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('type')).toBe(false));
  });

  it('restores filters, page, size and ordering from a shared link, and ignores an unknown type', async () => {
    const { calls } = setup(ALL, '/administrative-process-otv/institutions?type=HEI&region=Samarqand&page=2&limit=50&ordering=-name');
    await screen.findByText(tatu.name.uz);
    expect(Object.fromEntries(listCalls(calls)[0]?.query ?? [])).toEqual({
      page: '2',
      limit: '50',
      ordering: '-name',
      type: 'HEI',
      region: 'Samarqand',
    });
    expect(screen.getByRole('combobox', { name: 'Turi' })).toHaveTextContent('Oliy ta’lim muassasasi (OTM)');
    expect(screen.getByRole('combobox', { name: 'Hudud' })).toHaveTextContent('Samarqand');
  });

  it('drops a type the server does not know from the request', async () => {
    const { calls } = setup(ALL, '/administrative-process-otv/institutions?type=SCHOOL');
    await screen.findByText(tatu.name.uz);
    expect(listCalls(calls)[0]?.query.has('type')).toBe(false);
  });

  it('shows each name in the interface language', async () => {
    useUi.setState({ language: 'ru' });
    setup(ALL);
    expect(await screen.findByText(tatu.name.ru)).toBeInTheDocument();
    expect(screen.queryByText(tatu.name.uz)).not.toBeInTheDocument();
  });

  it('shows add, edit and delete only with their permissions', async () => {
    setup(['institution-view']);
    await screen.findByText(tatu.name.uz);
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Ko‘rish' })[0]).toHaveAttribute('href', '/administrative-process-otv/institutions/preview/1');
  });

  it('deletes after the confirmation, and shows the server’s reason when it refuses', async () => {
    const { calls } = setup(ALL);
    const tatuRow = (await screen.findByText(tatu.name.uz)).closest('tr') as HTMLElement;
    await userEvent.click(within(tatuRow).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('TMni o‘chirib bo‘lmaydi: unga 2 ta foydalanuvchi biriktirilgan');
    expect(screen.getByTestId('notice')).not.toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const lyceumRow = screen.getByText('Akademik litsey', { selector: 'a' }).closest('tr') as HTMLElement;
    await userEvent.click(within(lyceumRow).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi'));
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/institutions/1/', '/api/v1/institutions/3/']);
  });
});
