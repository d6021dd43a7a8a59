import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateRangeFilter } from '@/components/dates/DateRangeFilter';
import type { Column } from '@/components/list/DataTable';
import type { ParamPatch } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { REPORT_CALLS } from '../api/types';
import { reportMessages } from '../messages';
import { filtersOf, ReportFilters } from './ReportFilters';

/** The filters of both teacher reports, besides the search. */
export const TEACHER_FILTERS = ['institution_id', 'date_from', 'date_to'] as const;

interface Props<T> {
  title: ReactNode;
  call: 'teachers' | 'byTeacher';
  columns: readonly Column<T>[];
  rowKey(row: T): number;
  list: { data?: List<T>; isFetching: boolean; isError?: boolean; error?: unknown };
  params: ListParams;
  update(patch: ParamPatch): void;
  children?: ReactNode;
}

/** A report of teachers: searched by name, filtered by institution (ministry) and period, paged, with its Excel file. */
export function TeacherReportList<T>({ title, call, columns, rowKey, list, params, update, children }: Props<T>) {
  const intl = useIntl();
  return (
    <DatePickersProvider>
      <ListPage
        title={title}
        exportPath={REPORT_CALLS[call]}
        exportQuery={filtersOf(params, [...TEACHER_FILTERS, 'search'])}
        searchPlaceholder={intl.formatMessage(reportMessages.searchTeacher)}
        filters={
          <>
            <ReportFilters params={params} update={update} />
            <DateRangeFilter
              from={params.date_from as string | undefined}
              to={params.date_to as string | undefined}
              onChange={(range) => update({ ...('from' in range ? { date_from: range.from } : {}), ...('to' in range ? { date_to: range.to } : {}) })}
            />
          </>
        }
        columns={columns}
        rowKey={rowKey}
        list={list}
        params={params}
        update={update}
        sortable={false}
      >
        {children}
      </ListPage>
    </DatePickersProvider>
  );
}
