import CheckIcon from '@mui/icons-material/Check';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountMessages } from '@/features/account/messages';
import { accountPaths } from '@/features/account/paths';
import { currentRole, useSession } from '@/store/session';
import { appMessages } from '../messages';
import { useSignOut } from './use-sign-out';

/** Out of sight, read by a screen reader. */
const READ_ONLY_ALOUD = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The user's roles (choosing one switches to it and returns home), the user's own account, and logout. */
export function ProfileMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profile = useSession((state) => state.profile);
  const changeRole = useSession((state) => state.changeRole);
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!profile) return null;
  const role = currentRole(profile);

  const chooseRole = async (id: number) => {
    setAnchor(null);
    if (id === role?.id) return;
    if (await changeRole(id)) {
      queryClient.clear();
      void navigate('/');
    }
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        data-testid="profile-button"
        sx={{ textAlign: 'left', gap: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>{initials(profile.name)}</Avatar>
        {/* On a phone the name is not shown, and the initials are no name for a screen reader. */}
        <Box component="span" sx={{ ...READ_ONLY_ALOUD, display: { xs: 'inline', md: 'none' } }}>
          {profile.name}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' }, lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {profile.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" data-testid="current-role">
            {role?.name}
          </Typography>
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 240 } } }}>
        <ListSubheader component="div" role="presentation">
          <FormattedMessage {...appMessages.roles} />
        </ListSubheader>
        {profile.roles.map((item) => (
          <MenuItem key={item.id} selected={item.id === role?.id} onClick={() => void chooseRole(item.id)} data-testid={`role-${item.name}`}>
            <ListItemIcon>{item.id === role?.id && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={item.name} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to={accountPaths.password} onClick={() => setAnchor(null)} data-testid="account-password">
          <ListItemIcon>
            <LockOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage {...accountMessages.passwordTitle} />} />
        </MenuItem>
        <MenuItem component={RouterLink} to={accountPaths.sessions} onClick={() => setAnchor(null)} data-testid="account-sessions">
          <ListItemIcon>
            <DevicesOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage {...accountMessages.sessionsTitle} />} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
          data-testid="logout"
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage {...appMessages.logout} />} />
        </MenuItem>
      </Menu>
    </>
  );
}
