import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import type { MinistryDepartment } from '../api/types';
import { ministryDepartmentMessages } from '../messages';
import { validateMinistryDepartment, type MinistryDepartmentFormValues } from './forms';
import { NameFields } from './NameFields';
import { flattenTree, subtreeOf } from './tree';
import { generalErrors, type EditFormProps } from './use-edit-dialog';

/** A parent that would close a loop is said under the parent. */
const CONFLICT_FIELDS = { department_cycle: 'parent_id' } as const;
const SHOWN = ['name.uz', 'name.ru', 'name.en', 'parent_id'];

interface Option {
  id: number;
  label: string;
}

interface Props extends EditFormProps<MinistryDepartmentFormValues> {
  /** The department edited: neither it nor one below it is offered as its parent. */
  editedId?: number;
  departments: readonly MinistryDepartment[];
  onSubmit(values: MinistryDepartmentFormValues): void;
}

export function MinistryDepartmentDialog({ mode, editedId, initial, departments, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateMinistryDepartment,
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });
  // Each department named with the path above it ('Ta’lim boshqarmasi / Oliy ta’lim bo‘limi').
  const options = useMemo<Option[]>(() => {
    const names = new Map(departments.map((row) => [row.id, localized(row.name, language)]));
    const excluded = editedId === undefined ? new Set<number>() : subtreeOf(departments, editedId);
    return flattenTree(departments)
      .filter((node) => !excluded.has(node.row.id))
      .map((node) => ({ id: node.row.id, label: [...node.ancestors, node.row.id].map((id) => names.get(id)).join(' / ') }));
  }, [departments, editedId, language]);

  return (
    <FormDialog
      name="ministry-department"
      title={<FormattedMessage {...(mode === 'create' ? ministryDepartmentMessages.addTitle : ministryDepartmentMessages.editTitle)} />}
      submitting={submitting}
      general={generalErrors(error, SHOWN, CONFLICT_FIELDS)}
      onSubmit={submit}
      onClose={onClose}
    >
      <NameFields values={values} set={set} help={help} invalid={invalid} />
      <Autocomplete
        options={options}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={options.find((option) => option.id === values.parent_id) ?? null}
        onChange={(_, selected) => set('parent_id', selected?.id ?? null)}
        renderInput={(params) => (
          <TextField
            {...params}
            name="parent_id"
            label={intl.formatMessage(ministryDepartmentMessages.parent)}
            placeholder={intl.formatMessage(ministryDepartmentMessages.noParent)}
            error={invalid('parent_id')}
            helperText={help('parent_id')}
          />
        )}
      />
    </FormDialog>
  );
}
