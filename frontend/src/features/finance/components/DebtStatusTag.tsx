import { StatusTag } from '@/components/list/StatusTag';
import type { DebtStatus } from '../api/types';
import { useFinanceLabels } from './labels';

const TONES = { DEBTOR: 'error', SETTLED: 'success', OVERPAID: 'warning' } as const;

/** A debtor in red, a settled contract in green, an overpaid one in amber. */
export function DebtStatusTag({ status }: { status: DebtStatus }) {
  const labels = useFinanceLabels();
  return <StatusTag status={status} label={labels.status(status)} tone={TONES[status]} />;
}
