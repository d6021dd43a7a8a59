import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataTable, type Column } from '@/components/list/DataTable';
import { RowAction } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useGroup } from '../api/get-group';
import { useGroupSubjects } from '../api/get-group-subjects';
import type { GroupSubject } from '../api/types';
import { useGroupLabels } from '../components/labels';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

/** Subgrouping starts by choosing one of the group's subjects (of its current semester, or another). */
export default function GroupGroupingPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useGroupLabels();
  const id = Number(useParams().id);
  const group = useGroup(id);
  const [chosen, setChosen] = useState<number | null>(null);
  const semester = chosen ?? group.data?.current_semester;
  const subjects = useGroupSubjects(id, semester);
  const semesterCount = Math.max(group.data?.curriculum?.number_of_semesters ?? 0, semester ?? 0);

  const columns = useMemo<Column<GroupSubject>[]>(() => {
    const to = (row: GroupSubject) => `${groupPath(groupsPaths.subgroups, id, row.id)}?semester=${semester ?? ''}`;
    return [
      { id: 'code', header: <FormattedMessage {...groupMessages.subjectCode} />, nowrap: true, render: (row) => row.code },
      {
        id: 'name',
        header: <FormattedMessage {...groupMessages.subject} />,
        render: (row) => (
          <Link component={RouterLink} to={to(row)} underline="hover">
            {localized(row.name, language)}
          </Link>
        ),
      },
      { id: 'hours', header: <FormattedMessage {...groupMessages.subjectHours} />, align: 'right', render: (row) => row.study_hours ?? '—' },
      {
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (row) => <RowAction label={intl.formatMessage(groupMessages.grouping)} icon={<ChevronRightIcon fontSize="small" />} to={to(row)} />,
      },
    ];
  }, [id, intl, language, semester]);

  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...groupMessages.groupingTitle} />
            {group.data ? ` — ${group.data.name}` : ''}
          </>
        }
        back={groupPath(groupsPaths.preview, id)}
      />
      {(group.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {group.data && (
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <Typography sx={{ flexGrow: 1 }}>
              <FormattedMessage {...groupMessages.pickSubject} />
            </Typography>
            <TextField
              select
              size="small"
              name="semester"
              label={intl.formatMessage(groupMessages.ratingSemester)}
              value={semester ?? ''}
              onChange={(event) => setChosen(Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              {Array.from({ length: semesterCount }, (_, index) => index + 1).map((value) => (
                <MenuItem key={value} value={value}>
                  {labels.semester(value)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <DataTable columns={columns} rows={subjects.data?.results} rowKey={(row) => row.id} loading={subjects.isFetching} />
        </Stack>
      )}
    </>
  );
}
