import { screen, within } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { usePortalChild } from '../store';
import { me, offline, portalProfile } from '../testing/fixtures';
import FinancePage from './FinancePage';

jest.setTimeout(60_000);

const contract = (id: number, number: string, academic_year: number, amount: number, paid: number, status: string) => ({
  id,
  number,
  number_in_year: id,
  academic_year,
  amount,
  charged: amount,
  net: amount,
  paid,
  debt: Math.max(amount - paid, 0),
  status,
  state: 'ACTIVE',
  contract_kind: 'STANDARD',
  date: `${academic_year}-09-01`,
  discount_percent: 0,
  edu_group_id: 7,
  edu_group_name: 'KI-21',
  ended_on: null,
  institution: { id: 1, name: { uz: 'TATU' } },
  institution_id: 1,
  months: 10,
  months_in_year: 10,
  pinfl: '61403066010420',
  student_id: 11,
  student_name: 'Karimova Malika Akmalovna',
  version: 1,
});

const payment = (id: number, date: string, amount: number) => ({
  id,
  date,
  amount,
  contract_id: 2,
  contract_number: '2026-0002',
  document_number: `P-${id}`,
  edu_group_name: 'KI-21',
  institution_id: 1,
  prepayment: false,
  student_name: 'Karimova Malika Akmalovna',
  version: 1,
});

function setup() {
  useSession.setState({ status: 'finished', authenticated: true, profile: portalProfile() });
  usePortalChild.setState({ studentId: null });
}

describe('payments', () => {
  it('shows the total debt, each contract with its year, amount, paid, debt and status, and the payments newest first', async () => {
    setup();
    mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/finance/': {
        status: 200,
        body: {
          result: {
            student_id: 11,
            contracts: [contract(1, '2025-0001', 2025, 1_200_000_000, 1_200_000_000, 'SETTLED'), contract(2, '2026-0002', 2026, 1_450_000_000, 500_000_050, 'DEBTOR')],
            payments: [payment(7, '2026-09-10', 300_000_000), payment(8, '2026-10-10', 200_000_050)],
            debt: 949_999_950,
            scholarships: [],
          },
        },
      },
    });
    renderRoutes([{ path: '/portal/finance', element: <FinancePage /> }], '/portal/finance');
    expect(await screen.findByTestId('portal-total-debt')).toHaveTextContent('9 499 999,50 so‘m');
    const owed = screen.getByTestId('contract-2');
    expect(within(owed).getByRole('heading')).toHaveTextContent('Shartnoma № 2026-0002');
    expect(owed).toHaveTextContent('2026–2027');
    expect(owed.querySelector('[data-field="amount"]')).toHaveTextContent('14 500 000 so‘m');
    expect(owed.querySelector('[data-field="paid"]')).toHaveTextContent('5 000 000,50 so‘m');
    expect(owed.querySelector('[data-field="debt"]')).toHaveTextContent('9 499 999,50 so‘m');
    expect(within(owed).getByText('Qarzdor')).toBeInTheDocument();
    expect(within(screen.getByTestId('contract-1')).getByText('To‘langan', { selector: '.MuiChip-label' })).toBeInTheDocument();
    const payments = within(screen.getByTestId('portal-payments')).getAllByRole('listitem');
    expect(payments.map((item) => item.textContent)).toEqual([
      '10.10.2026 · 2 000 000,50 so‘mShartnoma № 2026-0002 · To‘lov hujjati raqami: P-8',
      '10.09.2026 · 3 000 000 so‘mShartnoma № 2026-0002 · To‘lov hujjati raqami: P-7',
    ]);
  });

  it('lists the scholarships awarded with their span, monthly amount and order, marking the one paid this month', async () => {
    setup();
    mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/finance/': {
        status: 200,
        body: {
          result: {
            student_id: 11,
            contracts: [],
            payments: [],
            debt: 0,
            scholarships: [
              {
                scholarship_type_name: { uz: 'Davlat stipendiyasi', ru: 'Государственная стипендия', en: 'State scholarship' },
                monthly_amount: 120_000_000,
                date_from: '2026-09-01',
                date_to: '2027-01-31',
                order_number: '45-S',
                paid_this_month: true,
              },
              {
                scholarship_type_name: { uz: 'Prezident stipendiyasi', ru: 'Президентская стипендия', en: 'Presidential scholarship' },
                monthly_amount: null,
                date_from: '2025-09-01',
                date_to: '2026-01-31',
                order_number: '12-S',
                paid_this_month: false,
              },
            ],
          },
        },
      },
    });
    renderRoutes([{ path: '/portal/finance', element: <FinancePage /> }], '/portal/finance');
    const section = await screen.findByTestId('portal-scholarships');
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Stipendiya');
    const [current, past] = within(section).getAllByTestId('portal-scholarship');
    expect(within(current!).getByRole('heading', { level: 3 })).toHaveTextContent('Davlat stipendiyasi');
    expect(current!.querySelector('[data-field="span"]')).toHaveTextContent('01.09.2026–31.01.2027');
    expect(current!.querySelector('[data-field="monthly"]')).toHaveTextContent('1 200 000 so‘m');
    expect(current).toHaveTextContent('Buyruq № 45-S');
    expect(within(current!).getByTestId('scholarship-paid')).toHaveTextContent('Bu oy to‘lanadi');
    expect(within(past!).getByRole('heading', { level: 3 })).toHaveTextContent('Prezident stipendiyasi');
    expect(past!.querySelector('[data-field="monthly"]')).toHaveTextContent('—');
    expect(within(past!).queryByTestId('scholarship-paid')).not.toBeInTheDocument();
  });

  it('says so when no scholarship is awarded', async () => {
    setup();
    mockFetch({
      'GET /api/v1/me/': { status: 200, body: { result: me() } },
      'GET /api/v1/me/finance/': { status: 200, body: { result: { student_id: 11, contracts: [], payments: [], debt: 0, scholarships: [] } } },
    });
    renderRoutes([{ path: '/portal/finance', element: <FinancePage /> }], '/portal/finance');
    expect(await screen.findByTestId('portal-scholarships')).toHaveTextContent('Stipendiya tayinlanmagan');
  });

  it('says it could not be loaded without the network, as payments are not kept', async () => {
    setup();
    offline();
    renderRoutes([{ path: '/portal/finance', element: <FinancePage /> }], '/portal/finance');
    expect(await screen.findByTestId('portal-error')).toHaveTextContent('Ma’lumotni yuklab bo‘lmadi');
  });
});
