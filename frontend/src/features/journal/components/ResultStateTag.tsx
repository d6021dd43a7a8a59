import { StatusTag } from '@/components/list/StatusTag';
import type { ResultState } from '../api/types';
import { useJournalLabels } from './labels';

const TONES = { IN_PROGRESS: 'processing', PASSED: 'success', DEBT: 'error' } as const;

/** Where a student stands in a subject: in progress, passed, or in debt. */
export function ResultStateTag({ state }: { state: ResultState }) {
  const labels = useJournalLabels();
  return <StatusTag status={state} label={labels.resultState(state)} tone={TONES[state]} />;
}
