import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryClientProvider, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { ContentLoader, FullScreenLoader } from '@/components/feedback/FullScreenLoader';
import { LanguageMenu } from '@/components/settings/LanguageMenu';
import { useCatalogue } from '@/lib/catalogue';
import { queryClient } from '@/lib/query-client';
import { verificationMessages } from '../messages';

interface ShellProps<T> {
  title: MessageDescriptor;
  /** The report asked by the public id of the address. */
  useVerified: (publicId: string) => UseQueryResult<T>;
  /** Said under "not found": how to read an unknown id, when there is more to say. */
  unknownDetail?: MessageDescriptor;
  children: (verified: T) => ReactNode;
}

function Shell<T>({ title, useVerified, unknownDetail, children }: ShellProps<T>) {
  const report = useVerified(useParams().id ?? '');
  // The page's texts load beside the report: /login does not carry them.
  const { scope, load } = useCatalogue();
  useEffect(() => load('verification'), [load]);
  if (scope === 'public') return <FullScreenLoader />;
  const unknown = report.error instanceof ApiError && report.error.status === 404;
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'start center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, width: '100%', mt: { sm: 6 } }}>
        <Stack direction="row" alignItems="center" sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
            <FormattedMessage {...title} />
          </Typography>
          <LanguageMenu />
        </Stack>
        {report.isLoading && <ContentLoader />}
        {unknown && (
          <Alert severity="error" icon={<GppBadOutlinedIcon />} data-testid="verification-status" data-status="UNKNOWN">
            <AlertTitle>
              <FormattedMessage {...verificationMessages.unknown} />
            </AlertTitle>
            {unknownDetail && <FormattedMessage {...unknownDetail} />}
          </Alert>
        )}
        {report.isError && !unknown && (
          <Alert severity="error">
            <FormattedMessage {...verificationMessages.failed} />
          </Alert>
        )}
        {report.data !== undefined && children(report.data)}
      </Paper>
    </Box>
  );
}

/**
 * A public page a print's QR code opens, outside the authenticated shell (it brings the server
 * cache the shell would): its title, the report asked by the address's public id, "not found" for
 * an unknown one, and what the report says once it answers.
 */
export function VerificationShell<T>(props: ShellProps<T>) {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell {...props} />
    </QueryClientProvider>
  );
}

/** The success banner of a genuine print, with its state for the tests and the readers of the page. */
export function GenuineBanner({ message, status }: { message: MessageDescriptor; status: string }) {
  return (
    <Alert severity="success" icon={<VerifiedUserOutlinedIcon />} data-testid="verification-status" data-status={status}>
      <AlertTitle>
        <FormattedMessage {...message} />
      </AlertTitle>
    </Alert>
  );
}
