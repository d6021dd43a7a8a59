import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { memo, useState, type Dispatch, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { ATTENDANCES, type Attendance } from '../api/types';
import { rollMessages } from '../messages';
import { useJournalLabels } from './labels';
import { markProblem, wasThere, type RollAction, type RollLine } from './roll-editor';

const LOOK: Record<Attendance, { color: 'success' | 'error' | 'warning' | 'info'; variant: 'outlined' | 'contained' }> = {
  PRESENT: { color: 'success', variant: 'outlined' },
  LATE: { color: 'warning', variant: 'contained' },
  ABSENT: { color: 'error', variant: 'contained' },
  EXCUSED: { color: 'info', variant: 'contained' },
};

interface Props {
  index: number;
  line: RollLine;
  /** 2..5 as chips on the five-point system; null for a typed mark. */
  choices: number[] | null;
  markMin: number;
  markMax: number;
  editable: boolean;
  refusal?: string;
  dispatch: Dispatch<RollAction>;
}

/**
 * One student of the roll: a tap on the attendance button marks them absent (and back), the menu
 * beside it reaches late and excused; a mark by chip or by keyboard, and a note.
 */
export const RollRow = memo(function RollRow({ index, line, choices, markMin, markMax, editable, refusal, dispatch }: Props) {
  const intl = useIntl();
  const labels = useJournalLabels();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [noteOpen, setNoteOpen] = useState(line.note !== '');
  const there = wasThere(line.attendance);
  const problem = markProblem(line.mark, markMin, markMax);
  const markError = problem ? intl.formatMessage(rollMessages.markInvalid, { min: markMin, max: markMax }) : undefined;
  const student = line.fullName;
  const id = line.studentId;

  // A mark by keyboard on the five-point system: its digit sets it, Backspace or Delete clears it.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!editable || !choices || !there) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    if (choices.includes(Number(event.key))) dispatch({ type: 'mark', studentId: id, mark: event.key });
    else if (event.key === 'Backspace' || event.key === 'Delete') dispatch({ type: 'mark', studentId: id, mark: '' });
    else return;
    event.preventDefault();
  };

  return (
    <Box
      component="li"
      onKeyDown={onKeyDown}
      sx={{ listStyle: 'none', py: 1.25, px: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: refusal ? (theme) => alpha(theme.palette.error.main, 0.1) : undefined }}
      data-testid={`roll-student-${id}`}
      data-attendance={line.attendance}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box component="span" sx={{ color: 'text.secondary', mr: 0.5 }}>
            {index + 1}.
          </Box>
          {student}
        </Typography>
        <Button
          size="small"
          disabled={!editable}
          onClick={() => dispatch({ type: 'toggleAbsent', studentId: id })}
          aria-label={intl.formatMessage(rollMessages.attendanceOf, { student, attendance: labels.attendance(line.attendance) })}
          aria-pressed={!there}
          sx={{ minWidth: 92, flexShrink: 0 }}
          data-testid="attendance-toggle"
          {...LOOK[line.attendance]}
        >
          {labels.attendance(line.attendance)}
        </Button>
        <IconButton
          size="small"
          disabled={!editable}
          onClick={(event) => setMenu(event.currentTarget)}
          aria-label={intl.formatMessage(rollMessages.otherAttendance, { student })}
          aria-haspopup="menu"
        >
          <MoreVertIcon fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {ATTENDANCES.map((attendance) => (
            <MenuItem
              key={attendance}
              selected={attendance === line.attendance}
              onClick={() => {
                dispatch({ type: 'attendance', studentId: id, attendance });
                setMenu(null);
              }}
            >
              {labels.attendance(attendance)}
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      {line.excusedByOffice && (
        <Typography variant="caption" color="info.main" component="div">
          {intl.formatMessage(rollMessages.excusedByOffice)}
        </Typography>
      )}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 0.75 }}>
        {choices ? (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={line.mark}
            disabled={!editable || !there}
            onChange={(_, mark: string | null) => dispatch({ type: 'mark', studentId: id, mark: mark ?? '' })}
            aria-label={intl.formatMessage(rollMessages.markOf, { student })}
          >
            {choices.map((mark) => (
              <ToggleButton key={mark} value={String(mark)} sx={{ minWidth: 44, fontWeight: 600 }} data-testid={`mark-${mark}`}>
                {mark}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          <TextField
            size="small"
            label={intl.formatMessage(rollMessages.mark)}
            value={line.mark}
            disabled={!editable || !there}
            onChange={(event) => dispatch({ type: 'mark', studentId: id, mark: event.target.value })}
            error={problem !== null}
            sx={{ width: 96 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, 'aria-label': intl.formatMessage(rollMessages.markOf, { student }), 'data-testid': 'mark-input' } }}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        <IconButton
          size="small"
          onClick={() => setNoteOpen((open) => !open)}
          aria-label={intl.formatMessage(rollMessages.noteOf, { student })}
          aria-expanded={noteOpen}
          color={line.note ? 'primary' : 'default'}
        >
          <EditNoteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      {noteOpen && (
        <TextField
          size="small"
          fullWidth
          sx={{ mt: 1 }}
          label={intl.formatMessage(rollMessages.note)}
          value={line.note}
          disabled={!editable}
          onChange={(event) => dispatch({ type: 'note', studentId: id, note: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
      {(markError || refusal) && (
        <FormHelperText error data-testid="roll-row-error">
          {[markError, refusal].filter(Boolean).join(' ')}
        </FormHelperText>
      )}
    </Box>
  );
});
