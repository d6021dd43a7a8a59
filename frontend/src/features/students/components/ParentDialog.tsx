import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { notifySuccess } from '@/store/notifications';
import { useCreateParent } from '../api/create-parent';
import { portalAccountMessages } from '../messages';
import { PARENT_CONFLICTS, emptyParentForm, toParentBody, validateParentForm, type ParentFormValues } from './portal-account-form';

/** A new parent's account, linked to the student as it is made. */
export function ParentDialog({ studentId, onClose }: { studentId: number; onClose(): void }) {
  const intl = useIntl();
  const create = useCreateParent(studentId);
  const form = useValidatedForm<ParentFormValues>({
    initial: emptyParentForm,
    validate: validateParentForm,
    onValid: (values) =>
      create.mutate(toParentBody(values, studentId), {
        onSuccess: () => {
          notifySuccess(portalAccountMessages.created);
          onClose();
        },
      }),
    error: create.error,
    conflicts: PARENT_CONFLICTS,
    id: 'parent',
  });
  return (
    <FormDialog
      name="parent"
      maxWidth="xs"
      title={<FormattedMessage {...portalAccountMessages.newParent} />}
      submitting={create.isPending}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextInput {...form.bind('name')} required label={intl.formatMessage(portalAccountMessages.name)} />
      <TextInput {...form.bind('username')} required autoComplete="off" label={intl.formatMessage(portalAccountMessages.username)} />
      <TextInput {...form.bind('password')} required type="password" autoComplete="new-password" label={intl.formatMessage(portalAccountMessages.password)} />
      <TextInput
        {...form.bind('pinfl')}
        inputMode="numeric"
        maxLength={14}
        normalize={(text) => text.replace(/\D/g, '')}
        label={intl.formatMessage(portalAccountMessages.pinfl)}
      />
    </FormDialog>
  );
}
