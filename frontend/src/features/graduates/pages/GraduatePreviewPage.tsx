import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CardField } from '@/components/CardField';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { formatDate } from '@/lib/format';
import { useGraduate } from '../api/get-graduate';
import type { GraduateDetail } from '../api/types';
import { DocumentsCard } from '../components/DocumentsCard';
import { GraduateDialog } from '../components/GraduateDialog';
import { GraduateStageTag } from '../components/GraduateStageTag';
import { useGraduateLabels } from '../components/labels';
import { ReadinessAlert } from '../components/ReadinessAlert';
import { RecordCard } from '../components/RecordCard';
import { graduateMessages } from '../messages';
import { graduatePath, graduatesPaths } from '../paths';

function GraduateCard({ graduate }: { graduate: GraduateDetail }) {
  const labels = useGraduateLabels();
  const naming = graduate.naming;
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="graduate-card">
      <CardField label={graduateMessages.fio} name="fio">
        {graduate.fio}
      </CardField>
      <CardField label={graduateMessages.pinfl} name="pinfl">
        {graduate.pinfl}
      </CardField>
      <CardField label={graduateMessages.birthDate} name="birth_date">
        {formatDate(graduate.birth_date)}
      </CardField>
      <CardField label={graduateMessages.group} name="group">
        {graduate.edu_group.name}
      </CardField>
      <CardField label={graduateMessages.direction} name="direction">
        {graduate.edu_direction.code} — {labels.name(graduate.edu_direction.name)}
      </CardField>
      <CardField label={graduateMessages.curriculum} name="curriculum">
        {graduate.curriculum.name}
      </CardField>
      <CardField label={graduateMessages.stage} name="stage">
        <GraduateStageTag stage={graduate.stage} />
      </CardField>
      {graduate.graduated_at && (
        <CardField label={graduateMessages.graduatedAt} name="graduated_at">
          {formatDate(graduate.graduated_at)}
        </CardField>
      )}
      <CardField label={graduateMessages.qualification} name="qualification">
        {naming ? labels.name(naming.qualification) : <FormattedMessage {...graduateMessages.notNamed} />}
      </CardField>
      <CardField label={graduateMessages.diploma} name="diploma">
        {naming?.diploma_number ? `${naming.diploma_series} ${naming.diploma_number}` : '—'}
      </CardField>
    </Paper>
  );
}

/** A candidate's or a graduate's whole record, what is missing to graduate, and the documents issued. */
export default function GraduatePreviewPage() {
  const id = Number(useParams().id);
  const graduate = useGraduate(id);
  const [graduating, setGraduating] = useState(false);
  const data = graduate.data;
  const can = (action: string) => data?.allowed_actions.includes(action as never) ?? false;

  return (
    <DatePickersProvider>
      <PageHeader
        title={
          <>
            <FormattedMessage {...graduateMessages.previewTitle} />
            {data ? ` — ${data.fio}` : ''}
          </>
        }
        back={graduatesPaths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
              {can('exam_ratings') && (
                <Button component={RouterLink} to={graduatePath(graduatesPaths.examRating, id)} variant="outlined" startIcon={<FactCheckOutlinedIcon />}>
                  <FormattedMessage {...graduateMessages.examRatingTitle} />
                </Button>
              )}
              {can('naming') && (
                <Button component={RouterLink} to={graduatePath(graduatesPaths.naming, id)} variant="outlined" startIcon={<BadgeOutlinedIcon />}>
                  <FormattedMessage {...graduateMessages.namingTitle} />
                </Button>
              )}
              {can('graduate') && (
                <Button variant="contained" startIcon={<SchoolOutlinedIcon />} onClick={() => setGraduating(true)} data-testid="graduate-action">
                  <FormattedMessage {...graduateMessages.graduate} />
                </Button>
              )}
            </Stack>
          )
        }
      />
      {graduate.isLoading && <ContentLoader />}
      {(graduate.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <Stack spacing={2}>
          <GraduateCard graduate={data} />
          {data.stage === 'CANDIDATE' && <ReadinessAlert readiness={data.readiness} />}
          <DocumentsCard graduate={data} />
          <RecordCard graduate={data} />
        </Stack>
      )}
      {graduating && <GraduateDialog id={id} onClose={() => setGraduating(false)} />}
    </DatePickersProvider>
  );
}
