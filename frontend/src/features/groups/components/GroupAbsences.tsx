import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useGroupAbsences } from '../api/get-group-absences';
import { groupMessages } from '../messages';
import { attendancePath } from '../paths';

/** The group's students past the institution's absence thresholds, shown on the group's card when there are any. */
export function GroupAbsences({ id }: { id: number }) {
  const intl = useIntl();
  const absences = useGroupAbsences(id);
  const rows = absences.data?.results ?? [];
  if (rows.length === 0) return null;
  return (
    <Alert
      severity="warning"
      data-testid="group-absences"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={attendancePath(id)}>
          <FormattedMessage {...groupMessages.absencesOpen} />
        </Button>
      }
    >
      <AlertTitle>
        <FormattedMessage {...groupMessages.absencesTitle} />
      </AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {rows.map((row) => (
          <li key={`${row.student_id}-${row.semester}`}>{intl.formatMessage(groupMessages.absenceRow, { student: row.full_name, hours: row.unexcused_hours })}</li>
        ))}
      </Stack>
    </Alert>
  );
}
