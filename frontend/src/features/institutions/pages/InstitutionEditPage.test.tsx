import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { institutionsPaths } from '../paths';
import InstitutionEditPage from './InstitutionEditPage';
import OwnInstitutionEditPage from './OwnInstitutionEditPage';

const stored = {
  id: 1,
  name: { uz: 'Toshkent davlat universiteti', ru: 'Ташкентский государственный университет', en: 'Tashkent State University' },
  short_name: 'TDU',
  code: 'TDU',
  type: 'HEI',
  region: 'Toshkent shahri',
  address: '',
  phone: '',
  director: '',
  version: 3,
};

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

async function replace(name: string, text: string) {
  await userEvent.clear(field(name));
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

describe('institution edit', () => {
  it('starts from the stored values and sends the version it read', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['institution-view', 'institution-edit'] }) });
    const { calls } = mockFetch({
      'GET /api/v1/institutions/1/': { status: 200, body: { result: stored } },
      'PUT /api/v1/institutions/1/': (call) => ({ status: 200, body: { result: { ...stored, ...(call.body as object), version: 4 } } }),
    });
    const { router } = renderRoutes(
      [
        { path: institutionsPaths.edit, element: <InstitutionEditPage /> },
        { path: institutionsPaths.preview, element: <p>preview</p> },
      ],
      '/administrative-process-otv/institutions/edit/1',
    );
    await waitFor(() => expect(field('Kodi')).toHaveValue('TDU'));
    expect(screen.getByRole('combobox', { name: /^Hudud/ })).toHaveTextContent('Toshkent shahri');
    await replace('Nomi \\(ruscha\\)', 'Национальный университет');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-otv/institutions/preview/1'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ version: 3, code: 'TDU', type: 'HEI', name: { ru: 'Национальный университет' } });
  });

  it('says when someone saved the institution meanwhile, and reloads the newer version on request', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['institution-view', 'institution-edit'] }) });
    let version = 3;
    mockFetch({
      'GET /api/v1/institutions/1/': () => ({ status: 200, body: { result: { ...stored, version, director: version > 3 ? 'Yangi rahbar' : '' } } }),
      'PUT /api/v1/institutions/1/': () => {
        version = 4;
        return { status: 409, body: { error: { code: 'stale_version', messages: ['Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan'], fields: {} } } };
      },
    });
    renderRoutes([{ path: institutionsPaths.edit, element: <InstitutionEditPage /> }], '/administrative-process-otv/institutions/edit/1');
    await waitFor(() => expect(field('Kodi')).toHaveValue('TDU'));
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    const stale = await screen.findByTestId('stale-version');
    expect(stale).toHaveTextContent('Ma’lumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
    await userEvent.click(screen.getByRole('button', { name: 'Qayta yuklash' }));
    await waitFor(() => expect(field('Rahbar')).toHaveValue('Yangi rahbar'));
    expect(screen.queryByTestId('stale-version')).not.toBeInTheDocument();
  });

  it('edits the own institution and renames it in the header’s copy of the profile', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['institution-view', 'institution-edit'] }) });
    mockFetch({
      'GET /api/v1/institutions/1/': { status: 200, body: { result: stored } },
      'PUT /api/v1/institutions/1/': (call) => ({ status: 200, body: { result: { ...stored, ...(call.body as object), version: 4 } } }),
    });
    const { router } = renderRoutes(
      [
        { path: institutionsPaths.ownEdit, element: <OwnInstitutionEditPage /> },
        { path: institutionsPaths.own, element: <p>own card</p> },
      ],
      institutionsPaths.ownEdit,
    );
    await waitFor(() => expect(field('Kodi')).toHaveValue('TDU'));
    await replace('Nomi \\(o‘zbekcha\\)', 'Yangi nom');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/institution-information/institutions'));
    const current = useSession.getState().profile;
    expect(current?.institution?.name).toMatchObject({ uz: 'Yangi nom' });
    expect(current?.institutions[0]?.name).toMatchObject({ uz: 'Yangi nom' });
  });
});
