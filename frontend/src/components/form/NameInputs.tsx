import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { sharedMessages } from '../messages';
import { TextInput } from './fields';
import { LATIN_NAME_FIELDS, NAME_FIELDS, type LatinNameField, type NameField } from './name-values';
import type { Binding } from './use-validated-form';

const LABELS = {
  name_uz: sharedMessages.nameUz,
  name_uz_cyrl: sharedMessages.nameUzCyrl,
  name_ru: sharedMessages.nameRu,
  name_en: sharedMessages.nameEn,
} as const;

interface Bindable<Key extends string> {
  bind(key: Key): Binding<string>;
}

type Props = {
  maxLength?: number;
  /** Four in a row of a page's grid, or one under another (a dialog). */
  inGrid?: boolean;
  /** Every language required, not only Uzbek (the Cyrillic form stays optional). */
  allRequired?: boolean;
} & (
  /** A form whose values hold `name_uz`, `name_uz_cyrl`, `name_ru` and `name_en` (the server's `name.uz`, ... are placed on them). */
  | { form: Bindable<NameField>; latinOnly?: false }
  /** A name kept in Latin, Russian and English only: no Cyrillic form. */
  | { form: Bindable<LatinNameField>; latinOnly: true }
);

/** A name in Uzbek (required), Uzbek in Cyrillic, Russian and English. */
export function NameInputs(props: Props) {
  const { maxLength, inGrid = false, allRequired = false } = props;
  const intl = useIntl();
  const input = (key: NameField, binding: Binding<string>) => (
    <TextInput
      key={key}
      {...binding}
      required={key === 'name_uz' || (allRequired && key !== 'name_uz_cyrl')}
      label={intl.formatMessage(LABELS[key])}
      maxLength={maxLength}
    />
  );
  const inputs = props.latinOnly
    ? LATIN_NAME_FIELDS.map((key) => input(key, props.form.bind(key)))
    : NAME_FIELDS.map((key) => input(key, props.form.bind(key)));
  if (!inGrid) return <>{inputs}</>;
  return (
    <>
      {inputs.map((element) => (
        <Grid key={element.key} size={{ xs: 12, sm: 6, md: 12 / inputs.length }}>
          {element}
        </Grid>
      ))}
    </>
  );
}
