import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { PermissionCode } from '@/api/types';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { roleMessages } from '../messages';
import { toggleGroup, type PermissionGroup } from './role-form';

interface Props {
  groups: PermissionGroup[];
  selected: PermissionCode[];
  onChange(selected: PermissionCode[]): void;
}

/** The catalogue grouped as the server lists it; each group can be checked at once. */
export function PermissionPicker({ groups, selected, onChange }: Props) {
  const language = useUi((state) => state.language);
  const chosen = new Set(selected);
  return (
    <Stack spacing={2}>
      {groups.map((group) => {
        const count = group.permissions.filter((permission) => chosen.has(permission.code)).length;
        const all = count === group.permissions.length;
        return (
          <Paper key={group.group} variant="outlined" sx={{ p: 2 }} data-group={group.group}>
            <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={all}
                    indeterminate={count > 0 && !all}
                    onChange={(event) => onChange(toggleGroup(selected, group, event.target.checked))}
                  />
                }
                label={<Typography sx={{ fontWeight: 600 }}>{localized(group.name, language)}</Typography>}
              />
              <Typography variant="caption" color="text.secondary">
                <FormattedMessage {...roleMessages.selected} values={{ count, total: group.permissions.length }} />
              </Typography>
            </Stack>
            <Box sx={{ pl: 4 }}>
              <Grid container spacing={0}>
                {group.permissions.map((permission) => (
                  <Grid key={permission.code} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          size="small"
                          name={permission.code}
                          checked={chosen.has(permission.code)}
                          onChange={(event) =>
                            onChange(
                              event.target.checked
                                ? [...selected, permission.code]
                                : selected.filter((code) => code !== permission.code),
                            )
                          }
                        />
                      }
                      label={<Typography variant="body2">{localized(permission.name, language)}</Typography>}
                    />
                  </Grid>
                ))}
              </Grid>
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
