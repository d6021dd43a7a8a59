import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { serverFieldErrors } from '@/lib/server-errors';
import { positionMessages } from '../messages';
import { validatePosition, type PositionFormValues } from './forms';
import { NameFields } from './NameFields';
import { generalErrors, type EditFormProps } from './use-edit-dialog';

interface Props extends EditFormProps<PositionFormValues> {
  onSubmit(values: PositionFormValues): void;
}

export function PositionDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const { values, set, submit, help, invalid } = useValidatedForm({ initial, validate: validatePosition, onValid: onSubmit, server: serverFieldErrors(error) });
  return (
    <FormDialog
      name="position"
      title={<FormattedMessage {...(mode === 'create' ? positionMessages.addTitle : positionMessages.editTitle)} />}
      submitting={submitting}
      general={generalErrors(error, ['name.uz', 'name.ru', 'name.en'])}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields values={values} set={set} help={help} invalid={invalid} />
      <FormControlLabel
        control={<Checkbox name="is_teaching" checked={values.is_teaching} onChange={(event) => set('is_teaching', event.target.checked)} />}
        label={intl.formatMessage(positionMessages.isTeaching)}
      />
    </FormDialog>
  );
}
