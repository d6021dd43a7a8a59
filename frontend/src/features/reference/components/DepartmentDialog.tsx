import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { DEPARTMENT_KINDS, type DepartmentKind } from '../api/types';
import { departmentKindMessages, departmentMessages } from '../messages';
import { validateDepartment, type DepartmentFormValues } from './forms';
import { NameFields } from './NameFields';
import { generalErrors, type EditFormProps } from './use-edit-dialog';

const SHOWN = ['institution_id', 'name.uz', 'name.ru', 'name.en', 'kind'];

interface Props extends EditFormProps<DepartmentFormValues> {
  /** A ministry-level role adding picks the institution; a department never moves to another. */
  pickInstitution: boolean;
  institutions: InstitutionRef[];
  onSubmit(values: DepartmentFormValues): void;
}

export function DepartmentDialog({ mode, initial, pickInstitution, institutions, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: DepartmentFormValues) => validateDepartment(next, pickInstitution),
    onValid: onSubmit,
    server: serverFieldErrors(error),
  });
  return (
    <FormDialog
      name="department"
      title={<FormattedMessage {...(mode === 'create' ? departmentMessages.addTitle : departmentMessages.editTitle)} />}
      submitting={submitting}
      general={generalErrors(error, SHOWN)}
      onSubmit={submit}
      onClose={onClose}
    >
      {pickInstitution && (
        <Autocomplete
          options={institutions}
          getOptionLabel={(option) => localized(option.name, language)}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={institutions.find((option) => option.id === values.institution_id) ?? null}
          onChange={(_, selected) => set('institution_id', selected?.id ?? null)}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              name="institution_id"
              label={intl.formatMessage(departmentMessages.institution)}
              error={invalid('institution_id')}
              helperText={help('institution_id')}
            />
          )}
        />
      )}
      <NameFields values={values} set={set} help={help} invalid={invalid} />
      <TextField
        select
        required
        fullWidth
        name="kind"
        label={intl.formatMessage(departmentMessages.kind)}
        value={values.kind}
        onChange={(event) => set('kind', event.target.value as DepartmentKind)}
        error={invalid('kind')}
        helperText={help('kind')}
      >
        {DEPARTMENT_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {intl.formatMessage(departmentKindMessages[kind])}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
