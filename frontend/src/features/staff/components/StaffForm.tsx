import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages, statusMessages } from '@/components/messages';
import { DATE_FORMAT } from '@/lib/format';
import { notifyError } from '@/store/notifications';
import { findCitizen } from '../api/find-citizen';
import { usePositions, useWorkForms } from '../api/get-staff-reference';
import { STAFF_STATUSES, staffKeys, type PositionRef } from '../api/types';
import { genderMessages, staffMessages } from '../messages';
import { useNameOf, useRateText } from './labels';
import {
  emptyRow,
  fromCitizen,
  NAME_MAX_LENGTH,
  newCitizen,
  pinflError,
  rowKey,
  staffServerErrors,
  totalRate,
  validateStaffForm,
  type CitizenValues,
  type PositionRow,
  type StaffFieldKey,
  type StaffFormValues,
} from './staff-form';
import { SubjectPicker } from './SubjectPicker';

interface Props {
  mode: 'create' | 'update';
  initial: StaffFormValues;
  submitting: boolean;
  /** The failed save, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: StaffFormValues): void;
  onCancel(): void;
}

type Lookup = { pinfl: string; found: boolean | null };

const weekday = (day: Dayjs) => day.format('dd');

/** Room for a series typed or pasted with a space ("AA 1234567"), which is taken out. */
const PASSPORT_INPUT_LENGTH = 12;
const passportText = (text: string) => text.toUpperCase().replace(/\s/g, '').slice(0, 9);

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * A staff member: first the PINFL, searched for so that a person already known is reused (their
 * details are filled in; changing them updates that person); otherwise the new person's details
 * (birth date and sex read from the PINFL). Then the status and one or more positions, each with
 * its work form, rate and, for a teaching position, the subjects taught.
 */
export function StaffForm({ mode, initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const nameOf = useNameOf();
  const rateText = useRateText();
  const queryClient = useQueryClient();
  const positions = usePositions();
  const workForms = useWorkForms();
  const server = staffServerErrors(error);
  const { values, set, submit, help, invalid } = useValidatedForm<StaffFormValues, StaffFieldKey>({
    initial,
    validate: validateStaffForm,
    onValid: onSubmit,
    server: server.fields as Record<string, string[]>,
  });
  // The PINFL whose search filled the person (an edited member's own PINFL counts as searched).
  const [lookup, setLookup] = useState<Lookup | null>(mode === 'update' ? { pinfl: initial.citizen.pinfl, found: null } : null);
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<FieldError | string | null>(null);
  const { citizen } = values;
  const searched = lookup !== null && lookup.pinfl === citizen.pinfl.trim();

  const setCitizen = (patch: Partial<CitizenValues>) => set('citizen', { ...citizen, ...patch });
  const setRow = (index: number, patch: Partial<PositionRow>) =>
    set(
      'positions',
      values.positions.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );

  const search = async () => {
    const pinfl = citizen.pinfl.trim();
    const problem = pinflError(pinfl);
    if (problem) {
      setSearchError(problem);
      return;
    }
    setSearchError(null);
    setSearching(true);
    try {
      const found = await queryClient.fetchQuery({ queryKey: staffKeys.citizen(pinfl), queryFn: () => findCitizen(pinfl), staleTime: 0 });
      set('citizen', found ? fromCitizen(found) : newCitizen(citizen, pinfl));
      setLookup({ pinfl, found: found !== null });
    } catch (failure) {
      const texts = fieldErrors(failure).pinfl;
      if (texts?.length) setSearchError(texts.join(' '));
      else notifyError(failure);
    } finally {
      setSearching(false);
    }
  };

  const onFormSubmit = (event: FormEvent) => {
    if (searched) {
      submit(event);
      return;
    }
    event.preventDefault();
    void search();
  };

  const pinflHelp = (): string | undefined => {
    if (searchError) return typeof searchError === 'string' ? searchError : intl.formatMessage(searchError.message, searchError.values);
    if (!searched) return help('citizen.pinfl') ?? intl.formatMessage(staffMessages.pinflHint);
    return help('citizen.pinfl');
  };

  const citizenField = (field: 'last_name' | 'first_name' | 'middle_name' | 'passport', label: string, required = true) => (
    <TextField
      fullWidth
      required={required}
      name={`citizen.${field}`}
      label={label}
      value={citizen[field]}
      onChange={(event) => setCitizen({ [field]: field === 'passport' ? passportText(event.target.value) : event.target.value })}
      error={invalid(`citizen.${field}`)}
      helperText={help(`citizen.${field}`)}
      slotProps={{ htmlInput: { maxLength: field === 'passport' ? PASSPORT_INPUT_LENGTH : NAME_MAX_LENGTH } }}
    />
  );

  // A position of the member that has left the catalogue is still offered, so the row shows it.
  const positionOptions = (row: PositionRow): PositionRef[] => {
    const catalogue = positions.data?.results ?? [];
    return row.position && !catalogue.some((option) => option.id === row.position?.id) ? [row.position, ...catalogue] : catalogue;
  };
  const total = totalRate(values.positions) / 100;
  const listError = help('staff_positions');

  return (
    <Paper variant="outlined" component="form" onSubmit={onFormSubmit} noValidate sx={{ p: 3 }} data-testid="staff-form">
      <SectionTitle>
        <FormattedMessage {...staffMessages.personSection} />
      </SectionTitle>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="citizen.pinfl"
            label={intl.formatMessage(staffMessages.pinfl)}
            value={citizen.pinfl}
            onChange={(event) => {
              setSearchError(null);
              setCitizen({ pinfl: event.target.value.replace(/\D/g, '').slice(0, 14) });
            }}
            error={Boolean(searchError) || invalid('citizen.pinfl')}
            helperText={pinflHelp()}
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 'auto' }}>
          <Button variant="outlined" size="large" startIcon={<SearchIcon />} onClick={() => void search()} loading={searching} sx={{ height: 56 }}>
            <FormattedMessage {...staffMessages.pinflSearch} />
          </Button>
        </Grid>
      </Grid>

      {searched && (
        <>
          {lookup?.found !== null && lookup?.found !== undefined && (
            <Alert severity={lookup.found ? 'success' : 'info'} sx={{ mt: 2 }} data-testid="citizen-lookup">
              <FormattedMessage {...(lookup.found ? staffMessages.citizenFound : staffMessages.citizenNew)} />
            </Alert>
          )}
          <Grid container spacing={2} sx={{ mt: 0.5 }}>
            <Grid size={{ xs: 12, md: 4 }}>{citizenField('last_name', intl.formatMessage(staffMessages.lastName))}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{citizenField('first_name', intl.formatMessage(staffMessages.firstName))}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>{citizenField('middle_name', intl.formatMessage(staffMessages.middleName), false)}</Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <DatePicker
                label={intl.formatMessage(staffMessages.birthDate)}
                value={citizen.birth_date}
                onChange={(value) => setCitizen({ birth_date: value })}
                format={DATE_FORMAT}
                dayOfWeekFormatter={weekday}
                disableFuture
                minDate={dayjs('1900-01-01')}
                openTo="year"
                slotProps={{
                  textField: {
                    required: true,
                    fullWidth: true,
                    name: 'citizen.birth_date',
                    error: invalid('citizen.birth_date'),
                    helperText: help('citizen.birth_date'),
                  },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                select
                fullWidth
                required
                name="citizen.gender"
                label={intl.formatMessage(staffMessages.gender)}
                value={citizen.gender}
                onChange={(event) => setCitizen({ gender: event.target.value as CitizenValues['gender'] })}
                error={invalid('citizen.gender')}
                helperText={help('citizen.gender')}
              >
                {(['1', '2'] as const).map((code) => (
                  <MenuItem key={code} value={code}>
                    {intl.formatMessage(genderMessages[code])}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>{citizenField('passport', intl.formatMessage(staffMessages.passport))}</Grid>
          </Grid>

          <Divider sx={{ my: 3 }} />
          <SectionTitle>
            <FormattedMessage {...staffMessages.positionsSection} />
          </SectionTitle>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextField
                select
                fullWidth
                required
                name="status"
                label={intl.formatMessage(staffMessages.status)}
                value={values.status}
                onChange={(event) => set('status', event.target.value as StaffFormValues['status'])}
                error={invalid('status')}
                helperText={help('status')}
              >
                {STAFF_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {intl.formatMessage(statusMessages[status])}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>

          <Stack spacing={2}>
            {values.positions.map((row, index) => {
              const removeLabel = intl.formatMessage(staffMessages.removePosition);
              return (
                <Box
                  key={row.key}
                  role="group"
                  aria-label={intl.formatMessage(staffMessages.positionNumber, { number: index + 1 })}
                  data-testid="position-row"
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
                >
                  <Grid container spacing={2} alignItems="flex-start">
                    <Grid size={{ xs: 12, md: 5 }}>
                      <TextField
                        select
                        fullWidth
                        required
                        name={rowKey(index, 'position_id')}
                        label={intl.formatMessage(staffMessages.position)}
                        value={row.position ? String(row.position.id) : ''}
                        onChange={(event) => {
                          const position = positionOptions(row).find((option) => String(option.id) === event.target.value) ?? null;
                          setRow(index, { position, subjects: position?.is_teaching ? row.subjects : [] });
                        }}
                        error={invalid(rowKey(index, 'position_id'))}
                        helperText={help(rowKey(index, 'position_id'))}
                      >
                        {positionOptions(row).map((option) => (
                          <MenuItem key={option.id} value={String(option.id)}>
                            {nameOf(option.name)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                    <Grid size={{ xs: 12, sm: 7, md: 4 }}>
                      <TextField
                        select
                        fullWidth
                        required
                        name={rowKey(index, 'work_form')}
                        label={intl.formatMessage(staffMessages.workForm)}
                        value={workForms.data ? row.work_form : ''}
                        onChange={(event) => setRow(index, { work_form: event.target.value })}
                        error={invalid(rowKey(index, 'work_form'))}
                        helperText={help(rowKey(index, 'work_form'))}
                      >
                        {(workForms.data?.results ?? []).map((form) => (
                          <MenuItem key={form.code} value={form.code}>
                            {nameOf(form.name)}
                          </MenuItem>
                        ))}
                      </TextField>
                    </Grid>
                    <Grid size={{ xs: 9, sm: 4, md: 2 }}>
                      <TextField
                        fullWidth
                        required
                        type="number"
                        name={rowKey(index, 'rate')}
                        label={intl.formatMessage(staffMessages.rate)}
                        value={row.rate}
                        onChange={(event) => setRow(index, { rate: event.target.value })}
                        error={invalid(rowKey(index, 'rate'))}
                        helperText={help(rowKey(index, 'rate'))}
                        slotProps={{ htmlInput: { min: 0.05, max: 1.5, step: 0.05, inputMode: 'decimal' } }}
                      />
                    </Grid>
                    <Grid size={{ xs: 3, sm: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
                      <Tooltip title={removeLabel}>
                        <span>
                          <IconButton
                            aria-label={removeLabel}
                            color="error"
                            disabled={values.positions.length === 1}
                            onClick={() =>
                              set(
                                'positions',
                                values.positions.filter((_, i) => i !== index),
                              )
                            }
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Grid>
                    {row.position?.is_teaching && (
                      <Grid size={12}>
                        <SubjectPicker
                          name={rowKey(index, 'edu_subject_ids')}
                          label={intl.formatMessage(staffMessages.subjects)}
                          value={row.subjects}
                          onChange={(subjects) => setRow(index, { subjects })}
                          error={invalid(rowKey(index, 'edu_subject_ids'))}
                          helperText={help(rowKey(index, 'edu_subject_ids'))}
                        />
                      </Grid>
                    )}
                  </Grid>
                </Box>
              );
            })}
          </Stack>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 1.5 }}>
            <Button startIcon={<AddIcon />} onClick={() => set('positions', [...values.positions, { ...emptyRow(), rate: '' }])}>
              <FormattedMessage {...staffMessages.addPosition} />
            </Button>
            <Typography variant="body2" color="text.secondary" data-testid="rate-total">
              <FormattedMessage {...staffMessages.rateTotal} values={{ total: rateText(total) }} />
            </Typography>
          </Stack>
          {listError && (
            <FormHelperText error data-testid="positions-error">
              {listError}
            </FormHelperText>
          )}
          {server.other.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {server.other.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          )}
        </>
      )}

      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 3 }}>
        <Button onClick={onCancel}>
          <FormattedMessage {...sharedMessages.cancel} />
        </Button>
        {searched && (
          <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
