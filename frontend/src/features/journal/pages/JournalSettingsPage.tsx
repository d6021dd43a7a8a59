import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/store/session';
import { useJournalSettings } from '../api/get-journal-settings';
import { SettingsForm } from '../components/SettingsForm';
import { settingsMessages } from '../messages';

/** The current institution's journal settings (institution information). */
export default function JournalSettingsPage() {
  const navigate = useNavigate();
  const institutionId = useSession((state) => state.profile?.institution_id ?? null);
  const settings = useJournalSettings(institutionId);
  return (
    <>
      <PageHeader title={<FormattedMessage {...settingsMessages.title} />} />
      {settings.isLoading && <ContentLoader />}
      {settings.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {settings.data && institutionId && (
        <Stack spacing={2}>
          {settings.data.version === 0 && (
            <Alert severity="info" data-testid="settings-defaults">
              <FormattedMessage {...settingsMessages.defaults} />
            </Alert>
          )}
          <SettingsForm key={settings.data.version} institutionId={institutionId} settings={settings.data} onCancel={() => void navigate(-1)} />
        </Stack>
      )}
    </>
  );
}
