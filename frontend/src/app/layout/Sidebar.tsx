import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { MenuSection } from '../routes';
import { appMessages } from '../messages';
import { InstitutionSelector } from './InstitutionSelector';

interface Props {
  menu: MenuSection[];
  onNavigate?(): void;
}

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

function Items({ items, pathname, nested, onNavigate }: { items: MenuSection['items']; pathname: string; nested?: boolean; onNavigate?(): void }) {
  return (
    <>
      {items.map((item) => {
        const Icon = item.icon;
        return (
          <ListItemButton
            key={item.path}
            component={RouterLink}
            to={item.path}
            selected={isActive(pathname, item.path)}
            onClick={onNavigate}
            sx={{ borderRadius: 1, mx: 1, pl: nested ? 4 : 2 }}
          >
            {Icon && (
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
            )}
            <ListItemText primary={<FormattedMessage {...item.message} />} />
          </ListItemButton>
        );
      })}
    </>
  );
}

// Each section is a `nav` of links named by its heading; none is a list, since its children are
// links and a heading rather than list items.
function Group({ entry, pathname, onNavigate }: { entry: MenuSection; pathname: string; onNavigate?(): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(() => entry.items.some((item) => isActive(pathname, item.path)));
  const Icon = entry.section.icon;
  return (
    <List component="nav" aria-label={intl.formatMessage(entry.section.message)} disablePadding data-section={entry.section.id}>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ borderRadius: 1, mx: 1 }} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage {...entry.section.message} />} />
        {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List component="div" disablePadding>
          <Items items={entry.items} pathname={pathname} nested onNavigate={onNavigate} />
        </List>
      </Collapse>
    </List>
  );
}

/** Sections and items of the route table that the current role may see; the institution selector below. */
export function Sidebar({ menu, onNavigate }: Props) {
  const intl = useIntl();
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box component={RouterLink} to="/" onClick={onNavigate} sx={{ px: 3, py: 2, color: 'inherit', textDecoration: 'none' }}>
        <Typography variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
          <FormattedMessage {...appMessages.title} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage {...appMessages.subtitle} />
        </Typography>
      </Box>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }} data-testid="sidebar-menu">
        {menu.map((entry) =>
          entry.section.kind === 'group' ? (
            <Group key={entry.section.id} entry={entry} pathname={pathname} onNavigate={onNavigate} />
          ) : (
            <List
              key={entry.section.id}
              component="nav"
              aria-label={intl.formatMessage(entry.section.message)}
              data-section={entry.section.id}
              subheader={
                <ListSubheader component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700 }}>
                  <FormattedMessage {...entry.section.message} />
                </ListSubheader>
              }
            >
              <Items items={entry.items} pathname={pathname} onNavigate={onNavigate} />
            </List>
          ),
        )}
      </Box>
      <InstitutionSelector />
    </Box>
  );
}
