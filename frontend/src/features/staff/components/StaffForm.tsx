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
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { DateInput } from '@/components/form/date-fields';
import { NumberInput, SelectInput, TextInput } from '@/components/form/fields';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages, statusMessages } from '@/components/messages';
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
  formFieldOf,
  STAFF_CONFLICTS,
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
  const form = useValidatedForm<StaffFormValues, StaffFieldKey>({
    initial,
    validate: validateStaffForm,
    onValid: onSubmit,
    error,
    serverFields: formFieldOf,
    conflicts: STAFF_CONFLICTS,
  });
  const { values, set, submit, help } = form;
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

  /** The binding of one of the person's fields. */
  const citizenBinding = <F extends Exclude<keyof CitizenValues, 'id'>>(field: F) =>
    form.bindTo(`citizen.${field}`, citizen[field], (value: CitizenValues[F]) => setCitizen({ [field]: value } as Partial<CitizenValues>));
  const citizenField = (field: 'last_name' | 'first_name' | 'middle_name' | 'passport', label: string, required = true) => (
    <TextInput
      {...citizenBinding(field)}
      required={required}
      label={label}
      normalize={field === 'passport' ? passportText : undefined}
      maxLength={field === 'passport' ? PASSPORT_INPUT_LENGTH : NAME_MAX_LENGTH}
    />
  );
  /** The binding of a cell of a position row. */
  const rowBinding = <F extends 'work_form' | 'rate'>(index: number, field: F, row: PositionRow) =>
    form.bindTo(rowKey(index, field), row[field], (value: PositionRow[F]) => setRow(index, { [field]: value } as Partial<PositionRow>));

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
          <TextInput
            {...citizenBinding('pinfl')}
            onChange={(pinfl) => {
              setSearchError(null);
              setCitizen({ pinfl });
            }}
            error={Boolean(searchError) || form.invalid('citizen.pinfl')}
            helperText={pinflHelp()}
            normalize={(text) => text.replace(/\D/g, '').slice(0, 14)}
            required
            autoComplete="off"
            inputMode="numeric"
            maxLength={14}
            label={intl.formatMessage(staffMessages.pinfl)}
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
              <DateInput {...citizenBinding('birth_date')} birth required label={intl.formatMessage(staffMessages.birthDate)} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                {...citizenBinding('gender')}
                required
                label={intl.formatMessage(staffMessages.gender)}
                options={(['1', '2'] as const).map((code) => ({ value: code, label: intl.formatMessage(genderMessages[code]) }))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>{citizenField('passport', intl.formatMessage(staffMessages.passport))}</Grid>
          </Grid>

          <Divider sx={{ my: 3 }} />
          <SectionTitle>
            <FormattedMessage {...staffMessages.positionsSection} />
          </SectionTitle>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                {...form.bind('status')}
                required
                label={intl.formatMessage(staffMessages.status)}
                options={STAFF_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusMessages[status]) }))}
              />
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
                      <SelectInput
                        {...form.bindTo(rowKey(index, 'position_id'), row.position?.id ?? null, (id) => {
                          const position = positionOptions(row).find((option) => option.id === id) ?? null;
                          setRow(index, { position, subjects: position?.is_teaching ? row.subjects : [] });
                        })}
                        required
                        label={intl.formatMessage(staffMessages.position)}
                        options={positionOptions(row).map((option) => ({ value: option.id, label: nameOf(option.name) }))}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 7, md: 4 }}>
                      <SelectInput
                        {...rowBinding(index, 'work_form', row)}
                        required
                        label={intl.formatMessage(staffMessages.workForm)}
                        options={(workForms.data?.results ?? []).map((option) => ({ value: option.code, label: nameOf(option.name) }))}
                      />
                    </Grid>
                    <Grid size={{ xs: 9, sm: 4, md: 2 }}>
                      <NumberInput {...rowBinding(index, 'rate', row)} required label={intl.formatMessage(staffMessages.rate)} min={0.05} max={1.5} step={0.05} />
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
                          {...form.bindTo(rowKey(index, 'edu_subject_ids'), row.subjects, (subjects) => setRow(index, { subjects }))}
                          label={intl.formatMessage(staffMessages.subjects)}
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
          {form.general.length > 0 && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="staff-error">
              {form.general.map((text) => (
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
