import { FormattedMessage, useIntl } from 'react-intl';
import { SelectInput, TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { DIRECTION_INSTITUTION_TYPES } from '../api/types';
import { directionMessages, directionTypeMessages } from '../messages';
import { validateDirection, type DirectionFormValues } from './forms';
import { NAME_INPUT_MAX_LENGTH } from './name-form';
import type { EditFormProps } from './use-edit-dialog';

/** A code already in use is said under the code. */
const CONFLICTS = { direction_code_taken: 'code' } as const;

interface Props extends EditFormProps<DirectionFormValues> {
  onSubmit(values: DirectionFormValues): void;
}

export function DirectionDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const form = useValidatedForm({ initial, validate: validateDirection, onValid: onSubmit, error, conflicts: CONFLICTS });
  return (
    <FormDialog
      name="direction"
      title={<FormattedMessage {...(mode === 'create' ? directionMessages.addTitle : directionMessages.editTitle)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextInput {...form.bind('code')} required label={intl.formatMessage(directionMessages.code)} maxLength={20} />
      <NameInputs form={form} maxLength={NAME_INPUT_MAX_LENGTH} />
      <SelectInput
        {...form.bind('institution_type')}
        required
        label={intl.formatMessage(directionMessages.institutionType)}
        options={DIRECTION_INSTITUTION_TYPES.map((type) => ({ value: type, label: intl.formatMessage(directionTypeMessages[type]) }))}
      />
    </FormDialog>
  );
}
