import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { sharedPortalMessages } from '../messages';
import type { ExamDto } from '../types';
import { usePortalLabels } from './labels';

/** An exam of a day, marked as one: its class hour, subject, control and attempt, examiner and room. */
export function ExamItem({ exam }: { exam: ExamDto }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  return (
    <Box component="li" sx={{ pl: 1.5, py: 0.5, borderLeft: 3, borderColor: 'warning.main', listStyle: 'none' }} data-testid="portal-exam">
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {labels.classHour(exam.class_hour)}{' '}
        <Chip size="small" color="warning" label={intl.formatMessage(sharedPortalMessages.examBadge)} sx={{ height: 18, ml: 0.5 }} />
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {labels.name(exam.edu_subject.name)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {labels.examControl(exam.control)} · {labels.attempt(exam.attempt)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {exam.examiner.full_name} · {exam.room.name}
      </Typography>
    </Box>
  );
}
