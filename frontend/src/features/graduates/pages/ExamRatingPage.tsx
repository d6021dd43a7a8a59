import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { errorMessages, fieldErrors } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useExamRatings, useSaveExamRatings } from '../api/exam-ratings';
import { useGraduate } from '../api/get-graduate';
import type { ExamSheet } from '../api/types';
import { changedEntries, draftsOf, invalidCells, type Drafts } from '../components/exam-ratings';
import { useGraduateLabels } from '../components/labels';
import { graduateMessages } from '../messages';
import { graduatePath, graduatesPaths } from '../paths';

function ExamSheetForm({ id, sheet }: { id: number; sheet: ExamSheet }) {
  const intl = useIntl();
  const labels = useGraduateLabels();
  const save = useSaveExamRatings(id);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(sheet));
  const [checked, setChecked] = useState(false);
  const invalid = invalidCells(sheet, drafts);
  const changes = changedEntries(sheet, drafts);
  const refused = fieldErrors(save.error);
  // The server names a refused cell by its place in the body.
  const refusedExam = new Map(changes.map((entry, index) => [entry.exam_id, refused[`ratings.${index}.rating`] ?? refused[`ratings.${index}.exam_id`]]));

  const submit = () => {
    setChecked(true);
    if (invalid.size > 0 || changes.length === 0) return;
    save.mutate(changes, {
      onSuccess: (next) => {
        setDrafts(draftsOf(next));
        setChecked(false);
        notifySuccess(graduateMessages.ratingsSaved);
      },
    });
  };

  const general = save.isError && Object.keys(refused).length === 0 ? errorMessages(save.error) : [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="exam-ratings">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage {...graduateMessages.scale} values={{ min: sheet.min_rating, max: sheet.max_rating, passing: sheet.passing_rating }} />
      </Typography>
      {sheet.exams.length === 0 ? (
        <Alert severity="info">
          <FormattedMessage {...graduateMessages.examsEmpty} />
        </Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...graduateMessages.subject} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...graduateMessages.hours} />
              </TableCell>
              <TableCell sx={{ width: 180 }}>
                <FormattedMessage {...graduateMessages.rating} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.exams.map((exam) => {
              const bad = checked && invalid.has(exam.exam_id);
              const serverError = refusedExam.get(exam.exam_id);
              const name = labels.name(exam.name);
              return (
                <TableRow key={exam.exam_id}>
                  <TableCell>{name}</TableCell>
                  <TableCell align="right">{exam.study_hours}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      type="number"
                      value={drafts[exam.exam_id] ?? ''}
                      onChange={(event) => setDrafts((current) => ({ ...current, [exam.exam_id]: event.target.value }))}
                      error={bad || serverError !== undefined}
                      helperText={
                        bad ? intl.formatMessage(sharedMessages.range, { min: sheet.min_rating, max: sheet.max_rating }) : serverError?.join(' ')
                      }
                      slotProps={{ htmlInput: { min: sheet.min_rating, max: sheet.max_rating, 'aria-label': name, 'data-exam': exam.exam_id } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {general.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {general.join(' ')}
        </Alert>
      )}
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button variant="contained" startIcon={<SaveOutlinedIcon />} loading={save.isPending} disabled={changes.length === 0} onClick={submit} data-testid="exam-ratings-save">
          <FormattedMessage {...sharedMessages.save} />
        </Button>
      </Stack>
    </Paper>
  );
}

/** The ratings of the final state attestation (DAK) exams of a candidate's curriculum. */
export default function ExamRatingPage() {
  const id = Number(useParams().id);
  const graduate = useGraduate(id);
  const sheet = useExamRatings(id);
  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...graduateMessages.examRatingTitle} />
            {graduate.data ? ` — ${graduate.data.fio}` : ''}
          </>
        }
        back={graduatePath(graduatesPaths.preview, id)}
      />
      {sheet.isLoading && <ContentLoader />}
      {(sheet.isError || !(id > 0)) && (
        <Alert severity="error">{errorMessages(sheet.error).join(' ') || <FormattedMessage {...sharedMessages.empty} />}</Alert>
      )}
      {sheet.data && <ExamSheetForm key={id} id={id} sheet={sheet.data} />}
    </>
  );
}
