import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useIntl } from 'react-intl';
import { TextInput } from '@/components/form/fields';
import { scienceMessages } from '../messages';
import { OUTSIDE_NAME_MAX_LENGTH, type PersonRow } from './people';
import { StaffPicker } from './StaffPicker';

interface Props {
  row: PersonRow;
  /** The row's form key, for its name and its complaint. */
  name: string;
  error?: string;
  onChange(patch: Partial<PersonRow>): void;
}

/** Who a row names: a staff member chosen by name, or a person from outside typed in full. */
export function PersonRowFields({ row, name, error, onChange }: Props) {
  const intl = useIntl();
  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={row.fromStaff ? 'staff' : 'outside'}
        onChange={(_, next: string | null) => next && onChange({ fromStaff: next === 'staff' })}
        aria-label={intl.formatMessage(scienceMessages.personKind)}
        sx={{ flexShrink: 0 }}
      >
        <ToggleButton value="staff">{intl.formatMessage(scienceMessages.personFromStaff)}</ToggleButton>
        <ToggleButton value="outside">{intl.formatMessage(scienceMessages.personFromOutside)}</ToggleButton>
      </ToggleButtonGroup>
      {row.fromStaff ? (
        <StaffPicker
          name={name}
          size="small"
          required
          label={intl.formatMessage(scienceMessages.personStaff)}
          value={row.staff}
          onChange={(staff) => onChange({ staff })}
          error={Boolean(error)}
          helperText={error}
        />
      ) : (
        <TextInput
          name={name}
          size="small"
          required
          label={intl.formatMessage(scienceMessages.personOutside)}
          value={row.outside_name}
          onChange={(outside_name) => onChange({ outside_name })}
          error={Boolean(error)}
          helperText={error}
          maxLength={OUTSIDE_NAME_MAX_LENGTH}
        />
      )}
    </>
  );
}
