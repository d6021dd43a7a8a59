import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { DataTable, type Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { StatusTag } from '@/components/list/StatusTag';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useTeachers } from '../api/get-teachers';
import { fullName, type EduSubjectRef, type Staff } from '../api/types';
import { staffMessages } from '../messages';
import { staffPreviewPath, type StaffScope } from '../paths';
import { subjectWithType, useNameOf } from './labels';
import { PositionsCell } from './PositionsCell';
import { SubjectFilter } from './SubjectFilter';

const FILTERS = ['edu_subject_id', 'institution_id'] as const;

/** Every subject a teacher teaches, once, over all their positions. */
function taughtSubjects(staff: Staff): EduSubjectRef[] {
  const seen = new Map<number, EduSubjectRef>();
  for (const item of staff.staff_positions) for (const subject of item.edu_subjects) seen.set(subject.id, subject);
  return [...seen.values()];
}

/**
 * Staff holding a teaching position, with the subjects they teach: of the current institution
 * (TM) or of every institution, filterable by institution (OTV). A row opens the staff preview
 * for a role that may view staff.
 */
export function TeachersList({ scope }: { scope: StaffScope }) {
  const intl = useIntl();
  const nameOf = useNameOf();
  const { params, update } = useListParams(FILTERS);
  const ministry = scope === 'otv';
  const query = useMemo(() => (ministry ? params : { ...params, institution_id: undefined }), [ministry, params]);
  const teachers = useTeachers(query);
  const choices = useInstitutionChoices();
  const canPreview = useCan('staff-view');
  const canFilterBySubject = useCan('edu-subject-view');

  const columns = useMemo<Column<Staff>[]>(() => {
    const list: Column<Staff>[] = [
      { id: 'id', header: <FormattedMessage {...staffMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'full_name',
        header: <FormattedMessage {...staffMessages.fullName} />,
        sortField: 'full_name',
        render: (row) =>
          canPreview ? (
            <Link component={RouterLink} to={staffPreviewPath(scope, row.id)} underline="hover">
              {fullName(row.citizen)}
            </Link>
          ) : (
            fullName(row.citizen)
          ),
      },
      { id: 'pinfl', header: <FormattedMessage {...staffMessages.pinfl} />, nowrap: true, render: (row) => row.citizen.pinfl },
      { id: 'positions', header: <FormattedMessage {...staffMessages.positions} />, render: (row) => <PositionsCell staff={row} teachingOnly /> },
      {
        id: 'subjects',
        header: <FormattedMessage {...staffMessages.subjects} />,
        render: (row) => {
          const subjects = taughtSubjects(row);
          if (subjects.length === 0) return '—';
          return (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {subjects.map((subject) => (
                <Chip key={subject.id} size="small" variant="outlined" label={nameOf(subject.name)} title={subjectWithType(subject, nameOf)} />
              ))}
            </Stack>
          );
        },
      },
    ];
    if (ministry) {
      list.push({
        id: 'institution',
        header: <FormattedMessage {...staffMessages.institution} />,
        render: (row) => nameOf(row.institution?.name) || choices.nameOf(row.institution_id),
      });
    }
    list.push({ id: 'status', header: <FormattedMessage {...staffMessages.status} />, render: (row) => <StatusTag status={row.status} /> });
    return list;
  }, [nameOf, scope, ministry, choices, canPreview]);

  return (
    <>
      <PageHeader title={<FormattedMessage {...staffMessages.teachersTitle} />} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(staffMessages.search)} onChange={(search) => update({ search })} />
        {canFilterBySubject && (
          <SubjectFilter value={params.edu_subject_id as string | undefined} onChange={(edu_subject_id) => update({ edu_subject_id })} />
        )}
        {ministry && (
          <FilterSelect
            name="institution_id"
            label={intl.formatMessage(staffMessages.institution)}
            value={params.institution_id as string | undefined}
            options={choices.institutions.map((institution) => ({ value: String(institution.id), label: nameOf(institution.name) }))}
            onChange={(institution_id) => update({ institution_id })}
          />
        )}
      </Stack>
      <DataTable
        columns={columns}
        rows={teachers.data?.results}
        rowKey={(row) => row.id}
        loading={teachers.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={teachers.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
