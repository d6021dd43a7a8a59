import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Binding } from '@/components/form/use-validated-form';
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
  required?: boolean;
  /** Shown under the field while it has no complaint. */
  hint?: string;
  size?: 'small' | 'medium';
}

/** The text field of a picker: its binding's name, complaint or hint, and the search hint inside. */
function pickerInput(params: AutocompleteRenderInputParams, binding: Binding<unknown>, { label, required, hint, size }: FieldProps, placeholder: string) {
  return (
    <TextField
      {...params}
      name={binding.name}
      label={label}
      required={required}
      size={size}
      error={binding.error}
      helperText={binding.helperText ?? hint}
      placeholder={placeholder}
    />
  );
}

/** Several subjects of the catalogue, found by code or name on the server. */
export function SubjectMultiPicker(props: FieldProps & Binding<SubjectRef[]>) {
  const { id, value, onChange } = props;
  const intl = useIntl();
  const label = useSubjectLabel();
  const { input, setInput, options, loading } = useServerSearch();
  return (
    <Autocomplete
      id={id}
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
      renderInput={(params) => pickerInput(params, props, props, intl.formatMessage(pickerMessages.typeToSearch))}
    />
  );
}

/** One subject of the catalogue (a row of a table), found by code or name on the server. */
export function SubjectPicker(props: FieldProps & Binding<SubjectRef | null>) {
  const { id, value, onChange } = props;
  const intl = useIntl();
  const label = useSubjectLabel();
  const { setInput, options, loading } = useServerSearch();
  // The chosen subject stays among the options while another search is shown.
  const shown = value && !options.some((option) => option.id === value.id) ? [value, ...options] : options;
  return (
    <Autocomplete
      id={id}
      options={shown}
      loading={loading}
      value={value}
      onInputChange={(_, text, reason) => setInput(reason === 'input' ? text : '')}
      onChange={(_, selected) => onChange(selected)}
      filterOptions={(found) => found}
      getOptionLabel={label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={intl.formatMessage(pickerMessages.noOptions)}
      renderInput={(params) => pickerInput(params, props, { size: 'small', ...props }, intl.formatMessage(pickerMessages.typeToSearch))}
    />
  );
}
