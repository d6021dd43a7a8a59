import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import type { InstitutionRef } from '@/api/types';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { NumberInput, PickInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { checkPinfl } from '@/lib/pinfl';
import { notifyError } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { findCitizen } from '../api/find-citizen';
import { DOCTORATE_KINDS, scienceKeys, STUDY_FORMS } from '../api/types';
import { scienceMessages } from '../messages';
import {
  DOCTORAL_CONFLICTS,
  doctoralFieldOf,
  NAME_MAX_LENGTH,
  personOf,
  SPECIALTY_MAX_LENGTH,
  statusChoices,
  THEME_MAX_LENGTH,
  validateDoctoralForm,
  type DoctoralFieldKey,
  type DoctoralFormValues,
  type PersonValues,
} from './doctoral-form';
import { useScienceLabels } from './labels';
import { StaffPicker } from './StaffPicker';

interface Props {
  mode: 'create' | 'update';
  initial: DoctoralFormValues;
  thisYear: number;
  institution?: InstitutionRef;
  /** A student whose defence is recorded: DEFENDED, which the form neither sets nor takes away. */
  defended?: boolean;
  submitting: boolean;
  error: unknown;
  onSubmit(values: DoctoralFormValues, ministry: boolean): void;
  onCancel(): void;
}

/** A doctoral student: first the person, found by PINFL so that nobody is entered twice, then their doctorate. */
export function DoctoralStudentForm({ mode, initial, thisYear, institution, defended = false, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useScienceLabels();
  const choices = useInstitutionChoices();
  const queryClient = useQueryClient();
  const form = useValidatedForm<DoctoralFormValues, DoctoralFieldKey>({
    initial,
    validate: (values) => validateDoctoralForm(values, choices.ministry, thisYear),
    onValid: (values) => onSubmit(values, choices.ministry),
    error,
    serverFields: doctoralFieldOf,
    conflicts: DOCTORAL_CONFLICTS,
  });
  const { values } = form;
  const [found, setFound] = useState<boolean | null>(mode === 'update' ? true : null);
  const [searching, setSearching] = useState(false);
  const [badPinfl, setBadPinfl] = useState(false);
  const label = (message: keyof typeof scienceMessages) => intl.formatMessage(scienceMessages[message]);
  const person = values.citizen;
  const setPerson = (patch: Partial<PersonValues>) => form.set('citizen', { ...person, ...patch });
  const personField = <F extends keyof PersonValues>(field: F) =>
    form.bindTo(`citizen.${field}`, person[field], (value: PersonValues[F]) => setPerson({ [field]: value } as Partial<PersonValues>));
  const institutions = institution && !choices.institutions.some((item) => item.id === institution.id) ? [institution, ...choices.institutions] : choices.institutions;

  const search = async () => {
    const pinfl = person.pinfl.trim();
    if (!checkPinfl(pinfl).ok) {
      setBadPinfl(true);
      return;
    }
    setSearching(true);
    try {
      const citizen = await queryClient.fetchQuery({ queryKey: scienceKeys.citizen(pinfl), queryFn: () => findCitizen(pinfl), staleTime: 0 });
      form.set('citizen', personOf(citizen, pinfl, person));
      setFound(citizen !== null);
    } catch (failure) {
      if (!fieldErrors(failure).pinfl) notifyError(failure);
    } finally {
      setSearching(false);
    }
  };

  return (
    <DatePickersProvider>
      <FormCard name="doctoral" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
        {choices.ministry && (
          <Grid size={12}>
            <PickInput
              {...form.bind('institution_id')}
              required
              label={label('institution')}
              options={institutions}
              loading={choices.loading}
              disabled={mode === 'update'}
              optionLabel={(option) => localized(option.name, language)}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput
            {...personField('pinfl')}
            onChange={(pinfl) => {
              setBadPinfl(false);
              setPerson({ pinfl });
            }}
            error={badPinfl || form.invalid('citizen.pinfl')}
            helperText={badPinfl ? intl.formatMessage(sharedMessages.pinfl) : form.help('citizen.pinfl')}
            required
            inputMode="numeric"
            maxLength={14}
            normalize={(text) => text.replace(/\D/g, '').slice(0, 14)}
            label={label('doctoralPinfl')}
            hint={found === null ? label('doctoralPinflHint') : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 'auto' }}>
          <Button variant="outlined" size="large" startIcon={<SearchIcon />} loading={searching} onClick={() => void search()} sx={{ height: 56 }}>
            {label('doctoralPinflSearch')}
          </Button>
        </Grid>
        {found !== null && mode === 'create' && (
          <Grid size={12}>
            <Alert severity={found ? 'success' : 'info'} data-testid="citizen-lookup">
              {label(found ? 'doctoralCitizenFound' : 'doctoralCitizenNew')}
            </Alert>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput {...personField('last_name')} required maxLength={NAME_MAX_LENGTH} label={label('doctoralLastName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput {...personField('first_name')} required maxLength={NAME_MAX_LENGTH} label={label('doctoralFirstName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput {...personField('middle_name')} maxLength={NAME_MAX_LENGTH} label={label('doctoralMiddleName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <DateInput {...personField('birth_date')} birth required label={label('doctoralBirthDate')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput
            {...personField('gender')}
            required
            label={label('doctoralGender')}
            options={[
              { value: '1', label: label('doctoralGenderMan') },
              { value: '2', label: label('doctoralGenderWoman') },
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput
            {...personField('passport')}
            required
            maxLength={12}
            normalize={(text) => text.toUpperCase().replace(/\s/g, '').slice(0, 9)}
            label={label('doctoralPassport')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput {...form.bind('kind')} required label={label('doctoralKind')} options={DOCTORATE_KINDS.map((kind) => ({ value: kind, label: labels.doctorateKind(kind) }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput {...form.bind('form')} required label={label('doctoralForm')} options={STUDY_FORMS.map((code) => ({ value: code, label: labels.studyForm(code) }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StaffPicker
            name="supervisor"
            required
            label={label('doctoralSupervisor')}
            value={values.supervisor}
            onChange={(supervisor) => form.set('supervisor', supervisor)}
            error={form.invalid('supervisor')}
            helperText={form.help('supervisor')}
          />
        </Grid>
        <Grid size={12}>
          <TextInput {...form.bind('theme')} required multiline maxLength={THEME_MAX_LENGTH} label={label('doctoralTheme')} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput {...form.bind('specialty')} required maxLength={SPECIALTY_MAX_LENGTH} label={label('doctoralSpecialty')} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <SelectInput {...form.bind('course')} required label={label('doctoralCourse')} options={(['1', '2', '3'] as const).map((course) => ({ value: course, label: course }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <NumberInput {...form.bind('admission_year')} required min={1990} max={thisYear + 1} label={label('doctoralAdmissionYear')} />
        </Grid>
        <Grid size={{ xs: 12, md: 2 }}>
          <SelectInput
            {...form.bind('status')}
            required
            disabled={defended}
            hint={defended ? label('doctoralDefendedByDefence') : undefined}
            label={label('doctoralStatus')}
            options={statusChoices(defended).map((status) => ({ value: status, label: labels.doctoralStatus(status) }))}
          />
        </Grid>
      </FormCard>
    </DatePickersProvider>
  );
}
