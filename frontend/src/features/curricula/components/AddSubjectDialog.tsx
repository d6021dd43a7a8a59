import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const { values, set, setMany, submit, help, invalid } = useValidatedForm<Values>({
    initial: { subject: null, hours: '' },
    validate,
    onValid: (valid) => {
      if (valid.subject) onAdd(valid.subject, parseHours(valid.hours) ?? 0);
    },
    server: {},
  });
  const options = (subjects.data?.results ?? []).filter((subject) => !taken.has(subject.id));
  const label = (subject: EduSubject) => `${subject.code} — ${localized(subject.name, language)}`;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-subject-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-subject-title">
          <FormattedMessage {...curriculumMessages.addSubject} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Autocomplete
              options={options}
              loading={subjects.isFetching}
              filterOptions={(list) => list}
              getOptionLabel={label}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              value={values.subject}
              onInputChange={(_, text, reason) => {
                if (reason === 'input') setSearch(text);
              }}
              onChange={(_, subject) => setMany({ subject, hours: subject ? String(subject.study_hours) : values.hours })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  name="edu_subject"
                  label={intl.formatMessage(curriculumMessages.subject)}
                  error={invalid('subject')}
                  helperText={help('subject')}
                />
              )}
            />
            <TextField
              required
              name="study_hours"
              type="number"
              label={intl.formatMessage(curriculumMessages.allocatedHours)}
              value={values.hours}
              onChange={(event) => set('hours', event.target.value)}
              error={invalid('hours')}
              helperText={help('hours')}
              slotProps={{ htmlInput: { min: 1, max: MAX_HOURS, step: 1, inputMode: 'numeric' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained">
            <FormattedMessage {...sharedMessages.add} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
