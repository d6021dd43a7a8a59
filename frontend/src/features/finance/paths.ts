/** Finance's screens (the sidebar's "Moliya"). */
const base = '/finance';

export const financePaths = {
  contracts: `${base}/contracts`,
  debts: `${base}/debts`,
  payments: `${base}/payments`,
  prices: `${base}/prices`,
  baseAmounts: `${base}/base-amounts`,
  report: `${base}/report`,
  scholarships: `${base}/scholarships`,
  scholarshipTypes: `${base}/scholarship-types`,
} as const;

/** Pages of other areas, linked by path only: an order (an institution's screen). */
export const orderPreviewPath = (id: number) => `/education-process-otm/orders/${id}`;
