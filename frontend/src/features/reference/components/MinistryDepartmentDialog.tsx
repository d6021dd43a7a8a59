import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PickInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { MinistryDepartment } from '../api/types';
import { ministryDepartmentMessages } from '../messages';
import { validateMinistryDepartment, type MinistryDepartmentFormValues } from './forms';
import { NAME_INPUT_MAX_LENGTH } from './name-form';
import { flattenTree, subtreeOf } from './tree';
import type { EditFormProps } from './use-edit-dialog';

/** A parent that would close a loop is said under the parent. */
const CONFLICTS = { department_cycle: 'parent_id' } as const;

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
  const form = useValidatedForm({ initial, validate: validateMinistryDepartment, onValid: onSubmit, error, conflicts: CONFLICTS });
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
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <NameInputs form={form} maxLength={NAME_INPUT_MAX_LENGTH} />
      <PickInput
        {...form.bind('parent_id')}
        label={intl.formatMessage(ministryDepartmentMessages.parent)}
        placeholder={intl.formatMessage(ministryDepartmentMessages.noParent)}
        options={options}
        optionLabel={(option) => option.label}
      />
    </FormDialog>
  );
}
