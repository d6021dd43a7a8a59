import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessages, fieldErrors } from '@/api/client';
import { FormDialog } from '@/components/form/FormDialog';
import { formatDate } from '@/lib/format';
import { useTopics } from '../api/get-topics';
import type { HeldLesson } from '../api/types';
import { teacherMessages } from '../messages';
import { useLessonLabels } from './labels';

interface Props {
  subjectId: number;
  lesson: HeldLesson;
  submitting: boolean;
  error: unknown;
  onSubmit(topicIds: number[]): void;
  onClose(): void;
}

/** Which of the subject's topics a held lesson covered; saving replaces what was recorded. */
export function TopicsDialog({ subjectId, lesson, submitting, error, onSubmit, onClose }: Props) {
  const labels = useLessonLabels();
  const topics = useTopics({ page: 1, limit: 10000, edu_subject_id: subjectId }).data?.results ?? [];
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set(lesson.topics.map((topic) => topic.id)));
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(topics.filter((topic) => chosen.has(topic.id)).map((topic) => topic.id));
  };
  const fields = Object.values(fieldErrors(error)).flat();
  const general = [...errorMessages(error).filter((text) => !fields.includes(text)), ...fields];

  return (
    <FormDialog
      name="lesson-topics"
      title={<FormattedMessage {...teacherMessages.chooseTopics} />}
      submitting={submitting}
      general={general}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {formatDate(lesson.date)} · {labels.classHour(lesson.class_hour)} · {labels.lessonType(lesson.lesson_type)}
      </Typography>
      {topics.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...teacherMessages.noSubjectTopics} />
        </Alert>
      ) : (
        <FormGroup>
          {topics.map((topic) => (
            <FormControlLabel
              key={topic.id}
              control={<Checkbox checked={chosen.has(topic.id)} onChange={() => toggle(topic.id)} name={`topic-${topic.id}`} />}
              label={`${topic.order}. ${topic.name}`}
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}
