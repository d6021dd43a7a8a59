import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useEduSubjectSearch } from '../api/get-references';
import type { EduSubject } from '../api/types';
import { curriculumMessages } from '../messages';
import { MAX_HOURS, parseHours } from './distribution';

interface Values {
  subject: EduSubject | null;
  hours: string;
}

function validate(values: Values): Partial<Record<keyof Values, FieldError>> {
  const errors: Partial<Record<keyof Values, FieldError>> = {};
  if (!values.subject) errors.subject = { message: sharedMessages.required };
  const hours = parseHours(values.hours);
  if (!values.hours.trim()) errors.hours = { message: sharedMessages.required };
  else if (hours === null || hours < 1 || hours > MAX_HOURS) errors.hours = { message: sharedMessages.range, values: { min: 1, max: MAX_HOURS } };
  return errors;
}

interface Props {
  /** Subjects the curriculum has already: not offered again. */
  taken: ReadonlySet<number>;
  onAdd(subject: EduSubject, hours: number): void;
  onClose(): void;
}

/** Picks a subject of the catalogue (/edu-subjects/) and its allocated hours, its catalogue hours by default. */
export function AddSubjectDialog({ taken, onAdd, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const [search, setSearch] = useState('');
  const subjects = useEduSubjectSearch(search.trim(), true);
  const form = useValidatedForm<Values>({
    initial: { subject: null, hours: '' },
    validate,
    onValid: (valid) => {
      if (valid.subject) onAdd(valid.subject, parseHours(valid.hours) ?? 0);
    },
  });
  const options = (subjects.data?.results ?? []).filter((subject) => !taken.has(subject.id));
  const label = (subject: EduSubject) => `${subject.code} — ${localized(subject.name, language)}`;
  // The subject is searched on the server as it is typed; its catalogue hours come with it.
  const subject = form.bindTo('subject', form.values.subject, (chosen) =>
    form.setMany({ subject: chosen, hours: chosen ? String(chosen.study_hours) : form.values.hours }),
  );

  return (
    <FormDialog
      name="add-subject"
      title={<FormattedMessage {...curriculumMessages.addSubject} />}
      submitLabel={sharedMessages.add}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <Autocomplete
        options={options}
        loading={subjects.isFetching}
        filterOptions={(list) => list}
        getOptionLabel={label}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={subject.value}
        onInputChange={(_, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        onChange={(_, chosen) => subject.onChange(chosen)}
        renderInput={(params) => (
          <TextField
            {...params}
            required
            name="edu_subject"
            label={intl.formatMessage(curriculumMessages.subject)}
            error={subject.error}
            helperText={subject.helperText}
          />
        )}
      />
      <NumberInput {...form.bind('hours')} name="study_hours" required label={intl.formatMessage(curriculumMessages.allocatedHours)} min={1} max={MAX_HOURS} />
    </FormDialog>
  );
}
