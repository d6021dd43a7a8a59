import { useIntl } from 'react-intl';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useTeacherSubjects } from '../api/get-teacher-subjects';
import { teacherMessages } from '../messages';
import { useLessonLabels } from './labels';

/** One of the teacher's own subjects (GET /teachers/edu-subjects/). */
export function TeacherSubjectFilter({ value, onChange }: { value: string | undefined; onChange(value: string | undefined): void }) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const subjects = useTeacherSubjects().data?.results ?? [];
  const options = subjects.map((subject) => ({ value: String(subject.id), label: `${subject.code} — ${labels.name(subject.name)}` }));
  return <FilterSelect name="edu_subject_id" label={intl.formatMessage(teacherMessages.subjectFilter)} value={value} options={options} onChange={onChange} />;
}
