import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import { referenceMessages } from '../messages';
import { NAME_FIELDS, NAME_MAX_LENGTH, NAME_SERVER_KEYS, type NameField, type NameValues } from './name-form';

const LABELS = { name_uz: referenceMessages.nameUz, name_ru: referenceMessages.nameRu, name_en: referenceMessages.nameEn } as const;

interface Props {
  values: NameValues;
  set(field: NameField, value: string): void;
  help(field: NameField, serverKey: string): string | undefined;
  invalid(field: NameField, serverKey: string): boolean;
}

/** Name in Uzbek (required), Russian and English, each with its own and the server's complaints. */
export function NameFields({ values, set, help, invalid }: Props) {
  const intl = useIntl();
  return (
    <>
      {NAME_FIELDS.map((field) => (
        <TextField
          key={field}
          fullWidth
          required={field === 'name_uz'}
          name={field}
          label={intl.formatMessage(LABELS[field])}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
          error={invalid(field, NAME_SERVER_KEYS[field])}
          helperText={help(field, NAME_SERVER_KEYS[field])}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH + 1 } }}
        />
      ))}
    </>
  );
}
