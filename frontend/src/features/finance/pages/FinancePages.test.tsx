import { screen, within } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { Contract, DebtRow } from '../api/types';
import { financePaths } from '../paths';
import ContractsPage from './ContractsPage';
import DebtsPage from './DebtsPage';

const institution = { id: 1, name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' } };
const accountant = ['contract-view', 'contract-add', 'contract-edit', 'contract-delete', 'finance-settings', 'edu-group-view'];

function contract(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 5,
    institution_id: 1,
    institution,
    number: '2026-0003',
    number_in_year: 3,
    student_id: 9,
    student_name: 'Karimov Jasur',
    pinfl: '31234567890123',
    edu_group_id: 4,
    edu_group_name: 'AT-26-01',
    date: '2026-08-20',
    academic_year: 2026,
    contract_kind: 'STANDARD',
    amount: 1_350_000_000,
    discount_percent: 0,
    state: 'ENDED',
    ended_on: '2026-12-10',
    net: 1_350_000_000,
    months: 4,
    months_in_year: 10,
    charged: 540_000_000,
    paid: 100_000_000,
    debt: 440_000_000,
    status: 'DEBTOR',
    version: 1,
    ...overrides,
  };
}

function row(id: number, debt: number): DebtRow {
  return {
    id,
    student_name: `Talaba ${id}`,
    group_name: 'AT-26-01',
    institution_id: 1,
    institution_name: institution.name,
    contracts: 1,
    charged: debt + 100,
    paid: 100,
    debt,
    status: 'DEBTOR',
  };
}

beforeEach(() => {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: accountant, role: { id: 6, name: 'ACCOUNTANT', level: 'INSTITUTION' } }) });
});

describe('finance screens', () => {
  it('show a contract that ended with the months it charged for, its debt in so‘m and its status', async () => {
    mockFetch({
      'GET /api/v1/finance/contracts/': { status: 200, body: { results: [contract()], count: 1 } },
      'GET /api/v1/edu-groups/': { status: 200, body: { results: [], count: 0 } },
    });
    renderRoutes([{ path: financePaths.contracts, element: <ContractsPage /> }], financePaths.contracts);
    const line = (await screen.findByText('2026-0003')).closest('tr') as HTMLElement;
    expect(within(line).getByTestId('proration').textContent).toContain('4 / 10 oy');
    expect(within(line).getByText('4 400 000 so‘m')).toBeTruthy();
    expect(within(line).getByText('Qarzdor')).toBeTruthy();
  });

  it('show the debts with the sums of every row of the filter', async () => {
    mockFetch({
      'GET /api/v1/finance/debts/': { status: 200, body: { results: [row(1, 500_000_00), row(2, 250_000_00)], count: 2, totals: { contracts: 2, charged: 750_000_200, paid: 200, debt: 750_000_00 } } },
      'GET /api/v1/edu-groups/': { status: 200, body: { results: [], count: 0 } },
    });
    renderRoutes([{ path: financePaths.debts, element: <DebtsPage /> }], financePaths.debts);
    await screen.findByText('Talaba 1');
    expect((await screen.findByTestId('debt-totals')).textContent).toContain('qarz 750 000 so‘m');
  });
});
