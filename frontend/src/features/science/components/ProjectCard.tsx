import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { CardField } from '@/components/CardField';
import { Money } from '@/components/Money';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Project } from '../api/types';
import { scienceMessages } from '../messages';
import { useScienceLabels } from './labels';

/** A project's details, its funding by year with the total, and its members with their roles. */
export function ProjectCard({ project, showInstitution }: { project: Project; showInstitution: boolean }) {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const p = project;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="project-card">
      <CardField label={scienceMessages.id}>{p.id}</CardField>
      <CardField label={scienceMessages.projectName}>{p.name}</CardField>
      <CardField label={scienceMessages.projectNumber}>{p.number}</CardField>
      <CardField label={scienceMessages.projectKind}>{labels.projectKind(p.kind)}</CardField>
      <CardField label={scienceMessages.projectPeriod}>
        {formatDate(p.date_from)} — {formatDate(p.date_to)}
      </CardField>
      <CardField label={scienceMessages.projectContractNumber}>
        {p.contract_number || '—'}
        {p.contract_date ? ` (${formatDate(p.contract_date)})` : ''}
      </CardField>
      <CardField label={scienceMessages.projectForeign}>{intl.formatMessage(p.foreign ? scienceMessages.filterForeignYes : scienceMessages.filterForeignNo)}</CardField>
      {showInstitution && <CardField label={scienceMessages.institution}>{localized(p.institution.name, language)}</CardField>}
      <CardField label={scienceMessages.projectFunding} name="funding">
        <Stack spacing={0.5}>
          {p.funding.map((f) => (
            <span key={f.year}>
              {f.year}: <Money minor={f.amount} currency={p.currency} />
            </span>
          ))}
          {p.funding.length === 0 && '—'}
        </Stack>
      </CardField>
      <CardField label={scienceMessages.projectTotalFunding} name="total">
        <Money minor={p.total_funding} currency={p.currency} />
      </CardField>
      <CardField label={scienceMessages.projectMembers} name="members">
        <Stack spacing={0.5}>
          {p.members.map((m) => (
            <span key={`${m.staff_id ?? m.outside_name}`}>
              {m.full_name} — {labels.memberRole(m.role)}
            </span>
          ))}
        </Stack>
      </CardField>
    </Paper>
  );
}
