import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuditLog } from '@/api/audit/get-audit-log';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditRecord } from '@/api/audit/types';
import { ActionChip, ActorName, AuditRecordDetails, EntityName } from '@/components/audit/AuditParts';
import { actionLabel, entityLabel } from '@/components/audit/labels';
import { auditMessages } from '@/components/audit/messages';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateRangeFilter } from '@/components/dates/DateRangeFilter';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect, type Option } from '@/components/list/FilterSelect';
import { IdFilterField } from '@/components/list/IdFilterField';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { formatDateTime } from '@/lib/format';
import { ActorFilter } from '../components/ActorFilter';
import { AUDIT_FILTERS, auditQuery } from '../components/audit-query';
import { auditPageMessages } from '../messages';

/** The known codes, plus the URL's own when it names one this screen does not know yet. */
function codeOptions(codes: readonly string[], current: string | undefined, label: (code: string) => string): Option[] {
  const all = current && !codes.includes(current) ? [...codes, current] : codes;
  return all.map((code) => ({ value: code, label: label(code) }));
}

export default function AuditLogPage() {
  const intl = useIntl();
  const { params, update } = useListParams(AUDIT_FILTERS);
  const query = useMemo(() => auditQuery(params), [params]);
  const log = useAuditLog(query);
  const records = log.data?.results;
  const filter = (key: (typeof AUDIT_FILTERS)[number]) => params[key] as string | undefined;
  const filtered = AUDIT_FILTERS.some((key) => filter(key) !== undefined);
  const actorName = records?.find((record) => record.actor && String(record.actor.id) === filter('actor_id'))?.actor?.name ?? undefined;

  const columns = useMemo<Column<AuditRecord>[]>(
    () => [
      { id: 'at', header: <FormattedMessage {...auditMessages.at} />, nowrap: true, render: (record) => formatDateTime(record.at) },
      { id: 'actor', header: <FormattedMessage {...auditMessages.actor} />, render: (record) => <ActorName actor={record.actor} /> },
      { id: 'action', header: <FormattedMessage {...auditMessages.action} />, render: (record) => <ActionChip action={record.action} /> },
      {
        id: 'entity',
        header: <FormattedMessage {...auditMessages.entity} />,
        nowrap: true,
        render: (record) => <EntityName entityType={record.entity_type} entityId={record.entity_id} />,
      },
      { id: 'ip', header: <FormattedMessage {...auditMessages.ip} />, nowrap: true, render: (record) => record.ip || '—' },
    ],
    [],
  );

  return (
    <DatePickersProvider>
      <ListPage
        exportPath="/audit-log/"
        exportQuery={{ ...query }}
        title={<FormattedMessage {...auditPageMessages.title} />}
        filters={
          <>
            <ActorFilter value={filter('actor_id')} knownName={actorName} onChange={(actor_id) => update({ actor_id })} />
            <FilterSelect
              name="entity_type"
              label={intl.formatMessage(auditPageMessages.entityType)}
              value={filter('entity_type')}
              options={codeOptions(AUDIT_ENTITY_TYPES, filter('entity_type'), (code) => entityLabel(intl, code))}
              onChange={(entity_type) => update({ entity_type })}
            />
            <IdFilterField
              name="entity_id"
              label={intl.formatMessage(auditPageMessages.entityId)}
              value={filter('entity_id')}
              onChange={(entity_id) => update({ entity_id })}
            />
            <FilterSelect
              name="action"
              label={intl.formatMessage(auditPageMessages.action)}
              value={filter('action')}
              options={codeOptions(AUDIT_ACTIONS, filter('action'), (code) => actionLabel(intl, code))}
              onChange={(action) => update({ action })}
            />
            <DateRangeFilter from={filter('from')} to={filter('to')} onChange={update} />
            {filtered && (
              <Button
                startIcon={<FilterAltOffOutlinedIcon />}
                onClick={() => update(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, undefined])))}
              >
                <FormattedMessage {...auditPageMessages.clear} />
              </Button>
            )}
          </>
        }
        columns={columns}
        rowKey={(record) => record.id}
        list={log}
        params={params}
        update={update}
        sortable={false}
        detail={{ label: intl.formatMessage(auditMessages.details), render: (record) => <AuditRecordDetails record={record} /> }}
      />
    </DatePickersProvider>
  );
}
