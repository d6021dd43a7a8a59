import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ParentDto } from '../api/types';
import { portalAccountMessages } from '../messages';

interface Props {
  parent: ParentDto;
  studentId: number;
  linking: boolean;
  onLink(): void;
}

/** The parent a search found, with the button that links them, unless they already are. */
export function FoundParent({ parent, studentId, linking, onLink }: Props) {
  const intl = useIntl();
  const already = parent.children.some((child) => child.id === studentId);
  const children = parent.children.map((child) => child.fio).join(', ');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`found-parent-${parent.id}`}>
      <Typography sx={{ fontWeight: 600 }}>
        {parent.name} ({parent.username})
      </Typography>
      {children && (
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage(portalAccountMessages.children, { names: children })}
        </Typography>
      )}
      <Stack direction="row" justifyContent="flex-end" sx={{ mt: 1 }}>
        {already ? (
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...portalAccountMessages.alreadyLinked} />
          </Typography>
        ) : (
          <Button variant="contained" size="small" loading={linking} onClick={onLink}>
            <FormattedMessage {...portalAccountMessages.linkAction} />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
