import { FormattedMessage } from 'react-intl';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { subjectTypeMessages } from '../messages';
import { NAME_MAX_LENGTH, validateName, type NameValues } from './name-fields';

/** A name already used is refused with 409 duplicate: its message goes under the Uzbek name. */
const CONFLICTS = { duplicate: 'name_uz' } as const;

interface Props {
  mode: 'create' | 'update';
  initial: NameValues;
  submitting: boolean;
  /** The failed request: field errors under the fields, any other refusal (a stale version) above them. */
  error: unknown;
  onSubmit(values: NameValues): void;
  onClose(): void;
}

export function SubjectTypeDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const form = useValidatedForm({ initial, validate: validateName, onValid: onSubmit, error, conflicts: CONFLICTS });
  return (
    <FormDialog
      name="subject-type"
      title={<FormattedMessage {...(mode === 'create' ? subjectTypeMessages.addTitle : subjectTypeMessages.editTitle)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <NameInputs form={form} maxLength={NAME_MAX_LENGTH} />
    </FormDialog>
  );
}
