import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
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
import { useControlSheets } from '../api/get-control-sheets';
import { useGroupOptions } from '../api/get-group-options';
import { CONTROLS, SHEET_STATES, type SheetRow } from '../api/types';
import { useJournalLabels } from '../components/labels';
import { SheetStateTag } from '../components/SheetStateTag';
import { groupJournalMessages, sheetMessages } from '../messages';
import { sheetPath } from '../paths';

const FILTERS = ['edu_group_id', 'semester', 'control', 'state'] as const;
const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8];

const addressOf = (row: SheetRow) =>
  sheetPath({ groupId: row.edu_group.id, subjectId: row.edu_subject.id, control: row.control, semester: row.semester, attempt: row.attempt });

/** The institution's control sheets (qaydnoma), newest first, with their states and their Excel file. */
export default function ControlSheetsPage() {
  const intl = useIntl();
  const labels = useJournalLabels();
  const { params, update } = useListParams(FILTERS);
  const list = useControlSheets(params);
  const groups = useGroupOptions();
  const canViewGroups = useCan('edu-group-view');

  const columns = useMemo<Column<SheetRow>[]>(
    () => [
      { id: 'group', header: <FormattedMessage {...sheetMessages.group} />, nowrap: true, render: (row) => row.edu_group.name },
      {
        id: 'subject',
        header: <FormattedMessage {...sheetMessages.subject} />,
        render: (row) => (
          <Link component={RouterLink} to={addressOf(row)} underline="hover">
            {row.edu_subject.code} — {labels.name(row.edu_subject.name)}
          </Link>
        ),
      },
      { id: 'control', header: <FormattedMessage {...sheetMessages.control} />, render: (row) => labels.control(row.control) },
      { id: 'semester', header: <FormattedMessage {...sheetMessages.semester} />, align: 'center', render: (row) => row.semester },
      { id: 'attempt', header: <FormattedMessage {...sheetMessages.attempt} />, render: (row) => labels.attempt(row.attempt) },
      { id: 'exam_date', header: <FormattedMessage {...sheetMessages.examDate} />, nowrap: true, render: (row) => formatDate(row.exam_date) },
      { id: 'examiner', header: <FormattedMessage {...sheetMessages.examiner} />, render: (row) => row.examiner_name || '—' },
      { id: 'entries', header: <FormattedMessage {...sheetMessages.entries} />, align: 'right', render: (row) => row.entries },
      { id: 'state', header: <FormattedMessage {...sheetMessages.state} />, render: (row) => <SheetStateTag state={row.state} /> },
      actionsColumn((row) => (
        <RowActions>
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={addressOf(row)} />
        </RowActions>
      )),
    ],
    [intl, labels],
  );

  return (
    <ListPage
      title={<FormattedMessage {...sheetMessages.listTitle} />}
      exportPath="/control-sheets/"
      filters={
        <>
          {canViewGroups && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(sheetMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data?.results ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          <FilterSelect
            name="semester"
            label={intl.formatMessage(sheetMessages.semester)}
            value={params.semester as string | undefined}
            options={SEMESTERS.map((semester) => ({ value: String(semester), label: intl.formatMessage(groupJournalMessages.semesterValue, { semester }) }))}
            onChange={(semester) => update({ semester })}
          />
          <FilterSelect
            name="control"
            label={intl.formatMessage(sheetMessages.control)}
            value={params.control as string | undefined}
            options={CONTROLS.map((control) => ({ value: control, label: labels.control(control) }))}
            onChange={(control) => update({ control })}
          />
          <FilterSelect
            name="state"
            label={intl.formatMessage(sheetMessages.state)}
            value={params.state as string | undefined}
            options={SHEET_STATES.map((state) => ({ value: state, label: labels.sheetState(state) }))}
            onChange={(state) => update({ state })}
          />
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={list}
      params={params}
      update={update}
      sortable={false}
    />
  );
}
