import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { localized } from '@/lib/format';
import type { Language } from '@/api/types';
import type { Publication } from '../api/types';
import { scienceMessages } from '../messages';
import { withId } from '../paths';
import type { ScienceLabels } from './labels';
import { ConfirmationTag, VerificationTag } from './VerificationTag';

interface Options {
  labels: ScienceLabels;
  language: Language;
  preview: string;
  showInstitution: boolean;
  /** The teacher's list shows their own confirmation. */
  mine?: boolean;
}

/** The columns the publications lists share. */
export function publicationColumns({ labels, language, preview, showInstitution, mine = false }: Options): Column<Publication>[] {
  const columns: Column<Publication>[] = [
    { id: 'id', header: <FormattedMessage {...scienceMessages.id} />, render: (p) => p.id, sortField: 'id', width: 72, nowrap: true },
    {
      id: 'title',
      header: <FormattedMessage {...scienceMessages.publicationTitle} />,
      sortField: 'title',
      render: (p) => (
        <Link component={RouterLink} to={withId(preview, p.id)} underline="hover" data-testid="publication-link">
          {p.title}
        </Link>
      ),
    },
    { id: 'sub_kind', header: <FormattedMessage {...scienceMessages.publicationSubKind} />, render: (p) => labels.subKind(p.sub_kind) },
    { id: 'year', header: <FormattedMessage {...scienceMessages.publicationYear} />, sortField: 'year', render: (p) => p.year, nowrap: true },
    { id: 'main_author', header: <FormattedMessage {...scienceMessages.publicationMainAuthor} />, render: (p) => p.main_author },
    { id: 'indexing', header: <FormattedMessage {...scienceMessages.publicationIndexing} />, render: (p) => p.indexing.map(labels.indexing).join(', ') || '—' },
    { id: 'verification', header: <FormattedMessage {...scienceMessages.publicationVerification} />, render: (p) => <VerificationTag value={p.verification} /> },
  ];
  if (mine) {
    columns.push({
      id: 'my_confirmation',
      header: <FormattedMessage {...scienceMessages.mineMyConfirmation} />,
      render: (p) => (p.my_confirmation ? <ConfirmationTag value={p.my_confirmation} /> : '—'),
    });
  }
  if (showInstitution) {
    columns.splice(5, 0, {
      id: 'institution',
      header: <FormattedMessage {...scienceMessages.institution} />,
      render: (p) => localized(p.institution.name, language),
    });
  }
  return columns;
}
