import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import JournalSettingsPage from './JournalSettingsPage';

jest.setTimeout(60_000);

const defaults = { window_days: 0, sheet_close_days: 2, warning_hours: 12, reprimand_hours: 36, expulsion_hours: 74, promotion_gpa_limit: 2.4, version: 0 };

describe('the journal settings', () => {
  function setup(settings: object = defaults) {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['journal-settings'], institution_id: 1 }) });
    const fetch = mockFetch({
      'GET /api/v1/institutions/1/journal-settings/': { status: 200, body: { result: settings } },
      'PUT /api/v1/institutions/1/journal-settings/': (call) => ({ status: 200, body: { result: { ...(call.body as object), version: 1 } } }),
    });
    renderRoutes([{ path: '/institution-information/journal-settings', element: <JournalSettingsPage /> }], '/institution-information/journal-settings');
    return fetch;
  }

  it('says the defaults apply, wants the thresholds rising, and saves with the version read', async () => {
    const { calls } = setup();
    expect(await screen.findByTestId('settings-defaults')).toBeInTheDocument();
    const reprimand = screen.getByRole('spinbutton', { name: /Hayfsan/ });
    await userEvent.clear(reprimand);
    await userEvent.type(reprimand, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Chegaralar o‘sib borsin: ogohlantirish < hayfsan < chetlashtirish')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.clear(reprimand);
    await userEvent.type(reprimand, '40');
    const window = screen.getByRole('spinbutton', { name: /Davomatni kechiktirib olish/ });
    await userEvent.clear(window);
    await userEvent.type(window, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...defaults, window_days: 2, reprimand_hours: 40, version: 0 });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Sozlamalar saqlandi');
  });

  it('shows the promotion GPA to a tenth, refuses more decimals or beyond 5, and saves it as a number', async () => {
    const { calls } = setup({ ...defaults, version: 3 });
    const gpa = await screen.findByRole('spinbutton', { name: /Kursga o‘tish uchun GPA chegarasi/ });
    expect(gpa).toHaveValue(2.4);
    await userEvent.clear(gpa);
    await userEvent.type(gpa, '2.75');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('0 dan 5 gacha, ko‘pi bilan bir xonali kasr son kiriting (masalan, 2.4)')).toBeInTheDocument();
    await userEvent.clear(gpa);
    await userEvent.type(gpa, '5.5');
    expect(screen.getByText('0 dan 5 gacha, ko‘pi bilan bir xonali kasr son kiriting (masalan, 2.4)')).toBeInTheDocument();
    await userEvent.clear(gpa);
    expect(await screen.findByText('Iltimos, ushbu maydonni to‘ldiring')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(gpa, '3.1');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({ ...defaults, promotion_gpa_limit: 3.1, version: 3 });
  });
});
