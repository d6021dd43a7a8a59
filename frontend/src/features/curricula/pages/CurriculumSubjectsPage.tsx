import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReducer, useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import { fieldErrors } from '@/api/client';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { notifyError, notifySuccess, useNotifications } from '@/store/notifications';
import { checkRating } from '../api/check-rating';
import { useCurriculum } from '../api/get-curriculum';
import { useSeparateToSemesters } from '../api/separate-to-semesters';
import type { CurriculumDetail } from '../api/types';
import { AddSubjectDialog } from '../components/AddSubjectDialog';
import { CustomSubjectDialog } from '../components/CustomSubjectDialog';
import {
  canAddVocational,
  distributionReducer,
  fromCurriculum,
  hasErrors,
  placeServerErrors,
  toDistributionBody,
  validateDistribution,
  type CustomKind,
  type CustomRow,
} from '../components/distribution';
import { CustomSubjectsCard, SemesterCard, SubjectsCard } from '../components/DistributionCards';
import { curriculumMessages } from '../messages';
import { curriculaPaths } from '../paths';

type Dialog = { type: 'subject' } | { type: 'custom'; kind: CustomKind; row?: CustomRow } | null;

function Editor({ curriculum, readOnly, back }: { curriculum: CurriculumDetail; readOnly: boolean; back(): void }) {
  const [state, dispatch] = useReducer(distributionReducer, curriculum, fromCurriculum);
  const [submitted, setSubmitted] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const save = useSeparateToSemesters(curriculum.id);
  const errors = submitted ? validateDistribution(state) : undefined;
  const server = placeServerErrors(fieldErrors(save.error), state.semesters.length);

  /** A subject with ratings stays: the server is asked first (SPEC.md section 4). */
  const removeChecked = async (subjectId: number | null, remove: () => void) => {
    if (subjectId !== null) {
      try {
        if (await checkRating(curriculum.id, subjectId)) {
          useNotifications.getState().notify({ severity: 'error', message: curriculumMessages.hasRating });
          return;
        }
      } catch (error) {
        notifyError(error);
        return;
      }
    }
    remove();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateDistribution(state);
    if (hasErrors(found)) {
      const message = found.vocational?.message ?? found.exams?.message ?? curriculumMessages.fixErrors;
      useNotifications.getState().notify({ severity: 'error', message });
      return;
    }
    save.mutate(toDistributionBody(state), { onSuccess: () => notifySuccess(sharedMessages.saved) });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="distribution-form">
      <Stack spacing={2}>
        {readOnly && (
          <Alert severity="info">
            <FormattedMessage {...curriculumMessages.readOnly} />
          </Alert>
        )}
        {server.other.length > 0 && (
          <Alert severity="error" data-testid="distribution-errors">
            {server.other.map((text, index) => (
              <div key={index}>{text}</div>
            ))}
          </Alert>
        )}
        <SubjectsCard
          state={state}
          errors={errors}
          serverErrors={server.subjects}
          readOnly={readOnly}
          onHours={(subjectId, hours) => dispatch({ type: 'setSubjectHours', subjectId, hours })}
          onRemove={(subjectId) => void removeChecked(subjectId, () => dispatch({ type: 'removeSubject', subjectId }))}
          onAdd={() => setDialog({ type: 'subject' })}
        />
        <Typography variant="h6" component="h2">
          <FormattedMessage {...curriculumMessages.bySemesters} />
        </Typography>
        {state.semesters.map((_, semester) => (
          <SemesterCard
            key={semester}
            state={state}
            semester={semester}
            errors={errors}
            serverErrors={server.semesters[semester] ?? []}
            readOnly={readOnly}
            onDate={(field, value) => dispatch({ type: 'setDate', semester, field, value })}
            onAddRow={() => dispatch({ type: 'addSemesterRow', semester })}
            onRow={(key, patch) => dispatch({ type: 'updateSemesterRow', semester, key, patch })}
            onRemoveRow={(key, subjectId) => void removeChecked(subjectId, () => dispatch({ type: 'removeSemesterRow', semester, key }))}
          />
        ))}
        <CustomSubjectsCard
          kind="vocational"
          rows={state.vocational}
          canAdd={canAddVocational(state)}
          error={errors?.vocational}
          serverErrors={server.vocational}
          readOnly={readOnly}
          onAdd={() => setDialog({ type: 'custom', kind: 'vocational' })}
          onEdit={(row) => setDialog({ type: 'custom', kind: 'vocational', row })}
          onRemove={(row) => dispatch({ type: 'removeCustom', kind: 'vocational', id: row.id })}
        />
        <CustomSubjectsCard
          kind="exams"
          rows={state.exams}
          canAdd
          error={errors?.exams}
          serverErrors={server.exams}
          readOnly={readOnly}
          onAdd={() => setDialog({ type: 'custom', kind: 'exams' })}
          onEdit={(row) => setDialog({ type: 'custom', kind: 'exams', row })}
          onRemove={(row) => dispatch({ type: 'removeCustom', kind: 'exams', id: row.id })}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={back}>
            <FormattedMessage {...sharedMessages.back} />
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" loading={save.isPending} startIcon={<SaveOutlinedIcon />}>
              <FormattedMessage {...sharedMessages.save} />
            </Button>
          )}
        </Stack>
      </Stack>
      {dialog?.type === 'subject' && (
        <AddSubjectDialog
          taken={new Set(state.subjects.map((row) => row.edu_subject_id))}
          onClose={() => setDialog(null)}
          onAdd={(subject, hours) => {
            dispatch({ type: 'addSubject', subject, hours });
            setDialog(null);
          }}
        />
      )}
      {dialog?.type === 'custom' && (
        <CustomSubjectDialog
          title={dialog.kind === 'vocational' ? curriculumMessages.addVocational : curriculumMessages.addExam}
          row={dialog.row}
          offerKnown={dialog.kind === 'vocational'}
          onClose={() => setDialog(null)}
          onSave={(name, hours) => {
            const { kind, row } = dialog;
            dispatch(row ? { type: 'updateCustom', kind, id: row.id, name, hours } : { type: 'addCustom', kind, name, hours });
            setDialog(null);
          }}
        />
      )}
    </form>
  );
}

/** SPEC.md section 2: the curriculum's subjects distributed over its semesters, with vocational subjects and DAK exams. */
export default function CurriculumSubjectsPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const curriculum = useCurriculum(id);
  const canDistribute = useCan('curriculum-split-to-semesters');
  const preview = generatePath(curriculaPaths.preview, { id: String(id) });
  const back = () => void navigate(preview);
  const data = curriculum.data;

  return (
    <DatePickersProvider>
      <PageHeader
        title={
          <>
            <FormattedMessage {...curriculumMessages.distributionTitle} />
            {data && (
              <Typography component="span" variant="h6" color="text.secondary" sx={{ ml: 1.5 }}>
                {data.name}
              </Typography>
            )}
          </>
        }
        back={preview}
      />
      {curriculum.isLoading && <ContentLoader />}
      {(curriculum.isError || !(id > 0)) && (
        <Alert severity="error" data-testid="distribution-load-error">
          <FormattedMessage {...curriculumMessages.error} />
        </Alert>
      )}
      {data && (
        // A saved distribution comes back with a new version: the editor starts again from it.
        <Editor key={data.version} curriculum={data} readOnly={!canDistribute || !data.allowed_actions.includes('distribute')} back={back} />
      )}
    </DatePickersProvider>
  );
}
