import { screen } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { tokenStorage } from '@/api/token';
import ContractReportPage from './ContractReportPage';

jest.setTimeout(60_000);

const routes = [{ path: '/report/contract/:id', element: <ContractReportPage /> }];

const verified = {
  number: '2026-0017',
  date: '2026-08-30',
  academic_year: 2026,
  contract_kind: 'RAISED',
  state: 'ACTIVE',
  student_name: 'Karimov Jasur Olim o‘g‘li',
  institution: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' },
};

describe('public contract verification', () => {
  beforeEach(() => useSession.setState({ status: 'finished', authenticated: false, profile: null }));

  it('says a contract is genuine, whose, of which year and kind, asking without a token', async () => {
    tokenStorage.set('a token that must not be sent');
    const { calls } = mockFetch({ 'GET /api/v1/reports/contracts/c1/': { status: 200, body: { result: verified } } });
    renderRoutes(routes, '/report/contract/c1');
    expect(await screen.findByTestId('verification-status')).toHaveAttribute('data-status', 'ACTIVE');
    expect(screen.getByText('Shartnoma haqiqiy: u tizimda ro‘yxatdan o‘tgan')).toBeInTheDocument();
    const details = screen.getByTestId('verification-details');
    expect(details).toHaveTextContent('2026-0017');
    expect(details).toHaveTextContent('30.08.2026');
    expect(details).toHaveTextContent('2026–2027');
    expect(details).toHaveTextContent('Oshirilgan to‘lov-kontrakt');
    expect(details).toHaveTextContent('Amalda');
    expect(details).toHaveTextContent('Karimov Jasur Olim o‘g‘li');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    tokenStorage.clear();
  });

  it('says an unknown contract is unknown', async () => {
    mockFetch({});
    renderRoutes(routes, '/report/contract/nothing-here');
    expect(await screen.findByTestId('verification-status')).toHaveAttribute('data-status', 'UNKNOWN');
  });
});
