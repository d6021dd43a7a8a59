import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { pickerMessages } from '@/components/dates/messages';
import { feedbackMessages } from '@/components/feedback/messages';
import { IdFilterField } from '@/components/list/IdFilterField';
import { useActorOptions, type ActorOption } from '../api/get-actor-options';
import { auditPageMessages } from '../messages';

const DEBOUNCE_MS = 300;

interface Props {
  /** The actor_id of the URL. */
  value: string | undefined;
  /** The actor's name when the page knows it (from the records shown), for a link opened afresh. */
  knownName: string | undefined;
  onChange(value: string | undefined): void;
}

/**
 * The actor filter: a user picker searching GET /users/ for a role with user-view (typing digits
 * also offers that id, for users no longer listed); a plain id field for any other role.
 */
export function ActorFilter({ value, knownName, onChange }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ActorOption | null>(null);
  const { canSearch, options, loading } = useActorOptions(search, open);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  if (!canSearch) {
    return <IdFilterField name="actor_id" label={intl.formatMessage(auditPageMessages.actorId)} value={value} onChange={onChange} />;
  }

  const byId = (id: number): ActorOption => ({ id, name: intl.formatMessage(auditPageMessages.actorById, { id }), username: '' });
  const current: ActorOption | null = !value
    ? null
    : picked && String(picked.id) === value
      ? picked
      : (options.find((option) => String(option.id) === value) ?? { id: Number(value), name: knownName ?? `#${value}`, username: '' });
  const digits = /^\d+$/.test(typed.trim()) ? [byId(Number(typed.trim()))] : [];
  const choices = [...digits, ...options.filter((option) => !digits.some((extra) => extra.id === option.id))];

  return (
    <Autocomplete
      size="small"
      sx={{ width: 280 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={choices}
      loading={loading}
      value={current}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_, option) => {
        setPicked(option);
        setTyped('');
        onChange(option ? String(option.id) : undefined);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack>
            <Typography variant="body2">{option.name}</Typography>
            {option.username && (
              <Typography variant="caption" color="text.secondary">
                {option.username}
              </Typography>
            )}
          </Stack>
        </li>
      )}
      noOptionsText={intl.formatMessage(auditPageMessages.actorNotFound)}
      loadingText={intl.formatMessage(feedbackMessages.loading)}
      openText={intl.formatMessage(auditPageMessages.open)}
      closeText={intl.formatMessage(auditPageMessages.close)}
      clearText={intl.formatMessage(pickerMessages.clear)}
      renderInput={(params) => <TextField {...params} name="actor" label={intl.formatMessage(auditPageMessages.actor)} />}
    />
  );
}
