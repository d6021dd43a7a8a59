import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { list } from '@/test/campus';
import { mockFetch } from '@/test/fetch';
import { fill, ministryUser, position, referencePermissions, refusal } from '@/test/reference';
import { renderAt } from '@/test/render';
import PositionsPage from './PositionsPage';

// MUI dialogs and tooltips take seconds in jsdom on a busy machine.
jest.setTimeout(60_000);

function setup(user: Profile = ministryUser(), answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/institution-positions/': (call) =>
      call.query.get('is_teaching') === 'true' ? list([position(2, 'Professor', true)]) : list([position(1, 'Buxgalter'), position(2, 'Professor', true)], 23),
    'POST /api/v1/institution-positions/': (call) => ({ status: 201, body: { result: { id: 9, version: 1, ...(call.body as object) } } }),
    'PUT /api/v1/institution-positions/2/': (call) => ({ status: 200, body: { result: { id: 2, ...(call.body as object), version: 2 } } }),
    'DELETE /api/v1/institution-positions/2/': { status: 409, body: refusal('position_in_use', ['Lavozimni o‘chirib bo‘lmaydi: uni 3 ta xodim egallagan']) },
    ...answers,
  });
  return { ...fetch, ...renderAt(<PositionsPage />, '/administrative-process-otv/institution-position') };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('institution positions', () => {
  it('lists the positions, whether each is a teaching one, and pages them', async () => {
    const { calls } = setup();
    expect(within(await rowOf('Professor')).getByText('Pedagogik')).toBeInTheDocument();
    expect(within(await rowOf('Buxgalter')).getByText('Pedagogik emas')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 23 ta');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ page: '1', limit: '20' });
  });

  it('keeps the teaching filter in the URL', async () => {
    const { router, calls } = setup();
    await screen.findByText('Buxgalter');
    await userEvent.click(screen.getByRole('combobox', { name: 'Pedagogik lavozim' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pedagogik' }));
    await waitFor(() => expect(router.state.location.search).toBe('?is_teaching=true'));
    await waitFor(() => expect(screen.queryByText('Buxgalter')).not.toBeInTheDocument());
    expect(calls.at(-1)?.query.get('is_teaching')).toBe('true');
  });

  it('adds a teaching position, with the server’s complaint about a name under the name', async () => {
    const { calls } = setup(ministryUser(), {
      'POST /api/v1/institution-positions/': (call) =>
        (call.body as { name: { ru: string } }).name.ru === 'x'
          ? { status: 422, body: refusal('validation', ['Maydonlar noto‘g‘ri'], { 'name.ru': ['Juda qisqa'] }) }
          : { status: 201, body: { result: { id: 9, version: 1, ...(call.body as object) } } },
    });
    await screen.findByText('Buxgalter');
    await userEvent.click(screen.getByRole('button', { name: 'Qo‘shish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lavozim qo‘shish' });
    fill(within(dialog).getByRole('textbox', { name: /Nomi \(o‘zbekcha\)/ }), 'Dotsent');
    fill(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'x');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pedagogik lavozim' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' })).toHaveAccessibleDescription('Juda qisqa'));
    expect(within(dialog).queryByTestId('position-error')).not.toBeInTheDocument();

    fill(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Доцент');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ name: { uz: 'Dotsent', ru: 'Доцент', en: '' }, is_teaching: true });
  });

  it('edits a position with the version it read', async () => {
    const { calls } = setup();
    await userEvent.click(within(await rowOf('Professor')).getByRole('button', { name: 'Tahrirlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lavozimni tahrirlash' });
    expect(within(dialog).getByRole('checkbox', { name: 'Pedagogik lavozim' })).toBeChecked();
    fill(within(dialog).getByRole('textbox', { name: 'Nomi (inglizcha)' }), 'Full professor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: { uz: 'Professor', ru: 'Professor (ru)', en: 'Full professor' },
      is_teaching: true,
      version: 1,
    });
  });

  it('shows the server’s refusal to delete a position staff hold', async () => {
    setup();
    await userEvent.click(within(await rowOf('Professor')).getByRole('button', { name: 'O‘chirish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Lavozimni o‘chirib bo‘lmaydi: uni 3 ta xodim egallagan');
  });

  it('shows no add, edit or delete without their permissions', async () => {
    setup(ministryUser(referencePermissions.viewOnly));
    await screen.findByText('Buxgalter');
    expect(screen.queryByRole('button', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});
