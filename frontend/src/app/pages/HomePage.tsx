import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { ReportsDashboard } from '@/features/reports/components/Dashboard';
import { TeacherToday } from '@/features/schedule/components/TeacherToday';
import { formatDateTime, localized } from '@/lib/format';
import { currentRole, useSession } from '@/store/session';
import { useUi } from '@/store/ui';
import { appMessages } from '../messages';

function Line({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 220 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** A welcome with the user's name, current role and institution, then the role's dashboard. */
export function HomePage() {
  const profile = useSession((state) => state.profile);
  if (!profile) return null;
  return (
    <Stack spacing={3}>
      <Welcome />
      <ReportsDashboard />
      <TeacherToday />
    </Stack>
  );
}

function Welcome() {
  const profile = useSession((state) => state.profile);
  const language = useUi((state) => state.language);
  if (!profile) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, maxWidth: 760 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }} data-testid="welcome">
        <FormattedMessage {...appMessages.welcome} values={{ name: profile.name }} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage {...appMessages.homeHint} />
      </Typography>
      <Stack spacing={1.5}>
        <Line label={<FormattedMessage {...appMessages.homeRole} />} value={currentRole(profile)?.name ?? '—'} testId="home-role" />
        <Line
          label={<FormattedMessage {...appMessages.homeInstitution} />}
          value={profile.institution ? localized(profile.institution.name, language) : <FormattedMessage {...appMessages.ministry} />}
          testId="home-institution"
        />
        <Line label={<FormattedMessage {...appMessages.homeLastLogin} />} value={formatDateTime(profile.last_login_at)} testId="home-last-login" />
      </Stack>
    </Paper>
  );
}
