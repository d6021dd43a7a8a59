import { StatusTag, type TagTone } from '@/components/list/StatusTag';
import { useGroupLabels } from './labels';

/** SPEC.md section 4: studying success, graduated green, withdrawn error, on leave warning, archived plain. */
const TONES: Record<string, TagTone> = { ACTIVE: 'success', GRADUATED: 'green', WITHDRAW: 'error', 'ON-LEAVE': 'warning', ARCHIVED: 'default' };

export function StudentStatusTag({ status }: { status: string }) {
  const labels = useGroupLabels();
  return <StatusTag status={status} label={labels.studentStatus(status)} tone={TONES[status] ?? 'default'} />;
}
