import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { DataTable, type Column } from '@/components/list/DataTable';
import { DeleteButton } from '@/components/list/DeleteButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
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
  const language = useUi((state) => state.language);
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
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (hour) => (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            {canEdit && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage(sharedMessages.edit)}
                  onClick={() => {
                    edit.reset();
                    setEditing({ mode: 'update', hour, initial: fromClassHour(hour) });
                  }}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && <DeleteButton onDelete={() => deleteClassHour.mutateAsync(hour.id)} />}
          </Stack>
        ),
      });
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
      <PageHeader
        title={<FormattedMessage {...classHourMessages.title} />}
        actions={
          canAdd && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={openNew}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      {choices.ministry && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
          <FilterSelect
            name="institution_id"
            label={intl.formatMessage(classHourMessages.institution)}
            value={params.institution_id as string | undefined}
            options={choices.institutions.map((institution) => ({ value: String(institution.id), label: localized(institution.name, language) }))}
            onChange={(institution_id) => update({ institution_id })}
          />
        </Stack>
      )}
      <DataTable
        columns={columns}
        rows={classHours.data?.results}
        rowKey={(hour) => hour.id}
        loading={classHours.isFetching}
        footer={<ListPagination count={classHours.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
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
    </TimePickersProvider>
  );
}
