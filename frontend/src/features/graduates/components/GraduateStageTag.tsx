import { StatusTag } from '@/components/list/StatusTag';
import { useGraduateLabels } from './labels';

/** A candidate is still studying (processing); a graduate is green, as SPEC.md colours GRADUATED. */
export function GraduateStageTag({ stage }: { stage: string }) {
  const labels = useGraduateLabels();
  return <StatusTag status={stage} label={labels.stage(stage)} tone={stage === 'GRADUATED' ? 'green' : 'processing'} />;
}
