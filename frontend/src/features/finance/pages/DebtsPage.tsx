import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { Money } from '@/components/Money';
import { PreparedAt } from '@/components/prepared/PreparedAt';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useGroupChoices } from '../api/get-choices';
import { useDebts } from '../api/get-debts';
import { DEBT_LEVELS, DEBT_STATUSES, type DebtLevel, type DebtRow } from '../api/types';
import { DebtStatusTag } from '../components/DebtStatusTag';
import { academicYears, useFinanceLabels } from '../components/labels';
import { financeMessages } from '../messages';

const FILTERS = ['level', 'institution_id', 'edu_group_id', 'academic_year', 'status'] as const;

/** The debts per student, group or institution, the largest first, with the sums of every row of the filter and its Excel file; a group's row opens its students. */
export default function DebtsPage() {
  const intl = useIntl();
  const labels = useFinanceLabels();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const debts = useDebts(params);
  const choices = useInstitutionChoices();
  const groups = useGroupChoices(!choices.ministry);
  const level = ((params.level as string | undefined) ?? 'STUDENT') as DebtLevel;
  const totals = debts.data?.totals;

  const columns = useMemo(() => {
    const list: Column<DebtRow>[] = [];
    if (level === 'STUDENT') list.push({ id: 'student', header: <FormattedMessage {...financeMessages.student} />, render: (r) => r.student_name });
    if (level !== 'INSTITUTION') {
      list.push({
        id: 'group',
        header: <FormattedMessage {...financeMessages.group} />,
        nowrap: true,
        render: (r) =>
          level === 'GROUP' ? (
            <Link component="button" type="button" underline="hover" onClick={() => update({ level: undefined, edu_group_id: String(r.id) })}>
              {r.group_name}
            </Link>
          ) : (
            r.group_name
          ),
      });
    }
    if (level === 'INSTITUTION' || choices.ministry) {
      list.push({ id: 'institution', header: <FormattedMessage {...financeMessages.institution} />, render: (r) => localized(r.institution_name, language) });
    }
    list.push(
      { id: 'contracts', header: <FormattedMessage {...financeMessages.contracts} />, align: 'right', render: (r) => r.contracts },
      { id: 'charged', header: <FormattedMessage {...financeMessages.charged} />, align: 'right', nowrap: true, render: (r) => <Money minor={r.charged} /> },
      { id: 'paid', header: <FormattedMessage {...financeMessages.paid} />, align: 'right', nowrap: true, render: (r) => <Money minor={r.paid} /> },
      { id: 'debt', header: <FormattedMessage {...financeMessages.debt} />, align: 'right', nowrap: true, render: (r) => <Money minor={r.debt} /> },
      { id: 'status', header: <FormattedMessage {...financeMessages.status} />, render: (r) => <DebtStatusTag status={r.status} /> },
    );
    return list;
  }, [level, choices.ministry, language, update]);

  return (
    <ListPage
      exportPath="/finance/debts/"
      title={<FormattedMessage {...financeMessages.debtsTitle} />}
      filters={
        <>
          <FilterSelect
            name="level"
            label={intl.formatMessage(financeMessages.level)}
            value={level}
            options={DEBT_LEVELS.map((code) => ({ value: code, label: labels.level(code) }))}
            onChange={(next) => update({ level: next === 'STUDENT' ? undefined : next })}
          />
          <InstitutionFilter choices={choices} label={financeMessages.institution} value={params.institution_id as string | undefined} onChange={(institution_id) => update({ institution_id })} />
          {!choices.ministry && (
            <FilterSelect
              name="edu_group_id"
              label={intl.formatMessage(financeMessages.group)}
              value={params.edu_group_id as string | undefined}
              options={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              onChange={(edu_group_id) => update({ edu_group_id })}
            />
          )}
          <FilterSelect
            name="academic_year"
            label={intl.formatMessage(financeMessages.academicYear)}
            value={params.academic_year as string | undefined}
            options={academicYears().map((year) => ({ value: String(year), label: labels.year(year) }))}
            onChange={(academic_year) => update({ academic_year })}
          />
          <FilterSelect
            name="status"
            label={intl.formatMessage(financeMessages.status)}
            value={params.status as string | undefined}
            options={DEBT_STATUSES.map((code) => ({ value: code, label: labels.status(code) }))}
            onChange={(status) => update({ status })}
          />
        </>
      }
      columns={columns}
      rowKey={(r) => `${level}-${r.id}`}
      list={debts}
      params={params}
      update={update}
      sortable={false}
    >
      <PreparedAt at={debts.data?.prepared_at} />
      {totals && (
        <Alert severity="info" icon={false} sx={{ mt: 2 }} data-testid="debt-totals">
          <FormattedMessage
            {...financeMessages.totals}
            values={{ charged: <Money minor={totals.charged} />, paid: <Money minor={totals.paid} />, debt: <Money minor={totals.debt} /> }}
          />
        </Alert>
      )}
    </ListPage>
  );
}
