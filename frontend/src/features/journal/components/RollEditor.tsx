import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useReducer, useState, type Dispatch } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { placeServerErrors } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Roll, RollWrite } from '../api/types';
import { rollMessages } from '../messages';
import { RollHeader } from './RollHeader';
import { RollRow } from './RollRow';
import { RollTopics } from './RollTopics';
import { countRoll, fromRoll, invalidMarks, markChoices, reasonMissing, rollReducer, toRollWrite, type RollAction } from './roll-editor';

interface Props {
  roll: Roll;
  saving: boolean;
  /** The roll on screen is the one just saved, unchanged since. */
  saved: boolean;
  /** The last save's refusal. */
  error: unknown;
  onChange(): void;
  onSave(body: RollWrite, onRefused: (error: unknown) => void): void;
}

const KNOWN = new Set(['reason', 'topic_ids', 'lines']);
/** `entries.3.mark` belongs to the fourth student sent, shown on their row. */
const placeField = (key: string) => (/^entries\.\d+\./.test(key) ? 'lines' : undefined);

/**
 * A lesson's roll, mounted afresh for every roll the server answers: everyone present unless the
 * roll says otherwise, one tap per absent student, marks, notes and topics, and one Save. A roll
 * whose window is over saves only as a correction with a reason; a roll not yet due is read-only.
 */
export function RollEditor({ roll, saving, saved, error, onChange, onSave }: Props) {
  const intl = useIntl();
  const [state, rawDispatch] = useReducer(rollReducer, roll, fromRoll);
  const [tried, setTried] = useState(false);
  const editable = roll.may_record || roll.needs_reason;
  const choices = markChoices(state);
  const counts = countRoll(state.lines);
  const invalid = invalidMarks(state);
  const missingReason = reasonMissing(state, roll.needs_reason);
  const placed = placeServerErrors(error, KNOWN, placeField);

  const dispatch: Dispatch<RollAction> = (action) => {
    rawDispatch(action);
    onChange();
  };

  const save = () => {
    setTried(true);
    if (invalid > 0 || missingReason) return;
    const body = toRollWrite(state, roll.needs_reason);
    onSave(body, (refusal) => rawDispatch({ type: 'refused', fields: fieldErrors(refusal), sent: body }));
  };

  const reasonError = tried && missingReason ? intl.formatMessage(sharedMessages.required) : placed.fields.reason?.join(' ');

  return (
    <Stack spacing={2}>
      <RollHeader roll={roll} />
      {state.lines.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...rollMessages.noStudents} />
        </Alert>
      ) : (
        <Paper variant="outlined">
          <Typography variant="body2" sx={{ px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider', fontWeight: 500 }} data-testid="roll-counts">
            <FormattedMessage {...rollMessages.counts} values={{ ...counts }} />
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0 }} data-testid="roll-students">
            {state.lines.map((line, index) => (
              <RollRow
                key={line.studentId}
                index={index}
                line={line}
                choices={choices}
                markMin={state.markMin}
                markMax={state.markMax}
                editable={editable}
                refusal={state.lineErrors[line.studentId]}
                dispatch={dispatch}
              />
            ))}
          </Box>
        </Paper>
      )}
      <RollTopics
        topics={roll.topics}
        chosen={state.topicIds}
        subjectId={roll.edu_subject.id}
        editable={editable}
        error={placed.fields.topic_ids?.join(' ')}
        onToggle={(topicId) => dispatch({ type: 'topic', topicId })}
      />
      {roll.needs_reason && (
        <TextField
          required
          multiline
          minRows={2}
          name="reason"
          label={intl.formatMessage(rollMessages.reason)}
          value={state.reason}
          onChange={(event) => dispatch({ type: 'reason', reason: event.target.value })}
          error={Boolean(reasonError)}
          helperText={reasonError ?? intl.formatMessage(rollMessages.reasonHint)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      )}
      {placed.general.length > 0 && (
        <Alert severity="error" data-testid="roll-error">
          {placed.general.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      {editable && (
        <Paper
          elevation={3}
          sx={{ position: 'sticky', bottom: 0, zIndex: 2, p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          data-testid="roll-save-bar"
        >
          {tried && invalid > 0 ? (
            <Typography variant="body2" color="error" sx={{ flexGrow: 1 }}>
              <FormattedMessage {...rollMessages.invalidCount} values={{ count: invalid }} />
            </Typography>
          ) : saved ? (
            <Typography variant="body2" color="success.main" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', gap: 0.5 }} data-testid="roll-saved" role="status">
              <CheckCircleOutlineIcon fontSize="small" />
              <FormattedMessage {...rollMessages.saved} />
            </Typography>
          ) : (
            <Box sx={{ flexGrow: 1 }} />
          )}
          <Button variant="contained" size="large" startIcon={<SaveOutlinedIcon />} loading={saving} onClick={save} sx={{ minWidth: { xs: '100%', sm: 180 } }} data-testid="roll-save">
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </Paper>
      )}
    </Stack>
  );
}
