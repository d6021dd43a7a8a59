import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '@/api/client';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useStaff } from '../api/get-staff';
import { useUpdateStaff } from '../api/update-staff';
import { fromStaff, isStale, toStaffBody } from '../components/staff-form';
import { StaffForm } from '../components/StaffForm';
import { staffMessages } from '../messages';
import { staffPreviewPath } from '../paths';

/**
 * Edits a staff member with the version read. The links name the member's person as
 * `?citizenId=` (SPEC.md's route); the form edits the person the server records for the member,
 * so an old link naming another person changes nothing.
 */
export default function StaffEditPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const staff = useStaff(id);
  const update = useUpdateStaff(id);
  const preview = staffPreviewPath('tm', id);
  const data = staff.data;
  const initial = useMemo(() => data && fromStaff(data), [data]);

  return (
    <DatePickersProvider>
      <PageHeader title={<FormattedMessage {...staffMessages.editTitle} />} back={preview} />
      {staff.isLoading && <ContentLoader />}
      {(staff.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {isStale(update.error) && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          data-testid="stale-version"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                update.reset();
                void staff.refetch();
              }}
            >
              <FormattedMessage {...sharedMessages.reload} />
            </Button>
          }
        >
          {(update.error as ApiError).messages.join(' ')}
        </Alert>
      )}
      {data && initial && (
        <StaffForm
          key={data.version}
          mode="update"
          initial={initial}
          submitting={update.isPending}
          error={update.error}
          onCancel={() => void navigate(preview)}
          onSubmit={(values) =>
            update.mutate(toStaffBody(values, data.version), {
              onSuccess: () => {
                notifySuccess(sharedMessages.saved);
                void navigate(preview);
              },
            })
          }
        />
      )}
    </DatePickersProvider>
  );
}
