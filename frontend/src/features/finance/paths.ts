/** Finance's screens (the sidebar's "Moliya"). */
const base = '/finance';

export const financePaths = {
  contracts: `${base}/contracts`,
  debts: `${base}/debts`,
  payments: `${base}/payments`,
  prices: `${base}/prices`,
  baseAmounts: `${base}/base-amounts`,
  report: `${base}/report`,
} as const;
