import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { institutionsPaths } from '../paths';
import InstitutionAddPage from './InstitutionAddPage';

const ministry = ['institution-view', 'institution-add', 'institution-edit', 'institution-delete'];

function setup(answer: { status: number; body?: unknown }) {
  useSession.setState({
    status: 'finished',
    authenticated: true,
    profile: profile({ permissions: ministry, role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' }, institution: null, institution_id: null }),
  });
  const fetch = mockFetch({ 'POST /api/v1/institutions/': answer });
  const utils = renderRoutes(
    [
      { path: institutionsPaths.add, element: <InstitutionAddPage /> },
      { path: institutionsPaths.preview, element: <p>preview page</p> },
    ],
    institutionsPaths.add,
  );
  return { ...fetch, ...utils };
}

// Role queries are slow on a form of this size in jsdom; labels find the same fields.
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`), { selector: 'input' });

/** Types a whole value at once (keystroke by keystroke is slow in jsdom and proves nothing more here). */
async function fill(name: string, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValid() {
  await fill('Nomi \\(o‘zbekcha\\)', 'Samarqand davlat universiteti');
  await fill('Nomi \\(ruscha\\)', 'Самаркандский государственный университет');
  await fill('Nomi \\(inglizcha\\)', 'Samarkand State University');
  await fill('Qisqa nomi', 'SamDU');
  await fill('Kodi', 'SAMDU');
  await choose(/^Turi/, 'Oliy ta’lim muassasasi (OTM)');
  await choose(/^Hudud/, 'Samarqand');
  await fill('Manzil', 'Universitet xiyoboni, 15');
  await fill('Telefon', '+998 66 239-11-40');
  await fill('Rahbar', 'Xolmurodov Rustam');
}

describe('institution form', () => {
  it('names the missing required fields and a malformed code and phone, without asking the server', async () => {
    const { calls } = setup({ status: 201 });
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(3);
    expect(field('Nomi \\(o‘zbekcha\\)')).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(field('Kodi')).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(field('Nomi \\(ruscha\\)')).not.toHaveAccessibleDescription();

    await fill('Kodi', 'SAM DU');
    expect(field('Kodi')).toHaveAccessibleDescription('Faqat lotin harflari, raqamlar, “-” va “_” kiritish mumkin');
    await fill('Telefon', '12-34');
    expect(field('Telefon')).toHaveAccessibleDescription('Telefon raqamini +998 71 123-45-67 ko‘rinishida kiriting');
    expect(calls).toHaveLength(0);
  });

  it('offers the two types and the 14 regions, and sends every field with the region’s Uzbek name', async () => {
    const created = { id: 42, version: 1 };
    const { calls, router } = setup({ status: 201, body: { result: created } });
    await userEvent.click(screen.getByRole('combobox', { name: /^Turi/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Akademik litsey', 'Oliy ta’lim muassasasi (OTM)']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Hudud/ }));
    const regions = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(regions.map((option) => option.textContent)).toEqual([
      '—',
      'Qoraqalpog‘iston Respublikasi',
      'Andijon',
      'Buxoro',
      'Farg‘ona',
      'Jizzax',
      'Xorazm',
      'Namangan',
      'Navoiy',
      'Qashqadaryo',
      'Samarqand',
      'Sirdaryo',
      'Surxondaryo',
      'Toshkent viloyati',
      'Toshkent shahri',
    ]);
    await userEvent.keyboard('{Escape}');

    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-otv/institutions/preview/42'));
    expect(calls[0]?.body).toEqual({
      name: { uz: 'Samarqand davlat universiteti', ru: 'Самаркандский государственный университет', en: 'Samarkand State University' },
      short_name: 'SamDU',
      code: 'SAMDU',
      type: 'HEI',
      region: 'Samarqand',
      address: 'Universitet xiyoboni, 15',
      phone: '+998 66 239-11-40',
      director: 'Xolmurodov Rustam',
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('shows the server’s field errors next to their fields, and clears one when its field is edited', async () => {
    setup({
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          messages: ['Ma’lumotlar noto‘g‘ri kiritilgan'],
          fields: { 'name.ru': ['Ko‘pi bilan 255 ta belgi kiriting'], phone: ['Telefon raqami 7–15 ta raqamdan iborat bo‘lishi kerak, masalan +998 71 123-45-67'] },
        },
      },
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(field('Telefon')).toHaveAccessibleDescription('Telefon raqami 7–15 ta raqamdan iborat bo‘lishi kerak, masalan +998 71 123-45-67'));
    expect(field('Nomi \\(ruscha\\)')).toHaveAccessibleDescription('Ko‘pi bilan 255 ta belgi kiriting');
    expect(field('Telefon')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('notice')).toHaveTextContent('Ma’lumotlar noto‘g‘ri kiritilgan');
    expect(screen.getByRole('heading', { name: 'Ta’lim muassasasini qo‘shish' })).toBeInTheDocument();

    await fill('Telefon', '1');
    expect(field('Telefon')).not.toHaveAccessibleDescription();
    expect(field('Nomi \\(ruscha\\)')).toHaveAccessibleDescription('Ko‘pi bilan 255 ta belgi kiriting');
  });

  it('shows a taken code (409 institution_code_taken) under the code and as a notice', async () => {
    setup({ status: 409, body: { error: { code: 'institution_code_taken', messages: ['Bunday kodli TM allaqachon mavjud'], fields: {} } } });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(field('Kodi')).toHaveAccessibleDescription('Bunday kodli TM allaqachon mavjud'));
    expect(screen.getByTestId('notice')).toHaveTextContent('Bunday kodli TM allaqachon mavjud');
  });
});
