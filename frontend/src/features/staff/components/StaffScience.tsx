import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/access';
import { formatDate } from '@/lib/format';
import { useStaffProjects, useStaffPublications } from '../api/get-staff-science';
import { staffMessages } from '../messages';

/** The science office's pages of a publication and a project (the staff feature links to them by path only). */
const publicationPath = (id: number) => `/scientific-process/publications/preview/${id}`;
const projectPath = (id: number) => `/scientific-process/projects/preview/${id}`;

/**
 * A staff member's publications and research projects on their preview page, each for a role that
 * may view them, with a link to its page.
 */
export function StaffScience({ staffId }: { staffId: number }) {
  const seesPublications = useCan('science-publication-view');
  const seesProjects = useCan('science-project-view');
  const publications = useStaffPublications(staffId, seesPublications);
  const projects = useStaffProjects(staffId, seesProjects);
  if (!seesPublications && !seesProjects) return null;
  const none = (
    <Typography color="text.secondary">
      <FormattedMessage {...staffMessages.scienceNone} />
    </Typography>
  );
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {seesPublications && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="staff-publications">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            <FormattedMessage {...staffMessages.sciencePublications} /> ({publications.data?.count ?? '…'})
          </Typography>
          {publications.data?.results.length === 0 && none}
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {publications.data?.results.map((p) => (
              <li key={p.id}>
                <Link component={RouterLink} to={publicationPath(p.id)}>
                  {p.title}
                </Link> — {p.source || '—'}, {p.year}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {seesProjects && (
        <Paper variant="outlined" sx={{ p: 2 }} data-testid="staff-projects">
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            <FormattedMessage {...staffMessages.scienceProjects} /> ({projects.data?.count ?? '…'})
          </Typography>
          {projects.data?.results.length === 0 && none}
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
            {projects.data?.results.map((p) => (
              <li key={p.id}>
                <Link component={RouterLink} to={projectPath(p.id)}>
                  {p.name}
                </Link> — {p.number}, {formatDate(p.date_from)} — {formatDate(p.date_to)}
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
