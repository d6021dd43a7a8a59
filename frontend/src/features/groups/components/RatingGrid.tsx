import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useReducer, useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { localized } from '@/lib/format';
import { sharedMessages } from '@/components/messages';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import type { RatingEntry, RatingSheet } from '../api/types';
import { groupMessages, resultStateMessages } from '../messages';
import { useGroupLabels } from './labels';
import { cellKey, cellText, changedRatings, formatTotal, fromSheet, invalidCount, isCellInvalid, journalResult, moveCell, sheetReducer } from './rating-sheet';

interface Props {
  sheet: RatingSheet;
  /** The semesters to choose from; choosing another one with unsaved changes asks first. */
  semesters: number[];
  onSemesterChange(semester: number): void;
  editable: boolean;
  saving: boolean;
  save(ratings: RatingEntry[], handlers: { onError(error: unknown): void; onSuccess(): void }): void;
}

/**
 * The sheet typed like a spreadsheet: one input per cell, the arrows and Enter move between cells,
 * a value that is not a whole number of the scale is marked at once and holds Save back, and Save
 * sends only the changed cells. Mounted afresh for every sheet the server answers.
 */
export function RatingGrid({ sheet, semesters, onSemesterChange, editable, saving, save }: Props) {
  const intl = useIntl();
  const labels = useGroupLabels();
  const language = useUi((state) => state.language);
  const theme = useTheme();
  const [state, dispatch] = useReducer(sheetReducer, sheet, fromSheet);
  const fromJournal = Object.keys(state.journal).length > 0;
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const changes = changedRatings(state);
  const invalid = invalidCount(state);
  const rows = state.students.length;
  const cols = state.subjects.length;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, row: number, col: number) => {
    const next = moveCell({ row, col }, event.key, rows, cols);
    if (!next && event.key !== 'Enter') return;
    event.preventDefault();
    if (next) inputs.current.get(`${next.row}:${next.col}`)?.focus();
  };

  const onSave = () => {
    if (invalid > 0 || changes.length === 0) return;
    const sent = changes;
    save(sent, {
      onError: (error) => dispatch({ type: 'serverErrors', fields: fieldErrors(error), sent }),
      onSuccess: () => notifySuccess(sharedMessages.saved),
    });
  };

  const onSemester = async (semester: number) => {
    if (semester === state.semester) return;
    if (changes.length > 0 && !(await confirm(groupMessages.ratingUnsavedConfirm))) return;
    onSemesterChange(semester);
  };

  const semesterSelect = (
    <TextField
      select
      size="small"
      name="semester"
      label={intl.formatMessage(groupMessages.ratingSemester)}
      value={state.semester}
      onChange={(event) => void onSemester(Number(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {semesters.map((value) => (
        <MenuItem key={value} value={value}>
          {labels.semester(value)}
        </MenuItem>
      ))}
    </TextField>
  );

  if (cols === 0 || rows === 0) {
    return (
      <Stack spacing={2}>
        <div>{semesterSelect}</div>
        <Alert severity="info">
          <FormattedMessage {...(cols === 0 ? groupMessages.noSubjects : groupMessages.noStudents)} />
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        {semesterSelect}
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...groupMessages.ratingScale} values={{ min: state.min, max: state.max }} />
          {' · '}
          <FormattedMessage {...groupMessages.ratingHelp} />
        </Typography>
        {editable && (
          <>
            <Typography variant="body2" data-testid="rating-changed">
              <FormattedMessage {...groupMessages.ratingChanged} values={{ count: changes.length }} />
            </Typography>
            <Button variant="contained" startIcon={<SaveOutlinedIcon />} disabled={invalid > 0 || changes.length === 0} loading={saving} onClick={onSave}>
              <FormattedMessage {...sharedMessages.save} />
            </Button>
          </>
        )}
      </Stack>
      {fromJournal && (
        <Alert severity="info" data-testid="rating-journal-hint">
          <FormattedMessage {...groupMessages.ratingJournalHint} />
        </Alert>
      )}
      {invalid > 0 && (
        <Alert severity="error" data-testid="rating-invalid">
          <FormattedMessage {...groupMessages.ratingInvalidCount} values={{ count: invalid }} />
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }}>
        <Table size="small" stickyHeader data-testid="rating-sheet">
          <TableHead>
            <TableRow>
              <TableCell sx={{ minWidth: 240, left: 0, zIndex: 3 }}>
                <FormattedMessage {...groupMessages.ratingStudent} />
              </TableCell>
              {state.subjects.map((subject) => (
                <TableCell key={subject.id} align="center" sx={{ minWidth: 96 }}>
                  <Tooltip title={subject.code}>
                    <span>{localized(subject.name, language)}</span>
                  </Tooltip>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {state.students.map((student, row) => (
              <TableRow key={student.id} hover>
                <TableCell component="th" scope="row" sx={{ position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' }}>
                  {student.fio}
                </TableCell>
                {state.subjects.map((subject, col) => {
                  const key = cellKey(student.id, subject.id);
                  const result = journalResult(state, student.id, subject.id);
                  const cellLabel = intl.formatMessage(groupMessages.ratingCell, { student: student.fio, subject: localized(subject.name, language) });
                  if (result) {
                    const tip = intl.formatMessage(groupMessages.ratingFromJournal, {
                      total: formatTotal(result.total),
                      grade: result.grade ?? '—',
                      state: intl.formatMessage(resultStateMessages[result.state]),
                    });
                    return (
                      <TableCell key={subject.id} align="center" sx={{ p: 0.5, bgcolor: 'action.selected' }} data-journal={result.state}>
                        <Tooltip title={tip}>
                          <InputBase
                            value={cellText(state, student.id, subject.id)}
                            readOnly
                            onKeyDown={(event) => onKeyDown(event as KeyboardEvent<HTMLInputElement>, row, col)}
                            inputRef={(element: HTMLInputElement | null) => {
                              if (element) inputs.current.set(`${row}:${col}`, element);
                              else inputs.current.delete(`${row}:${col}`);
                            }}
                            inputProps={{
                              'aria-label': `${cellLabel}. ${tip}`,
                              'aria-readonly': true,
                              'data-cell': key,
                              style: {
                                textAlign: 'center',
                                width: 56,
                                fontStyle: 'italic',
                                fontWeight: 600,
                                cursor: 'default',
                                color: result.state === 'DEBT' ? theme.palette.error.dark : undefined,
                              },
                            }}
                          />
                        </Tooltip>
                      </TableCell>
                    );
                  }
                  const bad = isCellInvalid(state, student.id, subject.id);
                  const refusal = state.serverErrors[key];
                  const marked = bad || Boolean(refusal);
                  const title = refusal ?? (bad ? intl.formatMessage(groupMessages.ratingInvalid, { min: state.min, max: state.max }) : '');
                  return (
                    <TableCell
                      key={subject.id}
                      align="center"
                      sx={{ p: 0.5, bgcolor: marked ? 'error.light' : undefined, outline: marked ? '2px solid' : undefined, outlineColor: 'error.main' }}
                    >
                      <Tooltip title={title}>
                        <InputBase
                          value={cellText(state, student.id, subject.id)}
                          readOnly={!editable}
                          onChange={(event) => dispatch({ type: 'edit', studentId: student.id, subjectId: subject.id, text: event.target.value })}
                          onKeyDown={(event) => onKeyDown(event as KeyboardEvent<HTMLInputElement>, row, col)}
                          // As in a spreadsheet, typing into a cell just entered replaces what it holds.
                          onFocus={(event) => event.target.select()}
                          error={marked}
                          inputRef={(element: HTMLInputElement | null) => {
                            if (element) inputs.current.set(`${row}:${col}`, element);
                            else inputs.current.delete(`${row}:${col}`);
                          }}
                          inputProps={{
                            'aria-label': cellLabel,
                            'aria-invalid': marked,
                            'data-cell': key,
                            inputMode: 'numeric',
                            maxLength: 3,
                            style: { textAlign: 'center', width: 56 },
                          }}
                        />
                      </Tooltip>
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
