import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { sharedPortalMessages } from '../messages';
import type { SemesterStandingDto } from '../types';
import { formatPoints } from './labels';
import { SubjectResult } from './SubjectResult';

/** A semester's GPA and its subjects. */
export function SemesterResults({ semester }: { semester: SemesterStandingDto }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 1.5 }} data-testid={`portal-semester-${semester.semester}`}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        <FormattedMessage {...sharedPortalMessages.semesterTitle} values={{ semester: semester.semester, gpa: formatPoints(semester.gpa) }} />
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0 }}>
        {semester.subjects.map((subject) => (
          <SubjectResult key={subject.edu_subject_id} subject={subject} />
        ))}
      </Stack>
    </Paper>
  );
}
