import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useRoom } from '../api/get-room';
import { useUpdateRoom } from '../api/update-room';
import { fromRoom, toRoomBody } from '../components/room-form';
import { RoomForm } from '../components/RoomForm';
import { roomMessages } from '../messages';
import { roomsPaths } from '../paths';
import { useReturn } from './use-return';

export default function RoomEditPage() {
  const back = useReturn(roomsPaths.list);
  const id = Number(useParams().id);
  const room = useRoom(id);
  const update = useUpdateRoom(id);

  return (
    <>
      <PageHeader title={<FormattedMessage {...roomMessages.editTitle} />} back={roomsPaths.list} />
      {room.isPending && <ContentLoader />}
      {room.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {room.data && (
        <RoomForm
          key={room.data.version}
          initial={fromRoom(room.data)}
          submitting={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(values) =>
            update.mutate(toRoomBody(values, room.data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                back();
              },
            })
          }
        />
      )}
    </>
  );
}
