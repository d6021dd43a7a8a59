import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { notifySuccess } from '@/store/notifications';
import { useCreateClassHour } from '../api/create-class-hour';
import { useDeleteClassHour } from '../api/delete-class-hour';
import { useClassHours } from '../api/get-class-hours';
import type { ClassHour } from '../api/types';
import { useUpdateClassHour } from '../api/update-class-hour';
import { ClassHourDialog } from '../components/ClassHourDialog';
import { durationMinutes, fromClassHour, newClassHourForm, toClassHourBody, type ClassHourFormValues } from '../components/class-hour-form';
import { TimePickersProvider } from '../components/TimePickersProvider';
import { classHourMessages } from '../messages';

const FILTERS = ['institution_id'] as const;

type Editing = { mode: 'create'; initial: ClassHourFormValues } | { mode: 'update'; hour: ClassHour; initial: ClassHourFormValues };

/** The numbered lesson periods of the day; added and edited in a dialog. */
export default function ClassHoursPage() {
  const intl = useIntl();
  const { params, update } = useListParams(FILTERS);
  const classHours = useClassHours(params);
  const choices = useInstitutionChoices();
  const create = useCreateClassHour();
  const edit = useUpdateClassHour();
  const deleteClassHour = useDeleteClassHour();
  const canAdd = useCan('class-hour-add');
  const canEdit = useCan('class-hour-edit');
  const canDelete = useCan('class-hour-delete');
  const [editing, setEditing] = useState<Editing | null>(null);
  const institutionFilter = params.institution_id ? Number(params.institution_id) : null;
  const showInstitution = choices.ministry && institutionFilter === null;

  const columns = useMemo<Column<ClassHour>[]>(() => {
    const list: Column<ClassHour>[] = [
      {
        id: 'number',
        header: <FormattedMessage {...classHourMessages.number} />,
        width: 120,
        nowrap: true,
        render: (hour) => intl.formatMessage(classHourMessages.numberValue, { number: hour.number }),
      },
      { id: 'start_time', header: <FormattedMessage {...classHourMessages.startTime} />, nowrap: true, render: (hour) => hour.start_time },
      { id: 'end_time', header: <FormattedMessage {...classHourMessages.endTime} />, nowrap: true, render: (hour) => hour.end_time },
      {
        id: 'duration',
        header: <FormattedMessage {...classHourMessages.duration} />,
        nowrap: true,
        render: (hour) => {
          const minutes = durationMinutes(hour.start_time, hour.end_time);
          return minutes === null ? '—' : intl.formatMessage(classHourMessages.minutes, { minutes });
        },
      },
    ];
    if (showInstitution) {
      list.push({
        id: 'institution',
        header: <FormattedMessage {...classHourMessages.institution} />,
        render: (hour) => choices.nameOf(hour.institution_id) || hour.institution_id,
      });
    }
    if (canEdit || canDelete) {
      list.push(
        actionsColumn((hour) => (
          <RowActions
            edit={
              canEdit
                ? () => {
                    edit.reset();
                    setEditing({ mode: 'update', hour, initial: fromClassHour(hour) });
                  }
                : undefined
            }
            onDelete={canDelete ? () => deleteClassHour.mutateAsync(hour.id) : undefined}
          />
        )),
      );
    }
    return list;
  }, [intl, choices, showInstitution, canEdit, canDelete, edit, deleteClassHour]);

  const openNew = () => {
    create.reset();
    // The next number follows the periods listed, when they are one institution's.
    const existing = choices.ministry && institutionFilter === null ? [] : (classHours.data?.results ?? []);
    setEditing({ mode: 'create', initial: newClassHourForm(existing, institutionFilter) });
  };

  const saved = () => {
    notifySuccess(sharedMessages.saved);
    setEditing(null);
  };

  const save = (values: ClassHourFormValues) => {
    if (!editing) return;
    if (editing.mode === 'create') create.mutate(toClassHourBody(values, choices.ministry), { onSuccess: saved });
    else
      edit.mutate(
        { id: editing.hour.id, body: toClassHourBody({ ...values, institution_id: editing.hour.institution_id }, choices.ministry, editing.hour.version) },
        { onSuccess: saved },
      );
  };

  return (
    <TimePickersProvider>
      <ListPage
        exportPath="/class-hours/"
        title={<FormattedMessage {...classHourMessages.title} />}
        add={canAdd && { onClick: openNew }}
        filters={
          choices.ministry && (
            <InstitutionFilter
              choices={choices}
              label={classHourMessages.institution}
              value={params.institution_id as string | undefined}
              onChange={(institution_id) => update({ institution_id })}
            />
          )
        }
        columns={columns}
        rowKey={(hour) => hour.id}
        list={classHours}
        params={params}
        update={update}
        sortable={false}
      >
        {editing && (
          <ClassHourDialog
            key={editing.mode === 'update' ? `${editing.hour.id}-${editing.hour.version}` : 'new'}
            mode={editing.mode}
            initial={editing.initial}
            ministry={choices.ministry}
            institutions={choices.institutions}
            submitting={editing.mode === 'create' ? create.isPending : edit.isPending}
            error={editing.mode === 'create' ? create.error : edit.error}
            onSubmit={save}
            onClose={() => setEditing(null)}
          />
        )}
      </ListPage>
    </TimePickersProvider>
  );
}
