import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { portalMessages } from '../messages';
import { usePortalChild } from '../store';
import { useCurrentStudent } from './use-current-student';

/** Whose record the portal shows: a parent of several children chooses one; otherwise the one name. */
export function ChildSwitcher() {
  const intl = useIntl();
  const { students, student } = useCurrentStudent();
  const choose = usePortalChild((state) => state.choose);
  if (!student) return null;
  return (
    <Box sx={{ minWidth: 0 }} data-testid="portal-student" data-student-id={student.id}>
      {students.length > 1 ? (
        <TextField
          select
          fullWidth
          size="small"
          label={intl.formatMessage(portalMessages.child)}
          value={student.id}
          onChange={(event) => choose(Number(event.target.value))}
          slotProps={{ select: { inputProps: { 'data-testid': 'portal-child-select' } } }}
        >
          {students.map((each) => (
            <MenuItem key={each.id} value={each.id}>
              {each.fio}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="subtitle2" noWrap component="p" data-testid="portal-student-name">
          {student.fio}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" noWrap component="p" data-testid="portal-student-group">
        {student.edu_group.name}
      </Typography>
    </Box>
  );
}
