import { StatusTag, type TagTone } from '@/components/list/StatusTag';
import { useStudentLabels } from './labels';

/** SPEC.md section 4: studying success, graduated green, withdrawn error, on leave warning, archived plain. */
const TONES: Record<string, TagTone> = { ACTIVE: 'success', GRADUATED: 'green', WITHDRAW: 'error', 'ON-LEAVE': 'warning', ARCHIVED: 'default' };

export function StudentStatusTag({ status }: { status: string }) {
  const labels = useStudentLabels();
  return <StatusTag status={status} label={labels.status(status)} tone={TONES[status] ?? 'default'} />;
}
