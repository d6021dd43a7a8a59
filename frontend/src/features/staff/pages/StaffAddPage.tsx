import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useCreateStaff } from '../api/create-staff';
import { emptyStaffForm, toStaffBody } from '../components/staff-form';
import { StaffForm } from '../components/StaffForm';
import { staffMessages } from '../messages';
import { staffPaths, staffPreviewPath } from '../paths';

export default function StaffAddPage() {
  const navigate = useNavigate();
  const create = useCreateStaff();
  const [initial] = useState(emptyStaffForm);
  return (
    <DatePickersProvider>
      <PageHeader title={<FormattedMessage {...staffMessages.addTitle} />} back={staffPaths.list} />
      <StaffForm
        mode="create"
        initial={initial}
        submitting={create.isPending}
        error={create.error}
        onCancel={() => void navigate(staffPaths.list)}
        onSubmit={(values) =>
          create.mutate(toStaffBody(values), {
            onSuccess: (staff) => {
              notifySuccess(sharedMessages.saved);
              void navigate(staffPreviewPath('tm', staff.id));
            },
          })
        }
      />
    </DatePickersProvider>
  );
}
