import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '@/lib/format';
import type { Roll } from '../api/types';
import { rollMessages } from '../messages';
import { useJournalLabels } from './labels';

/** What lesson the roll is of, and whether it may be taken now. */
export function RollHeader({ roll }: { roll: Roll }) {
  const labels = useJournalLabels();
  const group = [roll.edu_group.name, labels.subgroup(roll.subgroup)].filter(Boolean).join(' · ');
  return (
    <>
      <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="roll-lesson">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {labels.name(roll.edu_subject.name)}
        </Typography>
        <Typography variant="body2">
          {group} · {labels.lessonType(roll.lesson_type)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(roll.date)} · {labels.lessonHour(roll.class_hour)} · {roll.room}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {roll.teacher.name} · {labels.name(roll.institution.name)}
        </Typography>
      </Paper>
      <WindowNotice roll={roll} />
    </>
  );
}

function WindowNotice({ roll }: { roll: Roll }) {
  const lastDay = formatDate(roll.last_day);
  if (roll.window === 'NOT_YET') {
    return (
      <Alert severity="info" data-testid="roll-window">
        <FormattedMessage {...rollMessages.windowNotYet} values={{ date: formatDate(roll.date) }} />
      </Alert>
    );
  }
  if (roll.window === 'CLOSED') {
    return (
      <Alert severity="warning" data-testid="roll-window">
        <FormattedMessage {...(roll.needs_reason ? rollMessages.windowCorrection : rollMessages.windowClosed)} values={{ date: lastDay }} />
      </Alert>
    );
  }
  if (!roll.may_record) {
    return (
      <Alert severity="info" data-testid="roll-window">
        <FormattedMessage {...rollMessages.viewOnly} />
      </Alert>
    );
  }
  return roll.last_day !== roll.date ? (
    <Alert severity="info" data-testid="roll-window">
      <FormattedMessage {...rollMessages.windowOpenUntil} values={{ date: lastDay }} />
    </Alert>
  ) : null;
}
