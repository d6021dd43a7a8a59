import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { useCan } from '@/lib/access';
import { useAttendance } from '../api/get-attendance';
import { useGroupOptions } from '../api/get-group-options';
import { THRESHOLD_LEVELS, type ThresholdRow } from '../api/types';
import { ExcuseDialog } from '../components/ExcuseDialog';
import { ExcuseHistory } from '../components/ExcuseHistory';
import { useJournalLabels } from '../components/labels';
import { ThresholdTag } from '../components/ThresholdTag';
import { excuseMessages, thresholdMessages } from '../messages';
import { groupPreviewPath, studentPreviewPath } from '../paths';

const FILTERS = ['threshold', 'edu_group_id'] as const;

/**
 * The students whose unexcused absence hours in the current semester reach the institution's
 * thresholds, most hours first, with each one's excused spans and (for the dean's office) a way
 * to excuse a span of absences.
 */
export default function AttendancePage() {
  const intl = useIntl();
  const labels = useJournalLabels();
  const { params, update } = useListParams(FILTERS);
  const list = useAttendance(params);
  const groups = useGroupOptions();
  const canExcuse = useCan('attendance-excuse');
  const canViewGroups = useCan('edu-group-view');
  const canViewStudents = useCan('student-view');
  const [excusing, setExcusing] = useState<ThresholdRow | null>(null);

  const columns = useMemo<Column<ThresholdRow>[]>(() => {
    const list: Column<ThresholdRow>[] = [
      {
        id: 'student',
        header: <FormattedMessage {...thresholdMessages.student} />,
        render: (row) =>
          canViewStudents ? (
            <Link component={RouterLink} to={studentPreviewPath(row.student_id)} underline="hover">
              {row.full_name}
            </Link>
          ) : (
            row.full_name
          ),
      },
      {
        id: 'group',
        header: <FormattedMessage {...thresholdMessages.group} />,
        nowrap: true,
        render: (row) =>
          canViewGroups ? (
            <Link component={RouterLink} to={groupPreviewPath(row.edu_group.id)} underline="hover">
              {row.edu_group.name}
            </Link>
          ) : (
            row.edu_group.name
          ),
      },
      { id: 'semester', header: <FormattedMessage {...thresholdMessages.semester} />, align: 'center', render: (row) => row.semester },
      { id: 'unexcused', header: <FormattedMessage {...thresholdMessages.unexcused} />, align: 'right', render: (row) => <strong>{row.unexcused_hours}</strong> },
      { id: 'excused', header: <FormattedMessage {...thresholdMessages.excused} />, align: 'right', render: (row) => row.excused_hours },
      { id: 'level', header: <FormattedMessage {...thresholdMessages.level} />, render: (row) => <ThresholdTag level={row.level} /> },
    ];
    if (canExcuse) {
      list.push(
        actionsColumn((row) => (
          <RowActions>
            <RowAction label={intl.formatMessage(excuseMessages.action)} icon={<EventAvailableOutlinedIcon fontSize="small" />} onClick={() => setExcusing(row)} />
          </RowActions>
        )),
      );
    }
    return list;
  }, [intl, canExcuse, canViewGroups, canViewStudents]);

  return (
    <DatePickersProvider>
      <ListPage
        title={<FormattedMessage {...thresholdMessages.title} />}
        exportPath="/journal/attendance/"
        filters={
          <>
            <FilterSelect
              name="threshold"
              label={intl.formatMessage(thresholdMessages.level)}
              value={params.threshold as string | undefined}
              options={THRESHOLD_LEVELS.map((level) => ({ value: level, label: labels.threshold(level) }))}
              onChange={(threshold) => update({ threshold })}
            />
            {canViewGroups && (
              <FilterSelect
                name="edu_group_id"
                label={intl.formatMessage(thresholdMessages.group)}
                value={params.edu_group_id as string | undefined}
                options={(groups.data?.results ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
                onChange={(edu_group_id) => update({ edu_group_id })}
              />
            )}
          </>
        }
        columns={columns}
        rowKey={(row) => `${row.student_id}-${row.semester}`}
        list={list}
        params={params}
        update={update}
        sortable={false}
        detail={{ label: intl.formatMessage(thresholdMessages.history), render: (row) => <ExcuseHistory studentId={row.student_id} /> }}
      >
        {excusing && <ExcuseDialog studentId={excusing.student_id} fullName={excusing.full_name} onClose={() => setExcusing(null)} />}
      </ListPage>
    </DatePickersProvider>
  );
}
