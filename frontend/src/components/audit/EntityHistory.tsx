import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAuditLog } from '@/api/audit/get-audit-log';
import type { AuditRecord } from '@/api/audit/types';
import { errorMessages } from '@/api/client';
import { formatDateTime } from '@/lib/format';
import { ListPagination } from '../list/ListPagination';
import { sharedMessages } from '../messages';
import { ActionChip, ActorName, AuditRecordDetails } from './AuditParts';
import { auditMessages } from './messages';

export const HISTORY_PAGE_SIZE = 10;

function HistoryEntry({ record }: { record: AuditRecord }) {
  return (
    <Paper variant="outlined" component="article" data-testid="history-entry" data-record-id={record.id}>
      <Stack direction="row" spacing={2} alignItems="center" useFlexGap flexWrap="wrap" sx={{ px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatDateTime(record.at)}
        </Typography>
        <ActionChip action={record.action} />
        <ActorName actor={record.actor} />
        <Box sx={{ flexGrow: 1 }} />
        {record.ip && (
          <Typography variant="caption" color="text.secondary">
            <FormattedMessage {...auditMessages.ip} />: {record.ip}
          </Typography>
        )}
      </Stack>
      <Box sx={{ py: 1 }}>
        <AuditRecordDetails record={record} />
      </Box>
    </Paper>
  );
}

interface Props {
  /** The trail's name for the kind of thing: `user`, `role`, `curriculum`, `staff`, ... */
  entityType: string;
  entityId: number;
}

/** Every recorded change of one thing, newest first, with its before/after values, page by page. */
export function EntityHistory({ entityType, entityId }: Props) {
  const [paging, setPaging] = useState({ page: 1, limit: HISTORY_PAGE_SIZE });
  const history = useAuditLog({ ...paging, entity_type: entityType, entity_id: entityId });
  const records = history.data?.results;

  return (
    <Stack spacing={1.5} data-testid="entity-history">
      <Box sx={{ height: 4 }}>{history.isFetching && <LinearProgress aria-busy="true" />}</Box>
      {history.isError && (
        <Alert severity="error">
          {errorMessages(history.error).join(' ') || <FormattedMessage {...auditMessages.loadFailed} />}
        </Alert>
      )}
      {records?.map((record) => <HistoryEntry key={record.id} record={record} />)}
      {records?.length === 0 && (
        <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
          <FormattedMessage {...sharedMessages.empty} />
        </Typography>
      )}
      <ListPagination
        count={history.data?.count ?? 0}
        page={paging.page}
        limit={paging.limit}
        onChange={(patch) => setPaging((current) => ({ page: patch.page ?? 1, limit: patch.limit ?? current.limit }))}
      />
    </Stack>
  );
}
