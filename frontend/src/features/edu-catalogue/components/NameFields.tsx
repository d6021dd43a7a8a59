import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { nameMessages } from '../messages';
import { NAME_FIELDS, NAME_MAX_LENGTH, NAME_SERVER_FIELDS, type NameField, type NameValues } from './name-fields';

const LABELS: Record<NameField, MessageDescriptor> = { name_uz: nameMessages.nameUz, name_ru: nameMessages.nameRu, name_en: nameMessages.nameEn };

interface Props {
  values: NameValues;
  set(field: NameField, value: string): void;
  /** The form's help text and error flag of a field, given its name on the server. */
  help(field: NameField, serverField: string): string | undefined;
  invalid(field: NameField, serverField: string): boolean;
  /** Three in a row (a page) or one under another (a dialog). */
  inRow?: boolean;
}

/** The name in Uzbek (required), Russian and English. */
export function NameFields({ values, set, help, invalid, inRow = true }: Props) {
  const intl = useIntl();
  return (
    <>
      {NAME_FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, md: inRow ? 4 : 12 }}>
          <TextField
            fullWidth
            required={field === 'name_uz'}
            name={field}
            label={intl.formatMessage(LABELS[field])}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            error={invalid(field, NAME_SERVER_FIELDS[field])}
            helperText={help(field, NAME_SERVER_FIELDS[field])}
            slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
          />
        </Grid>
      ))}
    </>
  );
}
