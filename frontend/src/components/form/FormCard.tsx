import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../messages';

interface Props {
  /** Names the form's test ids: `<name>-form`, `<name>-error`. */
  name?: string;
  submitting: boolean;
  /** The server's refusals that belong to no field, shown above the buttons. */
  general?: readonly string[];
  onSubmit(event: FormEvent): void;
  onCancel(): void;
  /** The fields, laid out in a grid (`<Grid size={...}>` each). */
  children: ReactNode;
  /** What follows the grid: rows of a table, a card of their own. */
  after?: ReactNode;
}

/** An add or edit form on a page: the fields in a grid, the refusals of the last save, cancel and save. */
export function FormCard({ name, submitting, general = [], onSubmit, onCancel, children, after }: Props) {
  return (
    <Paper variant="outlined" component="form" onSubmit={onSubmit} noValidate sx={{ p: 3 }} data-testid={name ? `${name}-form` : undefined}>
      <Grid container spacing={2}>
        {children}
      </Grid>
      {after}
      {general.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid={name ? `${name}-error` : undefined}>
          {general.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button onClick={onCancel}>
          <FormattedMessage {...sharedMessages.cancel} />
        </Button>
        <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
          <FormattedMessage {...sharedMessages.save} />
        </Button>
      </Stack>
    </Paper>
  );
}
