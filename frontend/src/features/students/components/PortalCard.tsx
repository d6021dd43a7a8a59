import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCan } from '@/lib/access';
import type { StudentDetail } from '../api/types';
import { portalAccountMessages } from '../messages';
import { LinkParentDialog } from './LinkParentDialog';
import { ParentDialog } from './ParentDialog';
import { ParentList } from './ParentList';
import { StudentLogin } from './StudentLogin';

/**
 * The student's way into the portal and their parents': the student's login (or, with
 * student-edit, one to issue) and the linked parents, whom student-edit links, unlinks and creates.
 */
export function PortalCard({ student }: { student: StudentDetail }) {
  const canEdit = useCan('student-edit');
  const [dialog, setDialog] = useState<'link' | 'new' | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="student-portal">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...portalAccountMessages.title} />
      </Typography>
      <StudentLogin studentId={student.id} login={student.login} canEdit={canEdit} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mt: 2, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
          <FormattedMessage {...portalAccountMessages.parents} />
        </Typography>
        {canEdit && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            <Button size="small" variant="outlined" startIcon={<LinkOutlinedIcon />} onClick={() => setDialog('link')} data-testid="parent-link">
              <FormattedMessage {...portalAccountMessages.link} />
            </Button>
            <Button size="small" variant="contained" startIcon={<PersonAddAltOutlinedIcon />} onClick={() => setDialog('new')} data-testid="parent-new">
              <FormattedMessage {...portalAccountMessages.newParent} />
            </Button>
          </Stack>
        )}
      </Stack>
      <ParentList studentId={student.id} canEdit={canEdit} />
      {dialog === 'link' && <LinkParentDialog studentId={student.id} onClose={() => setDialog(null)} />}
      {dialog === 'new' && <ParentDialog studentId={student.id} onClose={() => setDialog(null)} />}
    </Paper>
  );
}
