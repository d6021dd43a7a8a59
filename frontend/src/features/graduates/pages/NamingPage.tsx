import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useGraduate } from '../api/get-graduate';
import { useNaming, useSaveNaming } from '../api/naming';
import type { Naming } from '../api/types';
import { namingBody, namingValues, QUALIFICATION_MAX_LENGTH, validateNaming } from '../components/naming-form';
import { graduateMessages } from '../messages';
import { graduatePath, graduatesPaths } from '../paths';

function NamingForm({ id, naming }: { id: number; naming: Naming }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveNaming(id);
  const preview = graduatePath(graduatesPaths.preview, id);
  const form = useValidatedForm({
    initial: namingValues(naming),
    validate: validateNaming,
    onValid: (values) =>
      save.mutate(namingBody(values, naming.version), {
        onSuccess: () => {
          notifySuccess(graduateMessages.namingSaved);
          void navigate(preview);
        },
      }),
    error: save.error,
    serverFields: { 'qualification.uz': 'name_uz', 'qualification.ru': 'name_ru', 'qualification.en': 'name_en' },
    conflicts: { diploma_number_taken: 'diploma_number' },
    id: 'naming',
  });
  return (
    <FormCard name="naming" submitting={save.isPending} general={form.general} onSubmit={form.submit} onCancel={() => void navigate(preview)}>
      <Grid size={12}>
        <FormattedMessage {...graduateMessages.qualification} />
      </Grid>
      <NameInputs form={form} inGrid latinOnly maxLength={QUALIFICATION_MAX_LENGTH} />
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextInput
          {...form.bind('diploma_series')}
          normalize={(text) => text.toUpperCase().replace(/[^A-Z]/g, '')}
          required
          maxLength={3}
          label={intl.formatMessage(graduateMessages.series)}
          hint={intl.formatMessage(graduateMessages.seriesHint)}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextInput
          {...form.bind('diploma_number')}
          required
          maxLength={7}
          inputMode="numeric"
          normalize={(text) => text.replace(/\D/g, '')}
          label={intl.formatMessage(graduateMessages.number)}
          hint={intl.formatMessage(graduateMessages.numberHint)}
        />
      </Grid>
    </FormCard>
  );
}

/** The qualification in three languages and the diploma's series and number, never used twice in the country. */
export default function NamingPage() {
  const id = Number(useParams().id);
  const graduate = useGraduate(id);
  const naming = useNaming(id);
  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...graduateMessages.namingTitle} />
            {graduate.data ? ` — ${graduate.data.fio}` : ''}
          </>
        }
        back={graduatePath(graduatesPaths.preview, id)}
      />
      {naming.isLoading && <ContentLoader />}
      {(naming.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {naming.data && <NamingForm key={id} id={id} naming={naming.data} />}
    </>
  );
}
