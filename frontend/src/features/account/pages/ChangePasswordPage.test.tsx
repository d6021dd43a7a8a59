import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import ChangePasswordPage from './ChangePasswordPage';

/** A field by its whole label (the required mark after it), as 'Yangi parol' is also the start of another. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`)) as HTMLInputElement;

async function fill(current: string, next: string, repeat = next) {
  await userEvent.type(field('Joriy parol'), current);
  await userEvent.type(field('Yangi parol'), next);
  await userEvent.type(field('Yangi parolni takrorlang'), repeat);
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

describe('change password page', () => {
  beforeEach(() => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile() });
  });

  it('shows the policy, checks the form, sends both passwords and stays signed in with an empty form', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/users/me/password/': { status: 204 } });
    const { router } = renderAt(<ChangePasswordPage />, '/account/password');
    expect(screen.getByRole('heading', { name: 'Parolni o‘zgartirish' })).toBeInTheDocument();
    expect(field('Yangi parol')).toHaveAccessibleDescription('Parol 8 tadan 128 tagacha belgidan iborat bo‘lsin');
    expect(screen.queryByTestId('password-change-required')).not.toBeInTheDocument();

    await save();
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(3);
    await fill('eski-parol', 'qisqa', 'boshqa');
    expect(field('Yangi parol')).toHaveAccessibleDescription('Parol 8 tadan 128 tagacha belgidan iborat bo‘lsin');
    expect(field('Yangi parol')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Parollar bir xil emas')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await userEvent.clear(field('Yangi parol'));
    await userEvent.type(field('Yangi parol'), 'yangi-parol-1');
    await userEvent.clear(field('Yangi parolni takrorlang'));
    await userEvent.type(field('Yangi parolni takrorlang'), 'yangi-parol-1');
    await save();

    expect(await screen.findByTestId('notice')).toHaveTextContent('Parol o‘zgartirildi');
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', '/api/v1/users/me/password/', { current_password: 'eski-parol', new_password: 'yangi-parol-1' }],
    ]);
    await waitFor(() => expect(field('Joriy parol')).toHaveValue(''));
    expect(field('Yangi parol')).toHaveValue('');
    expect(router.state.location.pathname).toBe('/account/password');
    expect(useSession.getState()).toMatchObject({ authenticated: true, profile: { username: 'otmadmin' } });
  });

  it('shows the server’s refusals under the fields they name', async () => {
    mockFetch({
      'POST /api/v1/users/me/password/': {
        status: 422,
        body: {
          error: {
            code: 'validation',
            messages: ['Ma’lumotlar noto‘g‘ri'],
            fields: { current_password: ['Joriy parol noto‘g‘ri'], new_password: ['Parol login bilan bir xil bo‘lmasin'] },
          },
        },
      },
    });
    renderAt(<ChangePasswordPage />, '/account/password');
    await fill('xato-parol', 'otmadmin');
    await save();
    await waitFor(() => expect(field('Joriy parol')).toHaveAccessibleDescription('Joriy parol noto‘g‘ri'));
    expect(field('Yangi parol')).toHaveAccessibleDescription('Parol login bilan bir xil bo‘lmasin');
    expect(field('Joriy parol')).toHaveAttribute('aria-invalid', 'true');

    // A field typed again drops the server's refusal of the old value.
    await userEvent.type(field('Joriy parol'), '2');
    expect(field('Joriy parol')).not.toHaveAccessibleDescription('Joriy parol noto‘g‘ri');
  });

  it('says so above the button when the server refuses after repeated wrong passwords', async () => {
    mockFetch({
      'POST /api/v1/users/me/password/': {
        status: 429,
        body: { error: { code: 'too_many_attempts', messages: ['Urinishlar soni oshib ketdi, 15 daqiqadan so‘ng qayta urining'] } },
      },
    });
    renderAt(<ChangePasswordPage />, '/account/password');
    await fill('xato-parol', 'yangi-parol-1');
    await save();
    expect(await screen.findByTestId('password-error')).toHaveTextContent('Urinishlar soni oshib ketdi, 15 daqiqadan so‘ng qayta urining');
    expect(useSession.getState().authenticated).toBe(true);
  });
});
