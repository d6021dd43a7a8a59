import { StatusTag } from '@/components/list/StatusTag';
import type { CurriculumStatus } from '../api/types';
import { useCurriculumLabels } from './labels';

/** The colours of SPEC.md section 4 (APPROVED and the others: processing), with the curriculum's own labels. */
export function CurriculumStatusTag({ status }: { status: CurriculumStatus }) {
  const labels = useCurriculumLabels();
  return <StatusTag status={status} label={labels.status(status)} />;
}
