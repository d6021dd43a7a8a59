import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { NumberInput, PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useBuildingOptions } from '../api/get-building-options';
import { ROOM_KINDS, type Building } from '../api/types';
import { roomKindMessages, roomMessages } from '../messages';
import { MAX_FLOORS } from './building-form';
import { LOWEST_FLOOR, MAX_CAPACITY, MIN_CAPACITY, roomFieldLabels, validateRoomForm, type RoomFormValues } from './room-form';

/** Conflicts that are about one field of the form. */
const CONFLICTS = { room_name_taken: 'name' } as const;

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
  const form = useValidatedForm({
    initial,
    validate: (next: RoomFormValues) => validateRoomForm(next, buildings.find((option) => option.id === next.building_id)?.floors),
    onValid: onSubmit,
    error,
    conflicts: CONFLICTS,
  });

  const floors = buildings.find((option) => option.id === form.values.building_id)?.floors ?? MAX_FLOORS;
  const label = (key: keyof RoomFormValues) => intl.formatMessage(roomFieldLabels[key]);
  // A ministry-level role sees the buildings of every institution: name the institution too.
  const buildingLabel = (option: Building) =>
    choices.ministry ? `${option.name} — ${localized(option.institution?.name, language)}` : option.name;

  return (
    <FormCard name="room" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickInput
          {...form.bind('building_id')}
          required
          label={label('building_id')}
          options={buildings}
          loading={buildingOptions.isPending}
          optionLabel={buildingLabel}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('name')} required label={label('name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput
          {...form.bind('floor')}
          required
          label={label('floor')}
          min={LOWEST_FLOOR}
          max={floors}
          hint={intl.formatMessage(roomMessages.floorHint, { min: LOWEST_FLOOR, max: floors })}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput {...form.bind('capacity')} required label={label('capacity')} min={MIN_CAPACITY} max={MAX_CAPACITY} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('kind')}
          required
          label={label('kind')}
          options={ROOM_KINDS.map((kind) => ({ value: kind, label: intl.formatMessage(roomKindMessages[kind]) }))}
        />
      </Grid>
    </FormCard>
  );
}
