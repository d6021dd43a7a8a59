import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { campusPermissions, classHour, institutionAdmin, institutions, list, ministryAdmin } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import ClassHoursPage from './ClassHoursPage';

jest.setTimeout(30_000);

const overlap = { error: { code: 'class_hour_overlaps', messages: ['Vaqt 2-dars soati bilan ustma-ust tushadi'] } };

function setup(user: Profile = institutionAdmin(), answers: Parameters<typeof mockFetch>[0] = {}, path = '/education-process-otm/class-hours') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/class-hours/': list([classHour(1, 1, '08:30', '09:50'), classHour(2, 2, '10:00', '11:20', { institution_id: 3 })]),
    'GET /api/v1/institutions/': list(institutions),
    'POST /api/v1/class-hours/': (call) =>
      (call.body as { start_time: string }).start_time === '10:30' ? { status: 409, body: overlap } : { status: 201, body: { result: classHour(3, 3, '11:30', '12:50') } },
    'PUT /api/v1/class-hours/1/': { status: 200, body: { result: classHour(1, 1, '08:00', '09:20', { version: 2 }) } },
    ...answers,
  });
  return { ...fetch, ...renderAt(<ClassHoursPage />, path) };
}

/** Types a time as a person would paste it into the picker's field. */
function setTime(dialog: HTMLElement, name: 'start_time' | 'end_time', value: string) {
  const input = dialog.querySelector(`input[name="${name}"]`);
  if (!input) throw new Error(`no ${name} input`);
  fireEvent.change(input, { target: { value } });
}

describe('class hours', () => {
  it('lists the periods with their times and lengths, and the total', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('1-dars soati')).closest('tr') as HTMLElement;
    expect(within(row).getByText('08:30')).toBeInTheDocument();
    expect(within(row).getByText('09:50')).toBeInTheDocument();
    expect(within(row).getByText('80 daqiqa')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/v1/class-hours/')?.query ?? [])).toEqual({ page: '1', limit: '20' });
    expect(screen.queryByRole('combobox', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
  });

  it('checks the dialog’s fields, then shows the server’s overlap refusal in the dialog', async () => {
    const { calls } = setup();
    await screen.findByText('1-dars soati');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dars soati qo‘shish' });
    // The next number after those listed.
    expect(within(dialog).getByRole('spinbutton', { name: /Tartib raqami/ })).toHaveValue(3);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2);

    setTime(dialog, 'start_time', '10:30');
    setTime(dialog, 'end_time', '10:30');
    expect(await within(dialog).findByText('Tugash vaqti boshlanish vaqtidan keyin bo‘lishi kerak')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    setTime(dialog, 'end_time', '11:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByTestId('class-hour-error')).toHaveTextContent('Vaqt 2-dars soati bilan ustma-ust tushadi');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ number: 3, start_time: '10:30', end_time: '11:50' });

    setTime(dialog, 'start_time', '11:30');
    setTime(dialog, 'end_time', '12:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('shows a taken number under the number field', async () => {
    setup(institutionAdmin(), {
      'POST /api/v1/class-hours/': { status: 409, body: { error: { code: 'class_hour_number_taken', messages: ['Bu tartib raqamli dars soati allaqachon bor'] } } },
    });
    await screen.findByText('1-dars soati');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog');
    setTime(dialog, 'start_time', '13:00');
    setTime(dialog, 'end_time', '14:20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /Tartib raqami/ })).toHaveAccessibleDescription('Bu tartib raqamli dars soati allaqachon bor'),
    );
    expect(within(dialog).queryByTestId('class-hour-error')).not.toBeInTheDocument();
  });

  it('edits a period in the dialog with the version it read', async () => {
    const { calls } = setup();
    const row = (await screen.findByText('1-dars soati')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dars soatini tahrirlash' });
    expect(dialog.querySelector('input[name="start_time"]')).toHaveValue('08:30');
    setTime(dialog, 'start_time', '08:00');
    setTime(dialog, 'end_time', '09:20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ number: 1, start_time: '08:00', end_time: '09:20', version: 1 });
  });

  it('shows no add, edit or delete without their permissions', async () => {
    setup(institutionAdmin(campusPermissions.viewOnly));
    await screen.findByText('1-dars soati');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('lets a ministry-level role filter by institution and pick one for a new period', async () => {
    const { calls, router } = setup(ministryAdmin());
    const row = (await screen.findByText('2-dars soati')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Akademik litsey')).toBeInTheDocument());
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3'));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/v1/class-hours/').at(-1)?.query.get('institution_id')).toBe('3'));

    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Ta’lim muassasasi/ })).toHaveValue('Akademik litsey');
    setTime(dialog, 'start_time', '11:30');
    setTime(dialog, 'end_time', '12:50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ institution_id: 3, number: 3, start_time: '11:30', end_time: '12:50' }),
    );
  });
});
