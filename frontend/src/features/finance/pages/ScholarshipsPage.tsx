import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { MonthFilter } from '@/components/dates/MonthFilter';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { Money } from '@/components/Money';
import { useAccess } from '@/lib/access';
import { currentMonth, parseMonth } from '@/lib/dates';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useScholarships } from '../api/get-scholarships';
import type { ScholarshipRow } from '../api/types';
import { financeMessages } from '../messages';
import { orderPreviewPath } from '../paths';

const FILTERS = ['month', 'institution_id'] as const;
/** The list while a ministry role has not chosen an institution: nothing asked, nothing shown (not even the last institution's rows). */
const NOT_ASKED = { isFetching: false } as const;

/**
 * The students paid a scholarship in a month (this one unless another is chosen): the type, the
 * month's amount and the order that awarded it, with the month's sums above and its Excel file. A
 * ministry role chooses the institution first.
 */
export default function ScholarshipsPage() {
  const language = useUi((state) => state.language);
  const access = useAccess();
  const { params, update } = useListParams(FILTERS);
  const choices = useInstitutionChoices();
  const month = parseMonth(params.month as string | undefined) ?? currentMonth();
  const institution = params.institution_id as string | undefined;
  const waiting = choices.ministry && !institution;
  const query = useMemo(() => ({ ...params, month }), [params, month]);
  const scholarships = useScholarships(query, !waiting);
  // The order's page is an institution's screen: a ministry role has none to open.
  const linkOrders = access.permissions.has('order-view') && access.level === 'INSTITUTION';
  const totals = waiting ? undefined : scholarships.data?.totals;

  const columns = useMemo<Column<ScholarshipRow>[]>(
    () => [
      { id: 'student', header: <FormattedMessage {...financeMessages.student} />, render: (r) => r.student_name },
      { id: 'group', header: <FormattedMessage {...financeMessages.group} />, nowrap: true, render: (r) => r.group_name },
      { id: 'type', header: <FormattedMessage {...financeMessages.scholarshipType} />, render: (r) => localized(r.scholarship_type_name, language) },
      { id: 'amount', header: <FormattedMessage {...financeMessages.scholarshipMonthAmount} />, align: 'right', nowrap: true, render: (r) => <Money minor={r.amount} /> },
      {
        id: 'order',
        header: <FormattedMessage {...financeMessages.scholarshipOrder} />,
        nowrap: true,
        render: (r) =>
          linkOrders ? (
            <Link component={RouterLink} to={orderPreviewPath(r.order_id)} underline="hover">
              {r.order_number}
            </Link>
          ) : (
            r.order_number
          ),
      },
      { id: 'span', header: <FormattedMessage {...financeMessages.scholarshipSpan} />, nowrap: true, render: (r) => `${formatDate(r.date_from)}–${formatDate(r.date_to)}` },
    ],
    [language, linkOrders],
  );

  return (
    <DatePickersProvider>
      <ListPage
        exportPath={waiting ? undefined : '/scholarships/'}
        exportQuery={query}
        title={<FormattedMessage {...financeMessages.scholarshipsTitle} />}
        filters={
          <>
            <MonthFilter value={month} onChange={(next) => update({ month: next === currentMonth() ? undefined : next })} />
            <InstitutionFilter choices={choices} label={financeMessages.institution} value={institution} onChange={(institution_id) => update({ institution_id })} />
          </>
        }
        summary={
          waiting ? (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="scholarship-choose-institution">
              <FormattedMessage {...financeMessages.scholarshipsChooseInstitution} />
            </Alert>
          ) : (
            totals && (
              <Alert severity="info" icon={false} sx={{ mb: 2 }} data-testid="scholarship-totals">
                <FormattedMessage {...financeMessages.scholarshipsTotals} values={{ students: totals.students, amount: <Money minor={totals.amount} /> }} />
              </Alert>
            )
          )
        }
        empty={<FormattedMessage {...financeMessages.scholarshipsEmpty} />}
        columns={columns}
        rowKey={(r) => `${r.student_id}-${r.order_id}-${r.scholarship_type_id}`}
        list={waiting ? NOT_ASKED : scholarships}
        params={params}
        update={update}
        sortable={false}
      />
    </DatePickersProvider>
  );
}
