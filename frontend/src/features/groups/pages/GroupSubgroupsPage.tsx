import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useReducer, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { fieldErrors } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { TextInput } from '@/components/form/fields';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useGroupStudents } from '../api/get-group-students';
import { useGroupSubjects } from '../api/get-group-subjects';
import { useSaveSubgroups, useSubgroups } from '../api/subgroups';
import type { GroupStudent, Subgroup } from '../api/types';
import {
  canSave,
  enrolled,
  fromSaved,
  placeSubgroupErrors,
  splitProblems,
  splitReducer,
  studentsOf,
  toSubgroupsBody,
  unplacedStudents,
  type SplitState,
} from '../components/subgroups';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

const UNPLACED = 'unplaced';
const DRAG_TYPE = 'text/x-student-id';

/** The group split into subgroups for one subject: every enrolled student in exactly one subgroup. */
export default function GroupSubgroupsPage() {
  const params = useParams();
  const id = Number(params.id);
  const subjectId = Number(params.subjectId);
  const [query] = useSearchParams();
  const language = useUi((state) => state.language);
  const semester = Number(query.get('semester')) || undefined;
  const subjects = useGroupSubjects(id, semester);
  const students = useGroupStudents(id);
  const saved = useSubgroups(id, subjectId);
  const subject = subjects.data?.results.find((item) => item.id === subjectId);
  const loading = students.isLoading || saved.isLoading;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...groupMessages.subgroupsTitle} values={{ subject: subject ? localized(subject.name, language) : '' }} />}
        back={groupPath(groupsPaths.grouping, id)}
      />
      {loading && <ContentLoader />}
      {(students.isError || saved.isError || !(id > 0) || !(subjectId > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {students.data && saved.data && (
        <SplitEditor
          key={saved.dataUpdatedAt}
          id={id}
          subjectId={subjectId}
          students={enrolled(students.data.results)}
          saved={saved.data.subgroups}
        />
      )}
    </>
  );
}

interface EditorProps {
  id: number;
  subjectId: number;
  students: GroupStudent[];
  saved: Subgroup[];
}

function SplitEditor({ id, subjectId, students, saved }: EditorProps) {
  const intl = useIntl();
  const canEdit = useCan('edu-group-edit');
  const defaultName = (number: number) => intl.formatMessage(groupMessages.subgroupDefaultName, { number });
  const [state, dispatch] = useReducer(splitReducer, undefined, () => fromSaved(students, saved, defaultName));
  const [tried, setTried] = useState(false);
  const save = useSaveSubgroups(id, subjectId);
  const problems = splitProblems(state, students);
  const server = placeSubgroupErrors(fieldErrors(save.error), state);
  const unplaced = unplacedStudents(state, students);

  const onSave = () => {
    setTried(true);
    if (!canSave(problems)) return;
    save.mutate(toSubgroupsBody(state, students), { onSuccess: () => notifySuccess(sharedMessages.saved) });
  };

  const drop = (key: number | null) => (event: DragEvent) => {
    event.preventDefault();
    const studentId = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (studentId > 0) dispatch({ type: 'place', studentId, key });
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...groupMessages.dragHint} />
        </Typography>
        {canEdit && (
          <>
            <Button startIcon={<AddIcon />} onClick={() => dispatch({ type: 'add', name: defaultName(state.nextKey) })}>
              <FormattedMessage {...groupMessages.addSubgroup} />
            </Button>
            <Button variant="contained" startIcon={<SaveOutlinedIcon />} loading={save.isPending} onClick={onSave}>
              <FormattedMessage {...sharedMessages.save} />
            </Button>
          </>
        )}
      </Stack>
      {tried && problems.unplaced > 0 && (
        <Alert severity="error" data-testid="subgroups-unplaced">
          <FormattedMessage {...groupMessages.unplacedError} values={{ count: problems.unplaced }} />
        </Alert>
      )}
      {server.general.length > 0 && (
        <Alert severity="error" data-testid="subgroups-error">
          {server.general.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      <Grid container spacing={2}>
        {unplaced.length > 0 && (
          <Grid size={{ xs: 12, md: 6, lg: 4 }}>
            <Column
              testId="subgroup-unplaced"
              title={
                <Typography variant="subtitle1" color="error" sx={{ fontWeight: 600 }}>
                  <FormattedMessage {...groupMessages.unplaced} /> ({unplaced.length})
                </Typography>
              }
              onDrop={drop(null)}
            >
              {unplaced.map((student) => (
                <StudentRow key={student.id} student={student} state={state} editable={canEdit} onPlace={(key) => dispatch({ type: 'place', studentId: student.id, key })} />
              ))}
            </Column>
          </Grid>
        )}
        {state.subgroups.map((subgroup, index) => {
          const members = studentsOf(state, subgroup.key, students);
          const errors = server.bySubgroup[subgroup.key];
          const unnamed = tried && problems.unnamed.includes(subgroup.key);
          return (
            <Grid key={subgroup.key} size={{ xs: 12, md: 6, lg: 4 }}>
              <Column
                testId={`subgroup-${index}`}
                title={
                  <Stack direction="row" spacing={1} alignItems="flex-start">
                    <TextInput
                      name={`subgroups.${index}.name`}
                      value={subgroup.name}
                      onChange={(name) => dispatch({ type: 'rename', key: subgroup.key, name })}
                      error={unnamed || Boolean(errors?.name)}
                      helperText={unnamed ? intl.formatMessage(sharedMessages.required) : errors?.name}
                      hint={intl.formatMessage(groupMessages.studentCount, { count: members.length })}
                      required
                      size="small"
                      maxLength={100}
                      readOnly={!canEdit}
                      label={intl.formatMessage(groupMessages.subgroupName)}
                    />
                    {canEdit && (
                      <Tooltip title={intl.formatMessage(groupMessages.removeSubgroup)}>
                        <span>
                          <IconButton
                            aria-label={intl.formatMessage(groupMessages.removeSubgroup)}
                            color="error"
                            disabled={state.subgroups.length <= 1}
                            onClick={() => dispatch({ type: 'remove', key: subgroup.key })}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    )}
                  </Stack>
                }
                onDrop={drop(subgroup.key)}
              >
                {errors?.student_ids && (
                  <Alert severity="error" sx={{ mb: 1 }}>
                    {errors.student_ids}
                  </Alert>
                )}
                {members.length === 0 && (
                  <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
                    <FormattedMessage {...groupMessages.subgroupEmpty} />
                  </Typography>
                )}
                {members.map((student) => (
                  <StudentRow key={student.id} student={student} state={state} editable={canEdit} onPlace={(key) => dispatch({ type: 'place', studentId: student.id, key })} />
                ))}
              </Column>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}

function Column({ title, testId, onDrop, children }: { title: ReactNode; testId: string; onDrop(event: DragEvent): void; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId} onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <Stack spacing={1}>
        {title}
        {children}
      </Stack>
    </Paper>
  );
}

interface RowProps {
  student: GroupStudent;
  state: SplitState;
  editable: boolean;
  onPlace(key: number | null): void;
}

function StudentRow({ student, state, editable, onPlace }: RowProps) {
  const intl = useIntl();
  const current = state.placement[student.id];
  return (
    <Stack
      direction="row"
      spacing={1}
      alignItems="center"
      draggable={editable}
      onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(student.id))}
      sx={{ py: 0.5, borderBottom: 1, borderColor: 'divider', cursor: editable ? 'grab' : undefined }}
      data-testid={`student-${student.id}`}
    >
      {editable && <DragIndicatorIcon fontSize="small" color="disabled" />}
      <Typography sx={{ flexGrow: 1 }}>{student.fio}</Typography>
      <TextField
        select
        size="small"
        label={intl.formatMessage(groupMessages.placeIn)}
        value={current === undefined ? UNPLACED : String(current)}
        onChange={(event) => onPlace(event.target.value === UNPLACED ? null : Number(event.target.value))}
        disabled={!editable}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value={UNPLACED}>{intl.formatMessage(groupMessages.unplaced)}</MenuItem>
        {state.subgroups.map((subgroup) => (
          <MenuItem key={subgroup.key} value={String(subgroup.key)}>
            {subgroup.name || '—'}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
