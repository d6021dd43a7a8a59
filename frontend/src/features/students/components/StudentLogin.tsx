import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CardField } from '@/components/CardField';
import { portalAccountMessages } from '../messages';
import { AccountDialog } from './AccountDialog';

/** The student's portal login, or (with student-edit) the button that issues one. */
export function StudentLogin({ studentId, login, canEdit }: { studentId: number; login: string | null | undefined; canEdit: boolean }) {
  const [issuing, setIssuing] = useState(false);
  return (
    <CardField label={portalAccountMessages.login} name="portal-login">
      {login ? (
        login
      ) : (
        <>
          <FormattedMessage {...portalAccountMessages.noLogin} />
          {canEdit && (
            <Button size="small" variant="outlined" startIcon={<KeyOutlinedIcon />} onClick={() => setIssuing(true)} sx={{ ml: { sm: 2 }, mt: { xs: 1, sm: 0 } }}>
              <FormattedMessage {...portalAccountMessages.issue} />
            </Button>
          )}
        </>
      )}
      {issuing && <AccountDialog studentId={studentId} onClose={() => setIssuing(false)} />}
    </CardField>
  );
}
