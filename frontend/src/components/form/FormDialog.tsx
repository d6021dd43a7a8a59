import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { sharedMessages } from '../messages';

interface Props {
  /** Names the dialog's title id and test ids: `<name>-title`, `<name>-form`, `<name>-error`. */
  name: string;
  title: ReactNode;
  submitting?: boolean;
  /** The dialog's width: 'sm' (the default) or narrower. */
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The server's refusals that belong to no field, shown above the fields. */
  general?: readonly string[];
  /** The submit button's text: 'Saqlash' unless it adds to what the page holds ('Qo‘shish'). */
  submitLabel?: MessageDescriptor;
  onSubmit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** An add or edit form in a dialog: title, the refusals of the last save, the fields, cancel and save. */
export function FormDialog({ name, title, submitting = false, maxWidth = 'sm', general = [], submitLabel = sharedMessages.save, onSubmit, onClose, children }: Props) {
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={`${name}-title`}>
      <form onSubmit={onSubmit} noValidate data-testid={`${name}-form`}>
        <DialogTitle id={`${name}-title`}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general.length > 0 && (
              <Alert severity="error" data-testid={`${name}-error`}>
                {general.map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
            <FormattedMessage {...submitLabel} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
