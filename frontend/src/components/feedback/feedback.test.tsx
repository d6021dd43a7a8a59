import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';

function Save() {
  const save = useMutation({ mutationFn: () => api.post('/things/', {}) });
  return <button onClick={() => save.mutate()}>save</button>;
}

describe('failure feedback', () => {
  it('a failed mutation shows the messages of the error envelope', async () => {
    mockFetch({ 'POST /api/v1/things/': { status: 422, body: { error: { code: 'invalid', messages: ['Nomi band', 'Kod noto‘g‘ri'] } } } });
    renderAt(<Save />);
    await userEvent.click(screen.getByText('save'));
    const notice = await screen.findByTestId('notice');
    expect(notice).toHaveTextContent('Nomi band');
    expect(notice).toHaveTextContent('Kod noto‘g‘ri');
  });

  it('a failed mutation without messages shows the generic text', async () => {
    mockFetch({ 'POST /api/v1/things/': { status: 500, body: 'oops' } });
    renderAt(<Save />);
    await userEvent.click(screen.getByText('save'));
    expect(await screen.findByTestId('notice')).toHaveTextContent("Tizimda xatolik yuz berdi, birozdan so'ng qayta urinib ko'ring");
  });
});
