/** The pieces a record is shown with, in the audit log and in an entity's history alike. */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditActor, AuditRecord } from '@/api/audit/types';
import { actionLabel, actionTone, entityLabel } from './labels';
import { auditMessages } from './messages';
import { ChangesTable } from './ChangesTable';
import { useInstitutionNames } from './use-institution-names';

export function ActionChip({ action }: { action: string }) {
  const intl = useIntl();
  const tone = actionTone(action);
  return <Chip size="small" variant="outlined" color={tone} label={actionLabel(intl, action)} data-action={action} />;
}

/** The actor's name with the role it acted in; 'unknown user' for a failed login. */
export function ActorName({ actor }: { actor: AuditActor | null | undefined }) {
  if (!actor) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        <FormattedMessage {...auditMessages.unknownActor} />
      </Typography>
    );
  }
  return (
    <Stack component="span" spacing={0}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {actor.name || `#${actor.id}`}
      </Typography>
      {actor.role && (
        <Typography variant="caption" component="span" color="text.secondary">
          {actor.role}
        </Typography>
      )}
    </Stack>
  );
}

/** "Foydalanuvchi #5": the kind of thing and its id. */
export function EntityName({ entityType, entityId }: { entityType: string; entityId?: number | null }) {
  const intl = useIntl();
  const name = entityLabel(intl, entityType);
  return <>{entityId === null || entityId === undefined ? name : `${name} #${entityId}`}</>;
}

function Meta({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>
      {label}: <Typography component="span" variant="caption" color="text.primary">{value}</Typography>
    </Typography>
  );
}

/** The before/after table of a record, and where the change came from. */
export function AuditRecordDetails({ record }: { record: AuditRecord }) {
  const institutions = useInstitutionNames();
  const institution = record.institution_id ?? null;
  return (
    <Stack spacing={1} data-testid="audit-details">
      <ChangesTable entityType={record.entity_type} changes={record.changes} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0.25, md: 3 }} useFlexGap flexWrap="wrap" sx={{ px: 2 }}>
        {institution !== null && (
          <Meta label={<FormattedMessage {...auditMessages.institution} />} value={institutions.get(institution) ?? `#${institution}`} />
        )}
        {record.request_id && <Meta label={<FormattedMessage {...auditMessages.requestId} />} value={record.request_id} />}
        {record.user_agent && <Meta label={<FormattedMessage {...auditMessages.userAgent} />} value={record.user_agent} />}
      </Stack>
    </Stack>
  );
}
