import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { Multilingual } from '@/api/types';
import { formatDate, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useReport, type DocumentReport } from '../api/get-report';
import { reportMessages } from '../messages';

type Named = DocumentReport['institution'];

function nameOf(value: Named, language: 'uz' | 'ru' | 'en'): string {
  if (!value) return '';
  if (typeof value === 'object' && 'name' in value) return localized(value.name as Multilingual | string, language);
  return localized(value, language);
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{children}</Typography>
    </Stack>
  );
}

/** /report/:id — public verification of a diploma, appendix or certificate. */
export default function DiplomaReportPage() {
  const { id = '' } = useParams();
  const language = useUi((state) => state.language);
  const report = useReport(id);
  const data = report.data;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 640, width: '100%' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
          <FormattedMessage {...reportMessages.title} />
        </Typography>
        {report.isPending && <CircularProgress />}
        {report.isError && (
          <Alert severity="warning">
            <FormattedMessage {...reportMessages.notFound} />
          </Alert>
        )}
        {data && (
          <Stack spacing={1.5}>
            <Alert severity="success" icon={<VerifiedOutlinedIcon />}>
              <FormattedMessage {...reportMessages.valid} />
            </Alert>
            {data.kind && (
              <Row label={<FormattedMessage {...reportMessages.kind} />}>
                <FormattedMessage {...reportMessages[data.kind]} />
                {data.duplicate && <Chip size="small" sx={{ ml: 1 }} label={<FormattedMessage {...reportMessages.duplicate} />} />}
              </Row>
            )}
            {data.full_name && <Row label={<FormattedMessage {...reportMessages.fullName} />}>{data.full_name}</Row>}
            {(data.series || data.number) && (
              <Row label={<FormattedMessage {...reportMessages.series} />}>{[data.series, data.number].filter(Boolean).join(' ')}</Row>
            )}
            {data.institution && <Row label={<FormattedMessage {...reportMessages.institution} />}>{nameOf(data.institution, language)}</Row>}
            {data.direction && <Row label={<FormattedMessage {...reportMessages.direction} />}>{nameOf(data.direction, language)}</Row>}
            {data.qualification && (
              <Row label={<FormattedMessage {...reportMessages.qualification} />}>{localized(data.qualification, language)}</Row>
            )}
            {data.issued_at && <Row label={<FormattedMessage {...reportMessages.issuedAt} />}>{formatDate(data.issued_at)}</Row>}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
