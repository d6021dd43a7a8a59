/** Finance's screens (the sidebar's "Moliya"). */
const base = '/finance';

export const financePaths = {
  contracts: `${base}/contracts`,
  debts: `${base}/debts`,
  prices: `${base}/prices`,
  baseAmounts: `${base}/base-amounts`,
} as const;
