import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { portalMessages } from '../messages';
import type { PortalSubjectAttendanceDto } from '../types';
import { formatPoints, usePortalLabels } from './labels';
import { LessonMarks } from './LessonMarks';

/** A subject's hours missed, lateness and average mark; opened, its lessons one by one. */
export function SubjectAttendance({ subject }: { subject: PortalSubjectAttendanceDto }) {
  const labels = usePortalLabels();
  const id = `subject-${subject.edu_subject_id}`;
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }} data-testid={id}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-header`} aria-controls={`${id}-lessons`}>
        <Stack component="span" spacing={0.25} sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }}>
            {labels.name(subject.name)}
          </Typography>
          <Typography variant="body2" component="span" color={subject.absent_hours > 0 ? 'error' : 'text.secondary'}>
            <FormattedMessage {...portalMessages.absentHours} values={{ hours: subject.absent_hours }} />
            {' · '}
            <FormattedMessage {...portalMessages.excusedHours} values={{ hours: subject.excused_hours }} />
          </Typography>
          <Typography variant="body2" component="span" color="text.secondary">
            <FormattedMessage {...portalMessages.late} values={{ count: subject.late }} />
            {' · '}
            {subject.marks_average === null ? (
              <FormattedMessage {...portalMessages.noMarks} />
            ) : (
              <FormattedMessage {...portalMessages.average} values={{ average: formatPoints(subject.marks_average) }} />
            )}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-lessons`} sx={{ px: 0, pt: 0 }}>
        <LessonMarks lessons={subject.lessons} />
      </AccordionDetails>
    </Accordion>
  );
}
