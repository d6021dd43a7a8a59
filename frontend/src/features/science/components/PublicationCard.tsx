import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { CardField } from '@/components/CardField';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Publication } from '../api/types';
import { scienceMessages } from '../messages';
import { useScienceLabels } from './labels';
import { PublicationFile } from './PublicationFile';
import { ConfirmationTag, VerificationTag } from './VerificationTag';

/** A publication's details, its authors with their confirmations, its state and its PDF. */
export function PublicationCard({ publication, showInstitution, fileEditable }: { publication: Publication; showInstitution: boolean; fileEditable: boolean }) {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const p = publication;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="publication-card">
      <CardField label={scienceMessages.id}>{p.id}</CardField>
      <CardField label={scienceMessages.publicationTitle} name="title">
        {p.title}
      </CardField>
      <CardField label={scienceMessages.publicationKind}>
        {labels.publicationKind(p.kind)} · {labels.subKind(p.sub_kind)}
      </CardField>
      <CardField label={scienceMessages.publicationYear}>{p.year}</CardField>
      <CardField label={scienceMessages.publicationSource}>{p.source || '—'}</CardField>
      <CardField label={scienceMessages.publicationDoi}>
        {p.doi ? (
          <Link href={`https://doi.org/${p.doi}`} target="_blank" rel="noreferrer">
            {p.doi}
          </Link>
        ) : (
          '—'
        )}
      </CardField>
      <CardField label={scienceMessages.publicationIndexing}>{p.indexing.map(labels.indexing).join(', ') || '—'}</CardField>
      <CardField label={scienceMessages.publicationForeign}>{intl.formatMessage(p.foreign ? scienceMessages.filterForeignYes : scienceMessages.filterForeignNo)}</CardField>
      {showInstitution && <CardField label={scienceMessages.institution}>{localized(p.institution.name, language)}</CardField>}
      <CardField label={scienceMessages.publicationAuthors} name="authors">
        <Stack spacing={0.5}>
          {p.authors.map((author) => (
            <Stack key={`${author.staff_id ?? author.outside_name}`} direction="row" spacing={1} alignItems="center" data-testid="author">
              <span>
                {author.full_name}
                {author.main ? ` (${intl.formatMessage(scienceMessages.publicationMainAuthor).toLowerCase()})` : ''}
              </span>
              {author.confirmation && <ConfirmationTag value={author.confirmation} />}
            </Stack>
          ))}
        </Stack>
      </CardField>
      <CardField label={scienceMessages.publicationVerification} name="verification">
        <VerificationTag value={p.verification} />
      </CardField>
      {p.verification === 'REJECTED' && <CardField label={scienceMessages.publicationRejectionReason}>{p.rejection_reason}</CardField>}
      <CardField label={scienceMessages.publicationFile}>
        <PublicationFile publication={p} editable={fileEditable} />
      </CardField>
    </Paper>
  );
}
