import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import { useNotifications, useReadNotifications } from '../api/notifications';
import { portalMessages } from '../messages';
import type { NotificationDto } from '../types';
import { usePortalLabels } from './labels';
import { useCurrentStudent } from './use-current-student';

const TEXT = {
  MARK: portalMessages.notificationMARK,
  ABSENCE: portalMessages.notificationABSENCE,
  DEBT: portalMessages.notificationDEBT,
  ORDER: portalMessages.notificationORDER,
} as const;

/** The shown student's news (a mark, an absence, a debt, an order); opening them reads them. */
export function NotificationsBell() {
  const { student } = useCurrentStudent();
  return student ? <Bell studentId={student.id} /> : null;
}

function Bell({ studentId }: { studentId: number }) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const notifications = useNotifications(studentId);
  const read = useReadNotifications(studentId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const items = notifications.data?.items ?? [];
  const unread = notifications.data?.unread ?? 0;
  const open = (element: HTMLElement) => {
    setAnchor(element);
    const newest = items[0];
    if (unread > 0 && newest) read.mutate(newest.id);
  };
  const text = (n: NotificationDto) =>
    intl.formatMessage(TEXT[n.kind], { subject: n.subject ? labels.name(n.subject) : '', mark: n.mark ?? '', number: n.order_number ?? '' });
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => open(event.currentTarget)}
        aria-label={intl.formatMessage(portalMessages.notificationsUnread, { count: unread })}
        aria-haspopup="dialog"
        data-testid="portal-notifications"
      >
        <Badge badgeContent={unread} max={99} color="error">
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' }, 'aria-label': intl.formatMessage(portalMessages.notifications) } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
          {intl.formatMessage(portalMessages.notifications)}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ px: 2, py: 1.5 }} color="text.secondary">
            {intl.formatMessage(portalMessages.notificationsEmpty)}
          </Typography>
        ) : (
          <List dense data-testid="portal-notification-list">
            {items.map((n) => (
              <ListItem key={n.id} sx={{ bgcolor: n.read ? undefined : 'action.hover' }} data-testid={`notification-${n.kind}`}>
                <ListItemText primary={text(n)} secondary={formatDate(n.date ?? n.created_at.slice(0, 10))} />
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
