import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { institutionsPaths } from '../paths';
import InstitutionPreviewPage from './InstitutionPreviewPage';
import OwnInstitutionPage from './OwnInstitutionPage';

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

const ministryRole = { role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' as const }, institution: null, institution_id: null };

function setup(permissions: string[], deleteAnswer: { status: number; body?: unknown } = { status: 204 }) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions, ...ministryRole }) });
  const fetch = mockFetch({
    'GET /api/v1/institutions/1/': { status: 200, body: { result: tatu } },
    'DELETE /api/v1/institutions/1/': deleteAnswer,
  });
  const utils = renderRoutes(
    [
      { path: institutionsPaths.preview, element: <InstitutionPreviewPage /> },
      { path: institutionsPaths.list, element: <p>institutions list</p> },
    ],
    '/administrative-process-otv/institutions/preview/1',
  );
  return { ...fetch, ...utils };
}

const fieldText = (name: string) => document.querySelector(`[data-field="${name}"]`)?.textContent;

describe('institution preview', () => {
  it('shows every field, the type and region by name, and edit and delete with their permissions', async () => {
    setup(['institution-view', 'institution-edit', 'institution-delete']);
    const card = await screen.findByTestId('institution-card');
    expect(within(card).getByRole('heading')).toHaveTextContent(tatu.name.uz);
    expect(fieldText('id')).toBe('ID1');
    expect(fieldText('name.uz')).toBe(`Nomi (o‘zbekcha)${tatu.name.uz}`);
    expect(fieldText('name.ru')).toBe(`Nomi (ruscha)${tatu.name.ru}`);
    expect(fieldText('name.en')).toBe(`Nomi (inglizcha)${tatu.name.en}`);
    expect(fieldText('short_name')).toBe('Qisqa nomiTATU');
    expect(fieldText('code')).toBe('KodiTATU');
    expect(fieldText('type')).toBe('TuriOliy ta’lim muassasasi (OTM)');
    expect(fieldText('region')).toBe('HududToshkent shahri');
    expect(fieldText('address')).toBe('ManzilAmir Temur ko‘chasi, 108');
    expect(fieldText('phone')).toBe('Telefon+998 71 238-64-15');
    expect(fieldText('director')).toBe('RahbarRahimov Bahodir');
    expect(screen.getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/administrative-process-otv/institutions/edit/1');
    expect(screen.getByRole('button', { name: 'O‘chirish' })).toBeInTheDocument();
  });

  it('has neither edit nor delete for a role that may only view', async () => {
    setup(['institution-view']);
    await screen.findByTestId('institution-card');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and returns to the list', async () => {
    const { router } = setup(['institution-view', 'institution-delete']);
    await screen.findByTestId('institution-card');
    await userEvent.click(screen.getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-otv/institutions'));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
  });

  it('stays on the card and shows the server’s reason when the delete is refused', async () => {
    const refusal = 'TMni o‘chirib bo‘lmaydi: unda 3 ta bino bor';
    const { router } = setup(['institution-view', 'institution-delete'], {
      status: 409,
      body: { error: { code: 'institution_has_buildings', messages: [refusal], fields: {} } },
    });
    await screen.findByTestId('institution-card');
    await userEvent.click(screen.getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent(refusal);
    expect(router.state.location.pathname).toBe('/administrative-process-otv/institutions/preview/1');
    expect(screen.getByTestId('institution-card')).toBeInTheDocument();
  });
});

describe('own institution card', () => {
  function setupOwn(permissions: string[], institutionId: number | null = 1) {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions, institution_id: institutionId }) });
    const fetch = mockFetch({ 'GET /api/v1/institutions/1/': { status: 200, body: { result: tatu } } });
    return { ...fetch, ...renderRoutes([{ path: institutionsPaths.own, element: <OwnInstitutionPage /> }], institutionsPaths.own) };
  }

  it('reads the institution of the profile and shows its card without edit or delete', async () => {
    const { calls } = setupOwn(['institution-view']);
    await screen.findByTestId('institution-card');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/v1/institutions/1/']);
    expect(fieldText('code')).toBe('KodiTATU');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ta’lim muassasasi');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('offers editing its own institution with institution-edit', async () => {
    setupOwn(['institution-view', 'institution-edit', 'institution-delete']);
    await screen.findByTestId('institution-card');
    expect(screen.getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/institution-information/institutions/edit');
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('says so when the role is attached to no institution, without asking the server', async () => {
    const { calls } = setupOwn(['institution-view'], null);
    expect(await screen.findByText('Joriy rol hech qaysi ta’lim muassasasiga biriktirilmagan')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
