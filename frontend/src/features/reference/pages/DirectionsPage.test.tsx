import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { list } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { direction, fill, ministryUser, otmAdmin, refusal } from '@/test/reference';
import { renderAt } from '@/test/render';
import DirectionsPage from './DirectionsPage';

// MUI dialogs and tooltips take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

function setup(user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}, path = '/education-process-otm/direction') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/edu-directions/': (call) =>
      call.query.get('institution_type') === 'LYCEUM'
        ? list([direction(2, 'AL-01', 'Aniq fanlar', 'LYCEUM')])
        : list([direction(1, '60610100', 'Kompyuter injiniringi'), direction(2, 'AL-01', 'Aniq fanlar', 'LYCEUM')]),
    'POST /api/v1/edu-directions/': { status: 409, body: refusal('direction_code_taken', ['Bunday kodli yo‘nalish allaqachon mavjud']) },
    'PUT /api/v1/edu-directions/1/': (call) => ({ status: 200, body: { result: { id: 1, ...(call.body as object), version: 2 } } }),
    ...answers,
  });
  return { ...fetch, ...renderAt(<DirectionsPage />, path) };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('directions', () => {
  it('lists code, name and institution type, and keeps the search and the type filter in the URL', async () => {
    const { router, calls } = setup();
    const row = await rowOf('60610100');
    expect(within(row).getByText('Kompyuter injiniringi')).toBeInTheDocument();
    expect(within(row).getByText('Oliy ta’lim muassasasi (OTM)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi turi' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_type=LYCEUM'));
    await waitFor(() => expect(screen.queryByText('60610100')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('searchbox'), 'aniq');
    await waitFor(() => expect(router.state.location.search).toBe('?institution_type=LYCEUM&search=aniq'));
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ page: '1', limit: '20', institution_type: 'LYCEUM', search: 'aniq' }));
  });

  it('checks the code, then shows a code in use under the code', async () => {
    const { calls } = setup(ministryUser(), {}, '/education-process-otm/direction?institution_type=LYCEUM');
    await screen.findByText('AL-01');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yo‘nalish qo‘shish' });
    // A new direction starts with the type filtered by.
    expect(dialog.querySelector('input[name="institution_type"]')).toHaveValue('LYCEUM');
    const code = within(dialog).getByRole('textbox', { name: /Kodi/ });
    fill(code, '6 0');
    fill(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ }), 'Aniq fanlar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(code).toHaveAccessibleDescription('Kod 2–20 ta raqam, lotin harfi, nuqta yoki chiziqchadan iborat bo‘lishi kerak');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fill(code, 'AL-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Bunday kodli yo‘nalish allaqachon mavjud'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ code: 'AL-01', name: { uz: 'Aniq fanlar', ru: '', en: '' }, institution_type: 'LYCEUM' });
    expect(within(dialog).queryByTestId('direction-error')).not.toBeInTheDocument();
  });

  it('edits a direction with the version it read', async () => {
    const { calls } = setup();
    await userEvent.click(within(await rowOf('60610100')).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yo‘nalishni tahrirlash' });
    fill(within(dialog).getByRole('textbox', { name: 'Nomi (inglizcha)' }), 'Computer engineering');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      code: '60610100',
      name: { uz: 'Kompyuter injiniringi', ru: '', en: 'Computer engineering' },
      institution_type: 'HEI',
      version: 1,
    });
  });

  it('lets an institution admin only read the directions', async () => {
    setup(otmAdmin());
    await screen.findByText('60610100');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Amallar' })).not.toBeInTheDocument();
  });
});
