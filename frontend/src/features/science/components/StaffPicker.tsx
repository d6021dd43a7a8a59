import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useScienceStaff } from '../api/get-science-staff';
import type { ScienceStaff } from '../api/types';

/** The staff member a row names: their id and the name shown. */
export type StaffChoice = Pick<ScienceStaff, 'id' | 'full_name'>;

interface Props {
  label: string;
  value: StaffChoice | null;
  onChange(value: StaffChoice | null): void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  name?: string;
  size?: 'small' | 'medium';
}

/** One staff member of the caller's institution, searched by name as it is typed (GET /science/staff/). */
export function StaffPicker({ label, value, onChange, error, helperText, required, name, size }: Props) {
  const [search, setSearch] = useState('');
  const staff = useScienceStaff(search);
  const found = staff.data?.results ?? [];
  const options = value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={staff.isFetching}
      size={size}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.full_name}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => onChange(chosen ? { id: chosen.id, full_name: chosen.full_name } : null)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setSearch(text.trim());
      }}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} error={error} helperText={helperText} />
      )}
    />
  );
}
