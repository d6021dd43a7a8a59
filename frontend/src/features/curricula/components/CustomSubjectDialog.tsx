import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { NumberInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { NameInputs } from '@/components/form/NameInputs';
import { NAME_FIELDS, NAME_MAX_LENGTH, emptyName, nameBody, nameValues, type NameValues } from '@/components/form/name-values';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useKnownCustomSubjects } from '../api/get-references';
import type { KnownCustomSubject } from '../api/types';
import { curriculumMessages } from '../messages';
import { MAX_HOURS, parseHours, type CustomName, type CustomRow } from './distribution';

interface Values extends NameValues {
  hours: string;
}

type Errors = Partial<Record<keyof Values, FieldError>>;

/** SPEC.md section 5: names in uz, ru and en and the hours are all required; the Cyrillic form is optional. */
export function validateCustomSubject(values: Values): Errors {
  const errors: Errors = {};
  for (const key of NAME_FIELDS) {
    const text = values[key].trim();
    if (!text && key !== 'name_uz_cyrl') errors[key] = { message: sharedMessages.required };
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
  const form = useValidatedForm<Values>({
    initial: row
      ? { ...nameValues(row.name), hours: String(row.study_hours) }
      : { ...emptyName, hours: '' },
    validate: validateCustomSubject,
    onValid: (valid) =>
      onSave(nameBody(valid), parseHours(valid.hours) ?? 0),
  });

  const pick = (subject: KnownCustomSubject | null) => {
    if (!subject) return;
    form.setMany({ ...nameValues(subject.name), hours: String(subject.study_hours) });
  };

  return (
    <FormDialog name="custom-subject" title={<FormattedMessage {...title} />} onSubmit={form.submit} onClose={onClose}>
      {offerKnown && (known.data?.results.length ?? 0) > 0 && (
        <Autocomplete
          options={known.data?.results ?? []}
          getOptionLabel={(option) => `${localized(option.name, language)} (${option.study_hours})`}
          onChange={(_, subject) => pick(subject)}
          renderInput={(params) => <TextField {...params} name="known" label={intl.formatMessage(curriculumMessages.knownNames)} />}
        />
      )}
      <NameInputs form={form} maxLength={NAME_MAX_LENGTH} allRequired />
      <NumberInput {...form.bind('hours')} required label={intl.formatMessage(curriculumMessages.hours)} min={1} max={MAX_HOURS} />
    </FormDialog>
  );
}
