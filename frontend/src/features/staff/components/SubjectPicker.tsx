import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Binding } from '@/components/form/use-validated-form';
import { useCan } from '@/lib/access';
import { useEduSubjectOptions } from '../api/get-edu-subjects';
import type { EduSubjectRef } from '../api/types';
import { staffMessages } from '../messages';
import { useNameOf } from './labels';

const DEBOUNCE_MS = 300;

interface Props extends Binding<EduSubjectRef[]> {
  label: string;
}

/**
 * Subjects of the ministry's catalogue, searched on the server by name or code as one types
 * (the catalogue is too long to load at once). Chosen subjects stay shown while the options change.
 */
export function SubjectPicker({ id, value, onChange, name, label, error, helperText }: Props) {
  const intl = useIntl();
  const nameOf = useNameOf();
  // Reading the catalogue needs edu-subject-view; without it (a 403 ends the session) nothing is asked.
  const canSearch = useCan('edu-subject-view');
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useEduSubjectOptions(term, open && canSearch);

  return (
    <Autocomplete
      id={id}
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data?.results ?? []}
      loading={open && options.isFetching}
      value={value}
      onChange={(_, next) => onChange(next)}
      onInputChange={(_, next) => setInput(next)}
      filterOptions={(all) => all}
      filterSelectedOptions
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => nameOf(option.name)}
      noOptionsText={intl.formatMessage(staffMessages.subjectsNone)}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <Stack>
            <span>{nameOf(option.name)}</span>
            <Typography variant="caption" color="text.secondary">
              {[option.code, option.edu_subject_type ? nameOf(option.edu_subject_type.name) : ''].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          placeholder={value.length === 0 ? intl.formatMessage(staffMessages.subjectsSearch) : undefined}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
