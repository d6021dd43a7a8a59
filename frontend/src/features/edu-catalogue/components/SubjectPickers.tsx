import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useSubjectSearch } from '../api/get-subjects';
import type { SubjectRef } from '../api/types';
import { pickerMessages } from '../messages';

const DEBOUNCE_MS = 300;

/** What was typed, searched on the server once typing pauses. */
function useServerSearch() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const subjects = useSubjectSearch(search);
  const options: SubjectRef[] = subjects.data?.results ?? [];
  return { input, setInput, options, loading: subjects.isFetching };
}

export function useSubjectLabel() {
  const language = useUi((state) => state.language);
  return (subject: SubjectRef) => `${subject.code} — ${localized(subject.name, language)}`;
}

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/** Several subjects of the catalogue, found by code or name on the server. */
export function SubjectMultiPicker({ value, onChange, ...field }: FieldProps & { value: SubjectRef[]; onChange(value: SubjectRef[]): void }) {
  const intl = useIntl();
  const label = useSubjectLabel();
  const { input, setInput, options, loading } = useServerSearch();
  return (
    <Autocomplete
      multiple
      options={options}
      loading={loading}
      value={value}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        // Keep what was typed after a choice, so several subjects can be picked from one search.
        if (reason !== 'reset') setInput(text);
      }}
      onChange={(_, selected) => onChange(selected)}
      filterOptions={(found) => found}
      filterSelectedOptions
      disableCloseOnSelect
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={intl.formatMessage(pickerMessages.noOptions)}
      renderInput={(params) => <TextField {...params} {...field} placeholder={intl.formatMessage(pickerMessages.typeToSearch)} />}
    />
  );
}

/** One subject of the catalogue (a row of a table), found by code or name on the server. */
export function SubjectPicker({ value, onChange, ...field }: FieldProps & { value: SubjectRef | null; onChange(value: SubjectRef | null): void }) {
  const intl = useIntl();
  const label = useSubjectLabel();
  const { setInput, options, loading } = useServerSearch();
  // The chosen subject stays among the options while another search is shown.
  const shown = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      options={shown}
      loading={loading}
      value={value}
      onInputChange={(_, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_, selected) => onChange(selected)}
      filterOptions={(found) => found}
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={intl.formatMessage(pickerMessages.noOptions)}
      renderInput={(params) => <TextField {...params} {...field} size="small" placeholder={intl.formatMessage(pickerMessages.typeToSearch)} />}
    />
  );
}
