import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';
import { TextInput } from './fields';
import type { Binding } from './use-validated-form';

export const NAME_KEYS = ['name_uz', 'name_ru', 'name_en'] as const;
export type NameKey = (typeof NAME_KEYS)[number];

const LABELS = { name_uz: sharedMessages.nameUz, name_ru: sharedMessages.nameRu, name_en: sharedMessages.nameEn } as const;

interface Props {
  /** A form whose values hold `name_uz`, `name_ru` and `name_en` (the server's `name.uz`, ... are placed on them). */
  form: { bind(key: NameKey): Binding<string> };
  maxLength?: number;
  /** Three in a row of a page's grid, or one under another (a dialog). */
  inGrid?: boolean;
  /** Every language required, not only Uzbek. */
  allRequired?: boolean;
}

/** A name in Uzbek (required), Russian and English. */
export function NameInputs({ form, maxLength, inGrid = false, allRequired = false }: Props) {
  const intl = useIntl();
  const inputs = NAME_KEYS.map((key) => (
    <TextInput key={key} {...form.bind(key)} required={allRequired || key === 'name_uz'} label={intl.formatMessage(LABELS[key])} maxLength={maxLength} />
  ));
  if (!inGrid) return <>{inputs}</>;
  return (
    <>
      {inputs.map((input) => (
        <Grid key={input.key} size={{ xs: 12, md: 4 }}>
          {input}
        </Grid>
      ))}
    </>
  );
}
