import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PermissionCode } from '@/api/types';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { usePermissions } from '../api/get-permissions';
import { groupPermissions, heldGroups } from './role-form';

/** The permissions a role holds, read-only, grouped by area as the catalogue groups them. */
export function PermissionGroups({ held }: { held: readonly PermissionCode[] }) {
  const language = useUi((state) => state.language);
  const catalogue = usePermissions();
  if (catalogue.isPending) return <ContentLoader />;
  const groups = heldGroups(groupPermissions(catalogue.data?.results ?? []), held);
  return (
    <Stack spacing={1.5} data-testid="role-permissions">
      {groups.map((group) => (
        <div key={group.group} data-group={group.group}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {localized(group.name, language)}
          </Typography>
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {group.permissions.map((permission) => (
              <Chip key={permission.code} size="small" variant="outlined" label={localized(permission.name, language)} />
            ))}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
