import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { portalMessages } from '../messages';

interface Props {
  value: number;
  /** The group's current semester: the last one offered. */
  last: number;
  onChange(semester: number): void;
}

/** The semesters up to the current one, newest first. */
export function SemesterSelect({ value, last, onChange }: Props) {
  const intl = useIntl();
  const semesters = Array.from({ length: Math.max(last, 1) }, (_, index) => Math.max(last, 1) - index);
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(portalMessages.semester)}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ mb: 2, minWidth: 160 }}
      slotProps={{ select: { inputProps: { 'data-testid': 'semester-select' } } }}
    >
      {semesters.map((semester) => (
        <MenuItem key={semester} value={semester}>
          {intl.formatMessage(portalMessages.semesterValue, { semester })}
        </MenuItem>
      ))}
    </TextField>
  );
}
