import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Readiness } from '../api/types';
import { graduateMessages } from '../messages';
import { useGraduateLabels } from './labels';

/** Whether the candidate may graduate, and if not, exactly what is missing: each subject with its semester, each DAK exam. */
export function ReadinessAlert({ readiness }: { readiness: Readiness }) {
  const intl = useIntl();
  const labels = useGraduateLabels();
  if (readiness.ready) {
    return (
      <Alert severity="success" data-testid="readiness" data-ready="true">
        <FormattedMessage {...graduateMessages.ready} />
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="readiness" data-ready="false">
      <AlertTitle>
        <FormattedMessage {...graduateMessages.notReady} />
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {readiness.missing_subjects.map((subject) => (
          <li key={`${subject.semester}-${subject.edu_subject_id}`}>
            {intl.formatMessage(subject.rating == null ? graduateMessages.missingSubject : graduateMessages.failingSubject, {
              subject: labels.name(subject.name),
              semester: subject.semester,
              rating: subject.rating ?? '',
            })}
          </li>
        ))}
        {readiness.missing_exams.map((exam) => (
          <li key={`exam-${exam.exam_id}`}>{intl.formatMessage(graduateMessages.missingExam, { exam: labels.name(exam.name) })}</li>
        ))}
      </ul>
    </Alert>
  );
}
