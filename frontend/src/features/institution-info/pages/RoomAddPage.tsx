import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateRoom } from '../api/create-room';
import { emptyRoomForm, toRoomBody } from '../components/room-form';
import { RoomForm } from '../components/RoomForm';
import { roomMessages } from '../messages';
import { roomsPaths } from '../paths';

/** `?building_id=` starts the form in that building (from a filtered list or a building's row). */
export default function RoomAddPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const create = useCreateRoom();
  const buildingId = Number(query.get('building_id'));
  const initial = Number.isInteger(buildingId) && buildingId > 0 ? { ...emptyRoomForm, building_id: buildingId } : emptyRoomForm;
  const list = initial.building_id ? `${roomsPaths.list}?building_id=${initial.building_id}` : roomsPaths.list;
  return (
    <>
      <PageHeader title={<FormattedMessage {...roomMessages.addTitle} />} back={list} />
      <RoomForm
        initial={initial}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(list)}
        onSubmit={(values) =>
          create.mutate(toRoomBody(values), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              void navigate(list);
            },
          })
        }
      />
    </>
  );
}
