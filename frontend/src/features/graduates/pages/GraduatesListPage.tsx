import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { useGraduates } from '../api/get-graduates';
import { useGroupOptions } from '../api/get-group-options';
import { GRADUATE_STAGES, type GraduateListItem } from '../api/types';
import { GraduateStageTag } from '../components/GraduateStageTag';
import { GroupDocumentsDialog } from '../components/GroupDocumentsDialog';
import { useGraduateLabels } from '../components/labels';
import { graduateMessages } from '../messages';
import { graduatePath, graduatesPaths } from '../paths';

const FILTERS = ['status', 'edu_group_id'] as const;

/** Candidates (students of final-semester groups) and graduates of the institution. */
export default function GraduatesListPage() {
  const intl = useIntl();
  const labels = useGraduateLabels();
  const { params, update } = useListParams(FILTERS);
  const graduates = useGraduates(params);
  const groups = useGroupOptions();
  const canDiploma = useCan('generate-diploma');
  const canAppendix = useCan('generate-appendix');
  const canCertificate = useCan('generate-certificate');
  const canIssue = canDiploma || canAppendix || canCertificate;
  const canReadGroups = useCan('edu-group-view');
  const [issuing, setIssuing] = useState(false);

  const columns = useMemo<Column<GraduateListItem>[]>(() => {
    const preview = (row: GraduateListItem) => graduatePath(graduatesPaths.preview, row.id);
    return [
      { id: 'id', header: <FormattedMessage {...graduateMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'fio',
        header: <FormattedMessage {...graduateMessages.fio} />,
        sortField: 'fio',
        render: (row) => (
          <Link component={RouterLink} to={preview(row)} underline="hover">
            {row.fio}
          </Link>
        ),
      },
      { id: 'pinfl', header: <FormattedMessage {...graduateMessages.pinfl} />, nowrap: true, render: (row) => row.pinfl },
      { id: 'group', header: <FormattedMessage {...graduateMessages.group} />, nowrap: true, render: (row) => row.edu_group.name },
      { id: 'direction', header: <FormattedMessage {...graduateMessages.direction} />, render: (row) => labels.name(row.edu_direction.name) },
      { id: 'stage', header: <FormattedMessage {...graduateMessages.stage} />, render: (row) => <GraduateStageTag stage={row.stage} /> },
      {
        id: 'diploma',
        header: <FormattedMessage {...graduateMessages.diploma} />,
        nowrap: true,
        render: (row) => (row.diploma_series && row.diploma_number ? `${row.diploma_series} ${row.diploma_number}` : '—'),
      },
      { id: 'graduated_at', header: <FormattedMessage {...graduateMessages.graduatedAt} />, nowrap: true, render: (row) => formatDate(row.graduated_at) || '—' },
      actionsColumn((row) => (
        <RowActions>
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={preview(row)} />
        </RowActions>
      )),
    ];
  }, [intl, labels]);

  const groupOptions = (groups.data?.results ?? []).map((group) => ({ value: String(group.id), label: group.name }));
  return (
    <ListPage
      exportPath="/graduates/"
      title={<FormattedMessage {...graduateMessages.title} />}
      actions={
        canIssue &&
        canReadGroups && (
          <Button variant="outlined" startIcon={<DescriptionOutlinedIcon />} onClick={() => setIssuing(true)} data-testid="group-documents">
            <FormattedMessage {...graduateMessages.groupDocuments} />
          </Button>
        )
      }
      searchPlaceholder={intl.formatMessage(graduateMessages.search)}
      filters={
        <>
          <FilterSelect
            name="status"
            label={intl.formatMessage(graduateMessages.stage)}
            value={params.status as string | undefined}
            options={GRADUATE_STAGES.map((stage) => ({ value: stage, label: labels.stage(stage) }))}
            onChange={(status) => update({ status })}
          />
          {canReadGroups && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(graduateMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={groupOptions}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={graduates}
      params={params}
      update={update}
    >
      {issuing && <GroupDocumentsDialog groups={groups.data?.results ?? []} onClose={() => setIssuing(false)} />}
    </ListPage>
  );
}
