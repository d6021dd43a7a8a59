/** Finance's entries of the route table (the shell composes them in app/routes.tsx). */
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { lazy } from 'react';
import type { AppRoute } from '@/lib/routes';
import { financeMessages } from './messages';
import { financePaths } from './paths';

const page = {
  Contracts: lazy(() => import(/* webpackChunkName: "finance" */ './pages/ContractsPage')),
  Payments: lazy(() => import(/* webpackChunkName: "finance" */ './pages/PaymentsPage')),
  Debts: lazy(() => import(/* webpackChunkName: "finance" */ './pages/DebtsPage')),
  Prices: lazy(() => import(/* webpackChunkName: "finance" */ './pages/PricesPage')),
  Report: lazy(() => import(/* webpackChunkName: "finance" */ './pages/FinanceReportPage')),
  BaseAmounts: lazy(() => import(/* webpackChunkName: "finance" */ './pages/BaseAmountsPage')),
  Scholarships: lazy(() => import(/* webpackChunkName: "finance" */ './pages/ScholarshipsPage')),
  ScholarshipTypes: lazy(() => import(/* webpackChunkName: "finance" */ './pages/ScholarshipTypesPage')),
};

const section = 'finance';

export const financeRoutes: readonly AppRoute[] = [
  { section, path: financePaths.contracts, permission: 'contract-view', message: financeMessages.contractsTitle, menu: true, order: 10, icon: ReceiptLongOutlinedIcon, Component: page.Contracts },
  { section, path: financePaths.payments, permission: 'payment-view', message: financeMessages.paymentsTitle, menu: true, order: 15, icon: PaidOutlinedIcon, Component: page.Payments },
  { section, path: financePaths.debts, permission: 'contract-view', message: financeMessages.debtsTitle, menu: true, order: 20, icon: AccountBalanceWalletOutlinedIcon, Component: page.Debts },
  { section, path: financePaths.prices, permission: 'finance-settings', message: financeMessages.pricesTitle, menu: true, order: 30, icon: PriceChangeOutlinedIcon, Component: page.Prices },
  { section, path: financePaths.report, permission: 'contract-view', message: financeMessages.reportTitle, menu: true, order: 50, icon: AssessmentOutlinedIcon, Component: page.Report },
  { section, path: financePaths.baseAmounts, permission: 'finance-base-amount', message: financeMessages.baseAmountsTitle, menu: true, order: 40, icon: RequestQuoteOutlinedIcon, Component: page.BaseAmounts },
  { section, path: financePaths.scholarships, permission: 'scholarship-view', message: financeMessages.scholarshipsTitle, menu: true, order: 25, icon: WorkspacePremiumOutlinedIcon, Component: page.Scholarships },
  { section, path: financePaths.scholarshipTypes, permission: 'scholarship-type', message: financeMessages.scholarshipTypesTitle, menu: true, order: 45, icon: StyleOutlinedIcon, Component: page.ScholarshipTypes },
];
