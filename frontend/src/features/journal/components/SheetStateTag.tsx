import { StatusTag } from '@/components/list/StatusTag';
import type { SheetState } from '../api/types';
import { useJournalLabels } from './labels';

export function SheetStateTag({ state }: { state: SheetState }) {
  const labels = useJournalLabels();
  return <StatusTag status={state} label={labels.sheetState(state)} tone={state === 'OPEN' ? 'success' : 'default'} />;
}
