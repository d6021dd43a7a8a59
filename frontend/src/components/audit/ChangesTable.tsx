import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditChanges, AuditValue } from '@/api/audit/types';
import { AuditValueView, itemKey } from './AuditValueView';
import { fieldLabel, orderedFields } from './labels';
import { auditMessages } from './messages';
import { useInstitutionNames } from './use-institution-names';

/** Items of `list` that `other` lacks, when both are lists. */
function missingFrom(list: AuditValue, other: AuditValue): Set<string> {
  if (!Array.isArray(list) || !Array.isArray(other)) return new Set();
  const keys = new Set(other.map(itemKey));
  return new Set(list.map(itemKey).filter((key) => !keys.has(key)));
}

function pair(change: unknown): [AuditValue, AuditValue] {
  return Array.isArray(change) ? [(change[0] ?? null) as AuditValue, (change[1] ?? null) as AuditValue] : [null, change as AuditValue];
}

interface Props {
  entityType: string;
  changes: AuditChanges;
}

/** Field, old value and new value of each changed field; list items gained or lost are marked. */
export function ChangesTable({ entityType, changes }: Props) {
  const intl = useIntl();
  const institutions = useInstitutionNames();
  const fields = orderedFields(entityType, Object.keys(changes ?? {}));

  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        <FormattedMessage {...auditMessages.noChanges} />
      </Typography>
    );
  }

  return (
    <Table size="small" data-testid="audit-changes" sx={{ tableLayout: 'fixed' }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600, width: '25%' }}>
            <FormattedMessage {...auditMessages.field} />
          </TableCell>
          <TableCell sx={{ fontWeight: 600, width: '37.5%' }}>
            <FormattedMessage {...auditMessages.oldValue} />
          </TableCell>
          <TableCell sx={{ fontWeight: 600, width: '37.5%' }}>
            <FormattedMessage {...auditMessages.newValue} />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map((field) => {
          const [before, after] = pair(changes[field]);
          return (
            <TableRow key={field} data-field={field}>
              <TableCell sx={{ color: 'text.secondary', verticalAlign: 'top' }}>{fieldLabel(intl, entityType, field)}</TableCell>
              <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word' }} data-side="old">
                <AuditValueView field={field} value={before} institutions={institutions} marked={missingFrom(before, after)} mark="removed" />
              </TableCell>
              <TableCell sx={{ verticalAlign: 'top', wordBreak: 'break-word', fontWeight: 500 }} data-side="new">
                <AuditValueView field={field} value={after} institutions={institutions} marked={missingFrom(after, before)} mark="added" />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
