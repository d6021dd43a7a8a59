import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useBuilding } from '../api/get-building';
import { useUpdateBuilding } from '../api/update-building';
import { fromBuilding, toBuildingBody } from '../components/building-form';
import { BuildingForm } from '../components/BuildingForm';
import { buildingMessages } from '../messages';
import { buildingsPaths } from '../paths';
import { useReturn } from './use-return';

export default function BuildingEditPage() {
  const back = useReturn(buildingsPaths.list);
  const id = Number(useParams().id);
  const building = useBuilding(id);
  const update = useUpdateBuilding(id);

  return (
    <>
      <PageHeader title={<FormattedMessage {...buildingMessages.editTitle} />} back={buildingsPaths.list} />
      {building.isPending && <ContentLoader />}
      {building.isError && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {building.data && (
        <BuildingForm
          key={building.data.version}
          mode="update"
          initial={fromBuilding(building.data)}
          institution={building.data.institution}
          submitting={update.isPending}
          error={update.error}
          onCancel={back}
          onSubmit={(values, ministry) =>
            update.mutate(toBuildingBody(values, ministry, building.data.version), {
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
