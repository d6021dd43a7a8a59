import { screen } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { tokenStorage } from '@/api/token';
import ReportPage from './ReportPage';

jest.setTimeout(60_000);

const routes = [{ path: '/report/:id', element: <ReportPage /> }];

const verified = {
  public_id: '1f0c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6',
  kind: 'DIPLOMA',
  duplicate: false,
  status: 'VALID',
  number: 'B 1234567',
  holder: 'Karimov Jasur Olim o‘g‘li',
  institution: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' },
  edu_direction: { uz: 'Kompyuter injiniringi', ru: '', en: '' },
  qualification: { uz: 'Muhandis', ru: '', en: '' },
  year: 2027,
  issued_at: '2027-07-01T09:00:00Z',
  original_number: null,
  duplicates: 1,
};

describe('public document verification', () => {
  beforeEach(() => useSession.setState({ status: 'finished', authenticated: false, profile: null }));

  it('says a valid document is genuine and whose it is, asking without a token', async () => {
    tokenStorage.set('a token that must not be sent');
    const { calls } = mockFetch({ [`GET /api/v1/reports/${verified.public_id}/`]: { status: 200, body: { result: verified } } });
    renderRoutes(routes, `/report/${verified.public_id}`);
    expect(await screen.findByTestId('verification-status')).toHaveAttribute('data-status', 'VALID');
    expect(screen.getByText('Hujjat haqiqiy va amalda')).toBeInTheDocument();
    const details = screen.getByTestId('verification-details');
    expect(details).toHaveTextContent('Karimov Jasur Olim o‘g‘li');
    expect(details).toHaveTextContent('Toshkent axborot texnologiyalari universiteti');
    expect(details).toHaveTextContent('2027');
    expect(details).toHaveTextContent('01.07.2027');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    tokenStorage.clear();
  });

  it('says a revoked duplicate is revoked and names its original', async () => {
    mockFetch({ 'GET /api/v1/reports/x1/': { status: 200, body: { result: { ...verified, status: 'REVOKED', duplicate: true, original_number: 'B 1234567' } } } });
    renderRoutes(routes, '/report/x1');
    expect(await screen.findByTestId('verification-status')).toHaveAttribute('data-status', 'REVOKED');
    expect(screen.getByText('Bu B 1234567 raqamli hujjatning dublikati')).toBeInTheDocument();
  });

  it('says an unknown document is unknown', async () => {
    mockFetch({});
    renderRoutes(routes, '/report/nothing-here');
    expect(await screen.findByTestId('verification-status')).toHaveAttribute('data-status', 'UNKNOWN');
    expect(screen.getByText('Bunday hujjat topilmadi')).toBeInTheDocument();
  });
});
