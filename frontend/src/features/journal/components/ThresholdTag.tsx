import { StatusTag } from '@/components/list/StatusTag';
import type { ThresholdLevel } from '../api/types';
import { useJournalLabels } from './labels';

const TONES = { WARNING: 'warning', REPRIMAND: 'error', EXPULSION: 'error' } as const;

export function ThresholdTag({ level }: { level: ThresholdLevel }) {
  const labels = useJournalLabels();
  return <StatusTag status={level} label={labels.threshold(level)} tone={TONES[level]} />;
}
