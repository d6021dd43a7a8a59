import { FormattedMessage, useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { PickInput, SelectInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { DEPARTMENT_KINDS } from '../api/types';
import { departmentKindMessages, departmentMessages } from '../messages';
import { validateDepartment, type DepartmentFormValues } from './forms';
import { NAME_INPUT_MAX_LENGTH } from './name-form';
import type { EditFormProps } from './use-edit-dialog';

interface Props extends EditFormProps<DepartmentFormValues> {
  /** A ministry-level role adding picks the institution; a department never moves to another. */
  pickInstitution: boolean;
  institutions: InstitutionRef[];
  onSubmit(values: DepartmentFormValues): void;
}

export function DepartmentDialog({ mode, initial, pickInstitution, institutions, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const form = useValidatedForm({
    initial,
    validate: (next: DepartmentFormValues) => validateDepartment(next, pickInstitution),
    onValid: onSubmit,
    error,
  });
  return (
    <FormDialog
      name="department"
      title={<FormattedMessage {...(mode === 'create' ? departmentMessages.addTitle : departmentMessages.editTitle)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {pickInstitution && (
        <PickInput
          {...form.bind('institution_id')}
          required
          label={intl.formatMessage(departmentMessages.institution)}
          options={institutions}
          optionLabel={(option) => localized(option.name, language)}
        />
      )}
      <NameInputs form={form} maxLength={NAME_INPUT_MAX_LENGTH} />
      <SelectInput
        {...form.bind('kind')}
        required
        label={intl.formatMessage(departmentMessages.kind)}
        options={DEPARTMENT_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(departmentKindMessages[kind]) }))}
      />
    </FormDialog>
  );
}
