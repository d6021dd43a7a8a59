import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useDeleteExam } from '../api/delete-exam';
import { useExams } from '../api/get-exams';
import { useGroupOptions } from '../api/get-group-options';
import { useSaveExam } from '../api/save-exam';
import { EXAM_CONTROLS, type Exam } from '../api/types';
import { ExamDialog } from '../components/ExamDialog';
import { emptyExamForm, fromExam, toExamBody, type ExamFormValues } from '../components/exam-form';
import { useJournalLabels } from '../components/labels';
import { examMessages, sheetMessages } from '../messages';

const FILTERS = ['edu_group_id', 'control'] as const;

type Editing = { mode: 'create'; initial: ExamFormValues } | { mode: 'update'; exam: Exam; initial: ExamFormValues };

/** The exam sessions: midterms, finals and retakes by date, scheduled in a dialog under the lessons' clash rules. */
export default function ExamsPage() {
  const intl = useIntl();
  const labels = useJournalLabels();
  const { params, update } = useListParams(FILTERS);
  const list = useExams(params);
  const groups = useGroupOptions();
  const canViewGroups = useCan('edu-group-view');
  const canEdit = useCan('exam-schedule');
  const save = useSaveExam();
  const remove = useDeleteExam();
  const [editing, setEditing] = useState<Editing | null>(null);

  const columns = useMemo(() => {
    const list: Column<Exam>[] = [
      { id: 'date', header: <FormattedMessage {...examMessages.date} />, nowrap: true, render: (e) => formatDate(e.date) },
      {
        id: 'hour',
        header: <FormattedMessage {...examMessages.classHour} />,
        nowrap: true,
        render: (e) => `${e.class_hour.number}. ${e.class_hour.start_time}–${e.class_hour.end_time}`,
      },
      { id: 'group', header: <FormattedMessage {...sheetMessages.group} />, nowrap: true, render: (e) => [e.edu_group.name, e.subgroup_name].filter(Boolean).join(' · ') },
      { id: 'subject', header: <FormattedMessage {...sheetMessages.subject} />, render: (e) => `${e.edu_subject.code} — ${labels.name(e.edu_subject.name)}` },
      { id: 'control', header: <FormattedMessage {...sheetMessages.control} />, render: (e) => labels.control(e.control) },
      { id: 'attempt', header: <FormattedMessage {...sheetMessages.attempt} />, render: (e) => labels.attempt(e.attempt) },
      { id: 'room', header: <FormattedMessage {...examMessages.room} />, render: (e) => e.room.name },
      { id: 'examiner', header: <FormattedMessage {...sheetMessages.examiner} />, render: (e) => e.examiner.full_name },
    ];
    if (canEdit) {
      list.push(
        actionsColumn((e: Exam) => (
          <RowActions
            edit={() => {
              save.reset();
              setEditing({ mode: 'update', exam: e, initial: fromExam(e) });
            }}
            onDelete={() => remove.mutateAsync(e.id)}
          />
        )),
      );
    }
    return list;
  }, [labels, canEdit, save, remove]);

  const submit = (values: ExamFormValues) => {
    if (!editing) return;
    const request = editing.mode === 'create' ? { body: toExamBody(values) } : { id: editing.exam.id, body: toExamBody(values, editing.exam.version) };
    save.mutate(request, {
      onSuccess: () => {
        notifySuccess(sharedMessages.saved);
        setEditing(null);
      },
    });
  };

  const group = params.edu_group_id ? Number(params.edu_group_id) : null;
  return (
    <ListPage
      title={<FormattedMessage {...examMessages.title} />}
      exportPath="/exams/"
      add={
        canEdit && {
          onClick: () => {
            save.reset();
            setEditing({ mode: 'create', initial: emptyExamForm(group) });
          },
        }
      }
      filters={
        <>
          {canViewGroups && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(sheetMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data?.results ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          <FilterSelect
            name="control"
            label={intl.formatMessage(sheetMessages.control)}
            value={params.control as string | undefined}
            options={EXAM_CONTROLS.map((control) => ({ value: control, label: labels.control(control) }))}
            onChange={(control) => update({ control })}
          />
        </>
      }
      columns={columns}
      rowKey={(e) => e.id}
      list={list}
      params={params}
      update={update}
      sortable={false}
    >
      {editing && (
        <ExamDialog
          key={editing.mode === 'update' ? `${editing.exam.id}-${editing.exam.version}` : 'new'}
          mode={editing.mode}
          initial={editing.initial}
          submitting={save.isPending}
          error={save.error}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
    </ListPage>
  );
}
