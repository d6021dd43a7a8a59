import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { serverFieldErrors } from '@/lib/server-errors';
import { DIRECTION_INSTITUTION_TYPES, type DirectionInstitutionType } from '../api/types';
import { directionMessages, directionTypeMessages } from '../messages';
import { validateDirection, type DirectionFormValues } from './forms';
import { NameFields } from './NameFields';
import { generalErrors, type EditFormProps } from './use-edit-dialog';

/** A code already in use is said under the code. */
const CONFLICT_FIELDS = { direction_code_taken: 'code' } as const;
const SHOWN = ['code', 'name.uz', 'name.ru', 'name.en', 'institution_type'];

interface Props extends EditFormProps<DirectionFormValues> {
  onSubmit(values: DirectionFormValues): void;
}

export function DirectionDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateDirection,
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });
  return (
    <FormDialog
      name="direction"
      title={<FormattedMessage {...(mode === 'create' ? directionMessages.addTitle : directionMessages.editTitle)} />}
      submitting={submitting}
      general={generalErrors(error, SHOWN, CONFLICT_FIELDS)}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        required
        fullWidth
        name="code"
        label={intl.formatMessage(directionMessages.code)}
        value={values.code}
        onChange={(event) => set('code', event.target.value)}
        error={invalid('code')}
        helperText={help('code')}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <NameFields values={values} set={set} help={help} invalid={invalid} />
      <TextField
        select
        required
        fullWidth
        name="institution_type"
        label={intl.formatMessage(directionMessages.institutionType)}
        value={values.institution_type}
        onChange={(event) => set('institution_type', event.target.value as DirectionInstitutionType)}
        error={invalid('institution_type')}
        helperText={help('institution_type')}
      >
        {DIRECTION_INSTITUTION_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {intl.formatMessage(directionTypeMessages[type])}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
