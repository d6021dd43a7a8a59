import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaff } from '../api/get-staff';
import { staffMessages } from '../messages';
import { staffEditPath, staffListPath, type StaffScope } from '../paths';
import { StaffCard } from './StaffCard';
import { StaffScience } from './StaffScience';

/**
 * One staff member (SPEC.md, staff preview page). At institution level edit and delete appear
 * with staff-edit and staff-delete; a delete asks first, says so and returns to the list. The
 * ministry's view (OTV) is read-only and names the institution.
 */
export function StaffPreview({ scope }: { scope: StaffScope }) {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const staff = useStaff(id);
  const deleteStaff = useDeleteStaff();
  const editable = scope === 'tm';
  const canEdit = useCan('staff-edit') && editable;
  const canDelete = useCan('staff-delete') && editable;
  const list = staffListPath(scope);
  const data = staff.data;

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...staffMessages.previewTitle} />}
        back={list}
        actions={
          data && (
            <Stack direction="row" spacing={1}>
              {canEdit && (
                <Button component={RouterLink} to={staffEditPath(id, data.citizen_id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => deleteStaff.mutateAsync(id)} onDeleted={() => void navigate(list)} />}
            </Stack>
          )
        }
      />
      {staff.isLoading && <ContentLoader />}
      {(staff.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="staff" entityId={id}>
          <StaffCard staff={data} showInstitution={!editable} />
          <StaffScience staffId={id} />
        </HistoryTabs>
      )}
    </>
  );
}
