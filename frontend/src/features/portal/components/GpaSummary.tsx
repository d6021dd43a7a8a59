import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { portalMessages, sharedPortalMessages } from '../messages';
import type { StudentResultsDto } from '../types';
import { formatPoints } from './labels';

/** The cumulative GPA, each semester's, and how many subjects are in debt. */
export function GpaSummary({ results }: { results: StudentResultsDto }) {
  const intl = useIntl();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="portal-gpa">
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} data-testid="portal-gpa-cumulative">
        <FormattedMessage {...sharedPortalMessages.cumulativeGpa} values={{ gpa: formatPoints(results.gpa) }} />
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ my: 1 }}>
        {results.semesters.map((semester) => (
          <Chip
            key={semester.semester}
            size="small"
            variant="outlined"
            label={intl.formatMessage(portalMessages.semesterGpa, { semester: semester.semester, gpa: formatPoints(semester.gpa) })}
          />
        ))}
      </Stack>
      <Typography color={results.debts.length > 0 ? 'error' : 'text.secondary'} data-testid="portal-debts-count">
        <FormattedMessage {...sharedPortalMessages.debtsCount} values={{ count: results.debts.length }} />
      </Typography>
    </Paper>
  );
}
