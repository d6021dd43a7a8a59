import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { useBuildingOptions } from '../api/get-building-options';
import { ROOM_KINDS, type Building, type RoomKind } from '../api/types';
import { roomKindMessages, roomMessages } from '../messages';
import { MAX_FLOORS } from './building-form';
import { LOWEST_FLOOR, MAX_CAPACITY, MIN_CAPACITY, roomFieldLabels, validateRoomForm, type RoomFormValues } from './room-form';

/** Conflicts that are about one field of the form. */
const CONFLICT_FIELDS = { room_name_taken: 'name' } as const;

interface Props {
  initial: RoomFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: RoomFormValues): void;
  onCancel(): void;
}

export function RoomForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const choices = useInstitutionChoices();
  const buildingOptions = useBuildingOptions();
  const buildings = buildingOptions.data?.results ?? [];
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: RoomFormValues) => validateRoomForm(next, buildings.find((option) => option.id === next.building_id)?.floors),
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });

  const building = buildings.find((option) => option.id === values.building_id) ?? null;
  const floors = building?.floors;

  const label = (key: keyof RoomFormValues) => intl.formatMessage(roomFieldLabels[key]);
  // A ministry-level role sees the buildings of every institution: name the institution too.
  const buildingLabel = (option: Building) =>
    choices.ministry ? `${option.name} — ${localized(option.institution?.name, language)}` : option.name;

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="room-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={buildings}
            loading={buildingOptions.isPending}
            getOptionLabel={buildingLabel}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={building}
            onChange={(_, selected) => set('building_id', selected?.id ?? null)}
            renderInput={(params) => (
              <TextField {...params} required name="building_id" label={label('building_id')} error={invalid('building_id')} helperText={help('building_id')} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            name="name"
            label={label('name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={invalid('name')}
            helperText={help('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="floor"
            type="number"
            label={label('floor')}
            value={values.floor}
            onChange={(event) => set('floor', event.target.value)}
            error={invalid('floor')}
            helperText={help('floor') ?? intl.formatMessage(roomMessages.floorHint, { min: LOWEST_FLOOR, max: floors ?? MAX_FLOORS })}
            slotProps={{ htmlInput: { min: LOWEST_FLOOR, max: floors ?? MAX_FLOORS, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="capacity"
            type="number"
            label={label('capacity')}
            value={values.capacity}
            onChange={(event) => set('capacity', event.target.value)}
            error={invalid('capacity')}
            helperText={help('capacity')}
            slotProps={{ htmlInput: { min: MIN_CAPACITY, max: MAX_CAPACITY, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            name="kind"
            label={label('kind')}
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as RoomKind)}
            error={invalid('kind')}
            helperText={help('kind')}
          >
            {ROOM_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {intl.formatMessage(roomKindMessages[kind])}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
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
