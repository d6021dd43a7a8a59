import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@/api/client';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { serverFieldErrors } from '@/lib/server-errors';
import { subjectTypeMessages } from '../messages';
import { NameFields } from './NameFields';
import { validateName, type NameValues } from './name-fields';

/** A name already used is refused with 409 duplicate: its message goes under the Uzbek name. */
const CONFLICT_FIELDS = { duplicate: 'name.uz' } as const;

interface Props {
  mode: 'create' | 'update';
  initial: NameValues;
  submitting: boolean;
  /** The failed request: field errors under the fields, any other refusal (a stale version) above them. */
  error: unknown;
  onSubmit(values: NameValues): void;
  onClose(): void;
}

export function SubjectTypeDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateName,
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });
  const general = error instanceof ApiError && !(error.code in CONFLICT_FIELDS) && Object.keys(error.fields).length === 0 ? error.messages : [];

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="subject-type-title">
      <form onSubmit={submit} noValidate data-testid="subject-type-form">
        <DialogTitle id="subject-type-title">
          <FormattedMessage {...(mode === 'create' ? subjectTypeMessages.addTitle : subjectTypeMessages.editTitle)} />
        </DialogTitle>
        <DialogContent>
          {general.length > 0 && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="subject-type-error">
              {general.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          )}
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <NameFields values={values} set={set} help={help} invalid={invalid} inRow={false} />
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
