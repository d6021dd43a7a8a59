import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { errorMessages } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useRoll } from '../api/get-roll';
import { useRecordRoll } from '../api/record-roll';
import { RollEditor } from '../components/RollEditor';
import { rollMessages } from '../messages';
import { todayPath } from '../paths';

/** A lesson's roll on a date (/teacher/journal/:scheduleId/:date), back to that day's lessons. */
export default function RollPage() {
  const params = useParams();
  const scheduleId = Number(params.scheduleId);
  const date = params.date ?? '';
  const roll = useRoll(scheduleId, date);
  const record = useRecordRoll(scheduleId, date);
  const [saved, setSaved] = useState(false);
  return (
    <>
      <PageHeader title={<FormattedMessage {...rollMessages.rollTitle} />} back={todayPath(date)} />
      {roll.isLoading && <ContentLoader />}
      {roll.isError && (
        <Alert severity="error">{errorMessages(roll.error).join(' ') || <FormattedMessage {...sharedMessages.empty} />}</Alert>
      )}
      {roll.data && (
        <RollEditor
          key={roll.data.version}
          roll={roll.data}
          saving={record.isPending}
          saved={saved}
          error={record.error}
          onChange={() => {
            if (saved) setSaved(false);
          }}
          onSave={(body, onRefused) => {
            setSaved(false);
            record.mutate(body, {
              onSuccess: () => {
                setSaved(true);
                notifySuccess(rollMessages.saved);
              },
              onError: onRefused,
            });
          }}
        />
      )}
    </>
  );
}
