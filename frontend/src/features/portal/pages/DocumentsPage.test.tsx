import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { fakeResponse, mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { usePortalChild } from '../store';
import { me, portalProfile } from '../testing/fixtures';
import DocumentsPage from './DocumentsPage';

jest.setTimeout(60_000);

const reference = {
  id: 41,
  public_id: '1f0c2e4a-1111-4222-8333-444455556666',
  kind: 'REFERENCE',
  duplicate: false,
  number: 'R-0001-2026-000001',
  original_id: null,
  status: 'VALID',
  issued_at: '2026-11-27T06:00:00Z',
  pdf_url: '/api/v1/documents/41/pdf/',
};

const order = { id: 5, number: '45-B', date: '2026-09-01', kind: 'PROMOTION', purpose: 'Keyingi kursga', from_group: 'KI-25', to_group: 'KI-21', applied_at: '2026-09-01T06:00:00Z' };

describe('documents', () => {
  beforeEach(() => {
    useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });
    usePortalChild.setState({ studentId: null });
  });

  it('lists the orders naming the student and asks for a reference, which then heads the list of documents', async () => {
    let issued = false;
    const { calls } = mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/documents/': () => ({ status: 200, body: { result: { student_id: 11, orders: [order], documents: issued ? [reference] : [] } } }),
      'POST /api/v1/me/documents/': () => {
        issued = true;
        return { status: 201, body: { result: reference } };
      },
    });
    renderRoutes([{ path: '/portal/documents', element: <DocumentsPage /> }], '/portal/documents');
    const orders = await screen.findByTestId('portal-orders');
    expect(within(orders).getByTestId('order-5')).toHaveTextContent('Keyingi kursga o‘tkazish · Buyruq № 45-B, 01.09.2026');
    expect(within(orders).getByTestId('order-5')).toHaveTextContent('Maqsadi: Keyingi kursga · Guruh: KI-25 → KI-21');
    const documents = screen.getByTestId('portal-documents');
    expect(within(documents).getByText('Hujjatlar hali berilmagan')).toBeInTheDocument();

    await userEvent.click(within(documents).getByRole('button', { name: 'Ma’lumotnoma olish' }));
    const item = await within(documents).findByTestId('document-41');
    expect(item).toHaveTextContent('O‘qish joyidan ma’lumotnoma');
    expect(item).toHaveTextContent('R-0001-2026-000001');
    expect(item).toHaveTextContent('Amalda');
    expect(within(item).getByRole('link', { name: 'Tekshirish sahifasi: R-0001-2026-000001' })).toHaveAttribute('href', '/report/1f0c2e4a-1111-4222-8333-444455556666');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ student_id: 11, kind: 'REFERENCE' });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Hujjat tayyor');
  });

  it('downloads an issued document’s PDF through the client, with the token and the student', async () => {
    const { fetchMock } = mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/documents/': { status: 200, body: { result: { student_id: 11, orders: [], documents: [reference] } } },
    });
    window.localStorage.setItem('access_token', 'student-token');
    URL.createObjectURL = jest.fn(() => 'blob:pdf');
    URL.revokeObjectURL = jest.fn();
    const pdf = fakeResponse(200, '%PDF-');
    (pdf as { blob?: () => Promise<Blob> }).blob = async () => new Blob(['%PDF-']);
    renderRoutes([{ path: '/portal/documents', element: <DocumentsPage /> }], '/portal/documents');
    const item = await screen.findByTestId('document-41');
    fetchMock.mockImplementationOnce(async () => pdf);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(within(item).getByRole('button', { name: 'PDF yuklab olish: R-0001-2026-000001' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe('/api/v1/me/documents/41/pdf/?student_id=11');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer student-token');
  });
});
