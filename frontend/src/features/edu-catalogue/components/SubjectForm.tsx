import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { NumberInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useSubjectTypeOptions } from '../api/get-subject-types';
import { subjectMessages } from '../messages';
import { NAME_MAX_LENGTH } from './name-fields';
import { CODE_MAX_LENGTH, MAX_HOURS, MIN_HOURS, validateSubjectForm, type SubjectFormValues } from './subject-form';

/** A code already in the catalogue is refused with 409 duplicate: its message goes under the code. */
const CONFLICTS = { duplicate: 'code' } as const;

interface Props {
  initial: SubjectFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: SubjectFormValues): void;
  onCancel(): void;
}

export function SubjectForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const types = useSubjectTypeOptions();
  const form = useValidatedForm({ initial, validate: validateSubjectForm, onValid: onSubmit, error, conflicts: CONFLICTS });

  return (
    <FormCard name="subject" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput {...form.bind('code')} required label={intl.formatMessage(subjectMessages.code)} maxLength={CODE_MAX_LENGTH} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        {/* The stored type shows once the choices have loaded. */}
        <SelectInput
          {...form.bind('edu_subject_type_id')}
          required
          label={intl.formatMessage(subjectMessages.type)}
          options={(types.data?.results ?? []).map((type) => ({ value: type.id, label: localized(type.name, language) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput {...form.bind('study_hours')} required label={intl.formatMessage(subjectMessages.studyHours)} min={MIN_HOURS} max={MAX_HOURS} />
      </Grid>
      <NameInputs form={form} maxLength={NAME_MAX_LENGTH} inGrid />
    </FormCard>
  );
}
