import { FormattedMessage, useIntl } from 'react-intl';
import { SwitchInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { positionMessages } from '../messages';
import { validatePosition, type PositionFormValues } from './forms';
import { NAME_INPUT_MAX_LENGTH } from './name-form';
import type { EditFormProps } from './use-edit-dialog';

interface Props extends EditFormProps<PositionFormValues> {
  onSubmit(values: PositionFormValues): void;
}

export function PositionDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const form = useValidatedForm({ initial, validate: validatePosition, onValid: onSubmit, error });
  return (
    <FormDialog
      name="position"
      title={<FormattedMessage {...(mode === 'create' ? positionMessages.addTitle : positionMessages.editTitle)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <NameInputs form={form} maxLength={NAME_INPUT_MAX_LENGTH} />
      <SwitchInput {...form.bind('is_teaching')} checkbox label={intl.formatMessage(positionMessages.isTeaching)} />
    </FormDialog>
  );
}
