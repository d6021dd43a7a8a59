import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { notifySuccess } from '@/store/notifications';
import { useCreateStudentAccount } from '../api/create-account';
import { portalAccountMessages } from '../messages';
import { ACCOUNT_CONFLICTS, emptyAccountForm, toAccountBody, validateAccountForm, type AccountFormValues } from './portal-account-form';

/** Issues the student's own portal login: a username and a first password. */
export function AccountDialog({ studentId, onClose }: { studentId: number; onClose(): void }) {
  const intl = useIntl();
  const create = useCreateStudentAccount(studentId);
  const form = useValidatedForm<AccountFormValues>({
    initial: emptyAccountForm,
    validate: validateAccountForm,
    onValid: (values) =>
      create.mutate(toAccountBody(values), {
        onSuccess: () => {
          notifySuccess(portalAccountMessages.issued);
          onClose();
        },
      }),
    error: create.error,
    conflicts: ACCOUNT_CONFLICTS,
    id: 'student-account',
  });
  return (
    <FormDialog
      name="student-account"
      maxWidth="xs"
      title={<FormattedMessage {...portalAccountMessages.issueTitle} />}
      submitting={create.isPending}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <TextInput {...form.bind('username')} required autoComplete="off" label={intl.formatMessage(portalAccountMessages.username)} />
      <TextInput {...form.bind('password')} required type="password" autoComplete="new-password" label={intl.formatMessage(portalAccountMessages.password)} />
    </FormDialog>
  );
}
