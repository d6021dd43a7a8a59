import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction } from '@/components/list/RowActions';
import { StatusTag } from '@/components/list/StatusTag';
import { useCan } from '@/lib/access';
import { useTeachers } from '../api/get-teachers';
import { fullName, type EduSubjectRef, type Staff } from '../api/types';
import { staffMessages } from '../messages';
import { staffPreviewPath, teacherSchedulePath, type StaffScope } from '../paths';
import { subjectWithType, useNameOf } from './labels';
import { PositionsCell } from './PositionsCell';
import { SubjectFilter } from './SubjectFilter';

const FILTERS = ['edu_subject_id', 'institution_id', 'indexed_publications_year'] as const;

/** The years a teacher's Scopus or Web of Science publications are looked for in: this year and the ten before. */
const INDEXED_YEARS = Array.from({ length: 11 }, (_, back) => new Date().getFullYear() - back);

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
  // A teacher's month is an institution's screen, read with edu-group-view.
  const canSchedule = useCan('edu-group-view') && !ministry;

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
    if (canSchedule) {
      list.push(
        actionsColumn((row) => (
          <Stack direction="row" justifyContent="flex-end">
            <RowAction label={intl.formatMessage(staffMessages.teacherSchedule)} icon={<CalendarMonthOutlinedIcon fontSize="small" />} to={teacherSchedulePath(row.id)} />
          </Stack>
        )),
      );
    }
    return list;
  }, [nameOf, scope, ministry, choices, canPreview, canSchedule, intl]);

  return (
    <ListPage
      exportPath="/staffs/teachers/"
      exportQuery={query}
      title={<FormattedMessage {...staffMessages.teachersTitle} />}
      searchPlaceholder={intl.formatMessage(staffMessages.search)}
      filters={
        <>
          {canFilterBySubject && (
            <SubjectFilter value={params.edu_subject_id as string | undefined} onChange={(edu_subject_id) => update({ edu_subject_id })} />
          )}
          <FilterSelect
            name="indexed_publications_year"
            label={intl.formatMessage(staffMessages.indexedYearFilter)}
            value={params.indexed_publications_year as string | undefined}
            options={INDEXED_YEARS.map((year) => ({ value: String(year), label: String(year) }))}
            onChange={(indexed_publications_year) => update({ indexed_publications_year })}
          />
          {ministry && (
            <InstitutionFilter
              choices={choices}
              label={staffMessages.institution}
              value={params.institution_id as string | undefined}
              onChange={(institution_id) => update({ institution_id })}
            />
          )}
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={teachers}
      params={params}
      update={update}
    />
  );
}
