import type { ListItem, Result, Schemas } from '@/api/contract';

/** A student's contract with what it charges, what was paid, the debt and its status (tiyin). */
export type Contract = ListItem<'/api/v1/finance/contracts/'>;
export type ContractWrite = Schemas['ContractWriteDto'];
/** A price of a year, direction, form and kind: a coefficient of the base amount or a fixed amount. */
export type Price = ListItem<'/api/v1/finance/prices/'>;
export type PriceWrite = Schemas['PriceWriteDto'];
/** The base amount the prices multiply, from its day. */
export type BaseAmount = ListItem<'/api/v1/finance/base-amounts/'>;
export type BaseAmountWrite = Schemas['BaseAmountWriteDto'];
/** A payment of a contract (tiyin). */
export type Payment = ListItem<'/api/v1/finance/payments/'>;
export type PaymentWrite = Schemas['PaymentWriteDto'];
/** An academic year's charged, paid and owed by month and by institution (tiyin). */
export type FinanceReport = Result<'/api/v1/reports/finance/'>;
/** A page of the debts with the sums of every row of the filter. */
export type Debts = Schemas['DebtsBody'];
export type DebtRow = Schemas['DebtRowDto'];

/** A scholarship type the ministry sets: its name and its amounts, newest first; `amount_now` is the one in force today. */
export type ScholarshipType = ListItem<'/api/v1/scholarship-types/'>;
/** A monthly amount of a scholarship type and the day it takes effect (tiyin, YYYY-MM-DD). */
export type ScholarshipAmount = Schemas['ScholarshipAmountDto'];
/** At least one amount, at most one a day; `version` on a PUT. */
export type ScholarshipTypeWrite = Schemas['ScholarshipTypeWriteDto'];
/** A student paid a scholarship in the month asked for: the type, the month's amount and the order that awarded it. */
export type ScholarshipRow = Schemas['ScholarshipRowDto'];
/** A page of a month's scholarships with the sums of the whole month (tiyin). */
export type Scholarships = Schemas['ScholarshipsBody'];

export type ContractKind = Schemas['ContractKindCode'];
export type DebtStatus = Schemas['DebtStatusCode'];
export type DebtLevel = Schemas['DebtLevelCode'];
export type EduForm = Schemas['EduFormCode'];

export const CONTRACT_KINDS: readonly ContractKind[] = ['STANDARD', 'RAISED', 'SUPER', 'FOREIGN'];
export const DEBT_STATUSES: readonly DebtStatus[] = ['DEBTOR', 'SETTLED', 'OVERPAID'];
export const DEBT_LEVELS: readonly DebtLevel[] = ['STUDENT', 'GROUP', 'INSTITUTION'];
export const EDU_FORMS: readonly EduForm[] = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'];

/** A choice of a picker: a group, a student, a direction. */
export interface Choice {
  id: number;
  name: string;
}

export const financeKeys = {
  all: ['finance'] as const,
  contracts: (params: object) => ['finance', 'contracts', params] as const,
  prices: (params: object) => ['finance', 'prices', params] as const,
  baseAmounts: (params: object) => ['finance', 'base-amounts', params] as const,
  debts: (params: object) => ['finance', 'debts', params] as const,
  payments: (params: object) => ['finance', 'payments', params] as const,
  report: (params: object) => ['finance', 'report', params] as const,
  groupContracts: (group: number) => ['finance', 'group-contracts', group] as const,
  groups: ['finance', 'groups'] as const,
  students: (group: number) => ['finance', 'students', group] as const,
  directions: ['finance', 'directions'] as const,
  scholarshipTypes: (params: object) => ['finance', 'scholarship-types', params] as const,
  scholarships: (params: object) => ['finance', 'scholarships', params] as const,
};
