import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useEduSubject, useEduSubjectOptions } from '../api/get-edu-subjects';
import type { EduSubjectRef } from '../api/types';
import { staffMessages } from '../messages';
import { useNameOf } from './labels';

const DEBOUNCE_MS = 300;

interface Props {
  /** The subject id as the URL keeps it. */
  value: string | undefined;
  onChange(value: string | undefined): void;
}

/**
 * A list filter by one subject of the catalogue, searched on the server as one types; a subject
 * from the URL is read by id so that its name shows. Needs edu-subject-view.
 */
export function SubjectFilter({ value, onChange }: Props) {
  const intl = useIntl();
  const nameOf = useNameOf();
  const id = value && /^\d+$/.test(value) ? Number(value) : null;
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(input), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const options = useEduSubjectOptions(term, open);
  const chosen = useEduSubject(id);
  const selected: EduSubjectRef | null = chosen.data ?? options.data?.results.find((option) => option.id === id) ?? null;

  return (
    <Autocomplete
      size="small"
      sx={{ minWidth: 260, maxWidth: 360 }}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data?.results ?? []}
      loading={open && options.isFetching}
      value={id === null ? null : selected}
      onChange={(_, next) => onChange(next ? String(next.id) : undefined)}
      onInputChange={(_, next) => setInput(next)}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => nameOf(option.name)}
      noOptionsText={intl.formatMessage(staffMessages.subjectsNone)}
      renderInput={(params) => <TextField {...params} name="edu_subject_id" label={intl.formatMessage(staffMessages.subjectFilter)} />}
    />
  );
}
