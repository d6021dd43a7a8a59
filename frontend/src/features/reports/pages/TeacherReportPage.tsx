import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BarsChart, ChartCard } from '@/components/charts/FigureChart';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { useAccess } from '@/lib/access';
import { formatDateTime } from '@/lib/format';
import { useTeacherReport } from '../api/reports';
import type { TeacherReportRow } from '../api/types';
import { useReportLabels } from '../components/labels';
import { TEACHER_FILTERS, TeacherReportList } from '../components/TeacherReportList';
import { reportMessages } from '../messages';

/** Per teacher: lessons held over the period, topic entry by group, last login. */
export default function TeacherReportPage() {
  const intl = useIntl();
  const labels = useReportLabels();
  const { params, update } = useListParams(TEACHER_FILTERS);
  const report = useTeacherReport(params);
  const rows = report.data?.results ?? [];
  const ministry = useAccess().level === 'MINISTRY';

  const columns = useMemo<Column<TeacherReportRow>[]>(
    () => [
      { id: 'full_name', header: <FormattedMessage {...reportMessages.fullName} />, render: (row) => row.full_name },
      ...(ministry
        ? [{ id: 'institution', header: <FormattedMessage {...reportMessages.institution} />, render: (row: TeacherReportRow) => labels.name(row.institution) }]
        : []),
      { id: 'lessons_held', header: <FormattedMessage {...reportMessages.lessonsHeld} />, align: 'right', render: (row) => row.lessons_held },
      { id: 'topics_entered', header: <FormattedMessage {...reportMessages.topicsEntered} />, align: 'right', render: (row) => row.topics_entered },
      {
        id: 'topic_entry',
        header: <FormattedMessage {...reportMessages.topicEntry} />,
        render: (row) => (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {row.topic_entry.map((group) => (
              <Chip
                key={group.edu_group_id}
                size="small"
                color={group.topics_entered < group.lessons_held ? 'warning' : 'success'}
                variant="outlined"
                label={`${group.group_name}: ${group.topics_entered}/${group.lessons_held}`}
              />
            ))}
          </Stack>
        ),
      },
      {
        id: 'last_login_at',
        header: <FormattedMessage {...reportMessages.lastLogin} />,
        nowrap: true,
        render: (row) => (row.last_login_at ? formatDateTime(row.last_login_at) : intl.formatMessage(reportMessages.never)),
      },
    ],
    [intl, labels, ministry],
  );

  return (
    <TeacherReportList
      title={<FormattedMessage {...reportMessages.teachersTitle} />}
      call="teachers"
      columns={columns}
      rowKey={(row) => row.staff_id}
      list={report}
      params={params}
      update={update}
    >
      <ChartCard title={<FormattedMessage {...reportMessages.teacherActivity} />} testId="chart-teachers">
        <BarsChart
          horizontal
          categories={rows.map((row) => row.full_name)}
          series={[
            { label: intl.formatMessage(reportMessages.lessonsHeld), values: rows.map((row) => row.lessons_held) },
            { label: intl.formatMessage(reportMessages.topicsEntered), values: rows.map((row) => row.topics_entered) },
          ]}
        />
      </ChartCard>
    </TeacherReportList>
  );
}
