import LinkOffOutlinedIcon from '@mui/icons-material/LinkOffOutlined';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { useUnlinkParent } from '../api/unlink-parent';
import type { ParentDto } from '../api/types';
import { portalAccountMessages } from '../messages';

/** A linked parent: name, login and children; with student-edit, the link can be ended. */
export function ParentItem({ parent, studentId, canEdit }: { parent: ParentDto; studentId: number; canEdit: boolean }) {
  const intl = useIntl();
  const unlink = useUnlinkParent(studentId);
  const label = intl.formatMessage(portalAccountMessages.unlink);
  const run = async () => {
    if (!(await confirm(portalAccountMessages.unlinkConfirm))) return;
    unlink.mutate(parent.id, { onSuccess: () => notifySuccess(portalAccountMessages.unlinked) });
  };
  const children = parent.children.map((child) => child.fio).join(', ');
  return (
    <ListItem
      disableGutters
      divider
      data-testid={`parent-${parent.id}`}
      secondaryAction={
        canEdit && (
          <Tooltip title={label}>
            <IconButton edge="end" aria-label={`${label}: ${parent.name}`} onClick={() => void run()} disabled={unlink.isPending}>
              <LinkOffOutlinedIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemText
        primary={`${parent.name} (${parent.username})`}
        secondary={children ? intl.formatMessage(portalAccountMessages.children, { names: children }) : undefined}
      />
    </ListItem>
  );
}
