import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateBuilding } from '../api/create-building';
import { emptyBuildingForm, toBuildingBody } from '../components/building-form';
import { BuildingForm } from '../components/BuildingForm';
import { buildingMessages } from '../messages';
import { buildingsPaths } from '../paths';

export default function BuildingAddPage() {
  const navigate = useNavigate();
  const create = useCreateBuilding();
  return (
    <>
      <PageHeader title={<FormattedMessage {...buildingMessages.addTitle} />} back={buildingsPaths.list} />
      <BuildingForm
        mode="create"
        initial={emptyBuildingForm}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(buildingsPaths.list)}
        onSubmit={(values, ministry) =>
          create.mutate(toBuildingBody(values, ministry), {
            onSuccess: () => {
              notifySuccess(sharedMessages.saved);
              void navigate(buildingsPaths.list);
            },
          })
        }
      />
    </>
  );
}
