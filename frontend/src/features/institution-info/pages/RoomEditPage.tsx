import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
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

export default function RoomEditPage() {
  const navigate = useNavigate();
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
          onCancel={() => void navigate(roomsPaths.list)}
          onSubmit={(values) =>
            update.mutate(toRoomBody(values, room.data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(roomsPaths.list);
              },
            })
          }
        />
      )}
    </>
  );
}
