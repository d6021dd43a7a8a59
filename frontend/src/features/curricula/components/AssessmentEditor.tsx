import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages, fieldErrors } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import type { Assessment, AssessmentWrite } from '../api/types';
import { assessmentMessages, controlShortMessages, curriculumMessages } from '../messages';
import { romanNumeral } from './distribution';
import { CONTROL_ORDER, fromAssessment, placePlanErrors, toPlanWrites, unsendable, type PlanRow } from './plan-editor';
import { PlanRowCells } from './PlanRowCells';

interface Props {
  assessment: Assessment;
  editable: boolean;
  saving: boolean;
  /** The last save's refusal. */
  error: unknown;
  onSave(body: AssessmentWrite): void;
}

/**
 * The plans of every semester subject, a table per semester; mounted afresh for every answer of
 * the server. The hint of each row says whether its maxima make up the scale; the server's
 * refusals of the last save show under the fields they name.
 */
export function AssessmentEditor({ assessment, editable, saving, error, onSave }: Props) {
  const intl = useIntl();
  const [rows, setRows] = useState<PlanRow[]>(() => fromAssessment(assessment));
  const [sent, setSent] = useState<PlanRow[]>(rows);
  const refused = placePlanErrors(fieldErrors(error), sent);
  const general = [...(Object.keys(fieldErrors(error)).length === 0 ? errorMessages(error) : []), ...refused.general];
  const semesters = [...new Set(rows.map((row) => row.semester))];
  const blocked = rows.some(unsendable);

  const change = (next: PlanRow) => setRows((current) => current.map((row) => (row.key === next.key ? next : row)));
  const save = () => {
    if (blocked) return;
    setSent(rows);
    onSave({ plans: toPlanWrites(rows), version: assessment.version });
  };

  return (
    <Stack spacing={2}>
      <Alert severity={editable ? 'info' : 'warning'} data-testid="assessment-notice">
        <FormattedMessage {...(editable ? assessmentMessages.help : assessmentMessages.readOnly)} />
      </Alert>
      {rows.length === 0 && (
        <Alert severity="info">
          <FormattedMessage {...assessmentMessages.empty} />
        </Alert>
      )}
      {semesters.map((semester) => (
        <Paper key={semester} variant="outlined" sx={{ p: 2 }} data-testid={`assessment-semester-${semester}`}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            <FormattedMessage {...curriculumMessages.semester} values={{ number: romanNumeral(semester) }} />
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage {...assessmentMessages.subject} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...assessmentMessages.markingSystem} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...assessmentMessages.finalForm} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...assessmentMessages.credits} />
                  </TableCell>
                  {CONTROL_ORDER.map((control) => (
                    <TableCell key={control}>
                      <FormattedMessage {...controlShortMessages[control]} />
                    </TableCell>
                  ))}
                  <TableCell align="center">
                    <FormattedMessage {...assessmentMessages.currentEntered} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...assessmentMessages.sum} />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows
                  .filter((row) => row.semester === semester)
                  .map((row) => (
                    <PlanRowCells key={row.key} row={row} editable={editable} refusals={refused.byRow[row.key]} onChange={change} />
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
      {general.length > 0 && (
        <Alert severity="error" data-testid="assessment-error">
          {general.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      {editable && rows.length > 0 && (
        <Stack direction="row" justifyContent="flex-end" spacing={2} alignItems="center">
          {blocked && (
            <Typography variant="body2" color="error">
              {intl.formatMessage(assessmentMessages.hintNotNumbers)}
            </Typography>
          )}
          <Button variant="contained" startIcon={<SaveOutlinedIcon />} loading={saving} disabled={blocked} onClick={save} data-testid="assessment-save">
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
