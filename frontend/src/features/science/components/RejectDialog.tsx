import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, errorMessages } from '@/api/client';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { sharedMessages } from '@/components/messages';
import { notifySuccess } from '@/store/notifications';
import { useRejectPublication } from '../api/reject-publication';
import { scienceMessages } from '../messages';

/** The office returns a publication to its authors with what to correct. */
export function RejectDialog({ id, onClose }: { id: number; onClose(): void }) {
  const intl = useIntl();
  const reject = useRejectPublication(id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const serverError = fieldErrors(reject.error).reason?.join(' ');
  const general = reject.error && !serverError ? errorMessages(reject.error) : [];
  return (
    <FormDialog
      name="reject"
      title={intl.formatMessage(scienceMessages.publicationRejectTitle)}
      submitting={reject.isPending}
      general={general}
      submitLabel={scienceMessages.publicationReject}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        reject.mutate(reason.trim(), {
          onSuccess: () => {
            notifySuccess(scienceMessages.publicationRejected);
            onClose();
          },
        });
      }}
    >
      <TextInput
        name="reason"
        required
        multiline
        minRows={3}
        maxLength={1000}
        label={intl.formatMessage(scienceMessages.publicationReason)}
        value={reason}
        onChange={(text) => {
          setMissing(false);
          setReason(text);
        }}
        error={missing || Boolean(serverError)}
        helperText={missing ? intl.formatMessage(sharedMessages.required) : serverError}
      />
    </FormDialog>
  );
}
