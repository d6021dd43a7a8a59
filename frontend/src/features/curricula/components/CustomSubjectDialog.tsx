import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useKnownCustomSubjects } from '../api/get-references';
import type { KnownCustomSubject } from '../api/types';
import { curriculumMessages } from '../messages';
import { MAX_HOURS, parseHours, type CustomName, type CustomRow } from './distribution';

const NAME_MAX_LENGTH = 255;

interface Values {
  name_uz: string;
  name_ru: string;
  name_en: string;
  hours: string;
}

type Errors = Partial<Record<keyof Values, FieldError>>;

/** SPEC.md section 5: names in uz, ru and en and the hours are all required. */
export function validateCustomSubject(values: Values): Errors {
  const errors: Errors = {};
  for (const key of ['name_uz', 'name_ru', 'name_en'] as const) {
    const text = values[key].trim();
    if (!text) errors[key] = { message: sharedMessages.required };
    else if (text.length > NAME_MAX_LENGTH) errors[key] = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  }
  const hours = parseHours(values.hours);
  if (!values.hours.trim()) errors.hours = { message: sharedMessages.required };
  else if (hours === null || hours < 1 || hours > MAX_HOURS) errors.hours = { message: sharedMessages.range, values: { min: 1, max: MAX_HOURS } };
  return errors;
}

interface Props {
  title: MessageDescriptor;
  /** The row being changed; a new row otherwise. */
  row?: CustomRow;
  /** Offer the names of vocational subjects the institution's curricula already have. */
  offerKnown: boolean;
  onSave(name: CustomName, hours: number): void;
  onClose(): void;
}

/** Adds or changes a vocational subject or a DAK exam: its names in three languages and its hours. */
export function CustomSubjectDialog({ title, row, offerKnown, onSave, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const known = useKnownCustomSubjects(offerKnown);
  const { values, set, setMany, submit, help, invalid } = useValidatedForm<Values>({
    initial: row
      ? { name_uz: row.name.uz, name_ru: row.name.ru, name_en: row.name.en, hours: String(row.study_hours) }
      : { name_uz: '', name_ru: '', name_en: '', hours: '' },
    validate: validateCustomSubject,
    onValid: (valid) =>
      onSave({ uz: valid.name_uz.trim(), ru: valid.name_ru.trim(), en: valid.name_en.trim() }, parseHours(valid.hours) ?? 0),
    server: {},
  });

  const pick = (subject: KnownCustomSubject | null) => {
    if (!subject) return;
    setMany({ name_uz: subject.name.uz, name_ru: subject.name.ru ?? '', name_en: subject.name.en ?? '', hours: String(subject.study_hours) });
  };

  const field = (key: keyof Values, label: MessageDescriptor) => (
    <TextField
      required
      fullWidth
      name={key}
      label={intl.formatMessage(label)}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={invalid(key)}
      helperText={help(key)}
      {...(key === 'hours'
        ? { type: 'number', slotProps: { htmlInput: { min: 1, max: MAX_HOURS, step: 1, inputMode: 'numeric' as const } } }
        : { slotProps: { htmlInput: { maxLength: NAME_MAX_LENGTH } } })}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="custom-subject-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="custom-subject-title">
          <FormattedMessage {...title} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {offerKnown && (known.data?.results.length ?? 0) > 0 && (
              <Autocomplete
                options={known.data?.results ?? []}
                getOptionLabel={(option) => `${localized(option.name, language)} (${option.study_hours})`}
                onChange={(_, subject) => pick(subject)}
                renderInput={(params) => <TextField {...params} name="known" label={intl.formatMessage(curriculumMessages.knownNames)} />}
              />
            )}
            {field('name_uz', curriculumMessages.nameUz)}
            {field('name_ru', curriculumMessages.nameRu)}
            {field('name_en', curriculumMessages.nameEn)}
            {field('hours', curriculumMessages.hours)}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained">
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
