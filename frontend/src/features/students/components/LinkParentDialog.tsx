import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { TextInput } from '@/components/form/fields';
import { sharedMessages } from '@/components/messages';
import { notifySuccess } from '@/store/notifications';
import { useFindParents } from '../api/find-parents';
import { useLinkParent } from '../api/link-parent';
import { portalAccountMessages } from '../messages';
import { FoundParent } from './FoundParent';

/** Finds a parent's account by its exact login or PINFL and links it to the student. */
export function LinkParentDialog({ studentId, onClose }: { studentId: number; onClose(): void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const found = useFindParents(search);
  const link = useLinkParent(studentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    link.reset();
    setSearch(text.trim());
  };
  const run = (parentId: number) =>
    link.mutate(parentId, {
      onSuccess: () => {
        notifySuccess(portalAccountMessages.linked);
        onClose();
      },
    });
  const refusal = errorMessages(found.error ?? link.error);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="link-parent-title">
      <form onSubmit={submit} noValidate data-testid="link-parent-form">
        <DialogTitle id="link-parent-title">
          <FormattedMessage {...portalAccountMessages.link} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {(found.isError || link.isError) && (
              <Alert severity="error" data-testid="link-parent-error">
                {refusal.length > 0 ? refusal.join(' ') : <FormattedMessage {...sharedMessages.loadFailed} />}
              </Alert>
            )}
            <Stack direction="row" spacing={1} alignItems="flex-start">
              <TextInput name="search" value={text} onChange={setText} error={false} autoFocus label={intl.formatMessage(portalAccountMessages.search)} />
              <Button type="submit" variant="outlined" startIcon={<SearchIcon />} disabled={!text.trim()} sx={{ height: 56, flexShrink: 0 }}>
                <FormattedMessage {...portalAccountMessages.find} />
              </Button>
            </Stack>
            {found.isFetching && <LinearProgress />}
            {found.isSuccess && !found.isFetching && found.data.length === 0 && (
              <Alert severity="info" data-testid="parent-not-found">
                <FormattedMessage {...portalAccountMessages.notFound} />
              </Alert>
            )}
            {found.data?.map((parent) => (
              <FoundParent key={parent.id} parent={parent} studentId={studentId} linking={link.isPending} onLink={() => run(parent.id)} />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
