import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, SelectInput, SwitchInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { Money } from '@/components/Money';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { CURRENCIES, MEMBER_ROLES, PROJECT_KINDS, type MemberRole } from '../api/types';
import { scienceMessages } from '../messages';
import { useScienceLabels } from './labels';
import { PersonRowFields } from './PersonRowFields';
import {
  NAME_MAX_LENGTH,
  newFunding,
  newMember,
  NUMBER_MAX_LENGTH,
  PROJECT_CONFLICTS,
  projectFieldOf,
  totalOf,
  validateProjectForm,
  type FundingRow,
  type MemberRow,
  type ProjectFieldKey,
  type ProjectFormValues,
} from './project-form';

interface Props {
  mode: 'create' | 'update';
  initial: ProjectFormValues;
  institution?: InstitutionRef;
  submitting: boolean;
  error: unknown;
  onSubmit(values: ProjectFormValues, ministry: boolean): void;
  onCancel(): void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A research project: its kind, number and contract, its dates, the funding of each year and its members (one leader). */
export function ProjectForm({ mode, initial, institution, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useScienceLabels();
  const choices = useInstitutionChoices();
  const form = useValidatedForm<ProjectFormValues, ProjectFieldKey>({
    initial,
    validate: (values) => validateProjectForm(values, choices.ministry),
    onValid: (values) => onSubmit(values, choices.ministry),
    error,
    serverFields: projectFieldOf,
    conflicts: PROJECT_CONFLICTS,
  });
  const { values } = form;
  const institutions = institution && !choices.institutions.some((item) => item.id === institution.id) ? [institution, ...choices.institutions] : choices.institutions;
  const label = (message: keyof typeof scienceMessages) => intl.formatMessage(scienceMessages[message]);
  const setMember = (index: number, patch: Partial<MemberRow>) =>
    form.update({ ...values, members: values.members.map((row, i) => (i === index ? { ...row, ...patch } : row)) }, [`members.${index}`, 'members']);
  const setFunding = (index: number, patch: Partial<FundingRow>) =>
    form.update({ ...values, funding: values.funding.map((row, i) => (i === index ? { ...row, ...patch } : row)) }, [`funding.${index}`]);
  const nextYear = () => {
    const years = values.funding.map((row) => Number(row.year)).filter(Number.isFinite);
    if (years.length) return Math.max(...years) + 1;
    return values.date_from?.isValid() ? values.date_from.year() : '';
  };
  const removeButton = (onClick: () => void, disabled = false) => (
    <Tooltip title={label('remove')}>
      <span>
        <IconButton aria-label={label('remove')} disabled={disabled} onClick={onClick}>
          <DeleteOutlineIcon />
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <DatePickersProvider>
      <FormCard
        name="project"
        submitting={submitting}
        general={form.general}
        onSubmit={form.submit}
        onCancel={onCancel}
        after={
          <>
            <Section title={label('projectFunding')}>
              <Stack spacing={1.5}>
                {values.funding.map((row, index) => (
                  <Stack key={row.key} direction="row" spacing={1.5} alignItems="flex-start" data-testid="funding-row">
                    <TextField
                      size="small"
                      name={`funding.${index}.year`}
                      label={label('projectFundingYear')}
                      value={row.year}
                      onChange={(event) => setFunding(index, { year: event.target.value.replace(/\D/g, '').slice(0, 4) })}
                      sx={{ width: 120 }}
                    />
                    <TextField
                      size="small"
                      name={`funding.${index}.amount`}
                      label={`${label('projectFundingAmount')}, ${labels.currency(values.currency)}`}
                      value={row.amount}
                      onChange={(event) => setFunding(index, { amount: event.target.value })}
                      error={form.invalid(`funding.${index}`)}
                      helperText={form.help(`funding.${index}`)}
                      sx={{ flexGrow: 1, maxWidth: 360 }}
                      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    />
                    {removeButton(() => form.update({ ...values, funding: values.funding.filter((_, i) => i !== index) }, ['funding']))}
                  </Stack>
                ))}
              </Stack>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 1.5 }}>
                <Button startIcon={<AddIcon />} onClick={() => form.update({ ...values, funding: [...values.funding, newFunding(nextYear())] })}>
                  {label('projectAddYear')}
                </Button>
                <Typography color="text.secondary" data-testid="funding-total">
                  {label('projectTotalFunding')}: <Money minor={totalOf(values.funding)} currency={values.currency} />
                </Typography>
              </Stack>
            </Section>
            <Section title={label('projectMembers')}>
              <Stack spacing={1.5}>
                {values.members.map((row, index) => (
                  <Stack key={row.key} direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ md: 'flex-start' }} data-testid="member-row">
                    <PersonRowFields row={row} name={`members.${index}`} error={form.help(`members.${index}`)} onChange={(patch) => setMember(index, patch)} />
                    <TextField
                      select
                      size="small"
                      name={`members.${index}.role`}
                      label={label('projectRole')}
                      value={row.role}
                      onChange={(event) => setMember(index, { role: event.target.value as MemberRole })}
                      sx={{ minWidth: 160 }}
                    >
                      {MEMBER_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {labels.memberRole(role)}
                        </MenuItem>
                      ))}
                    </TextField>
                    {removeButton(() => form.update({ ...values, members: values.members.filter((_, i) => i !== index) }, ['members']), values.members.length === 1)}
                  </Stack>
                ))}
              </Stack>
              {form.help('members') && <FormHelperText error>{form.help('members')}</FormHelperText>}
              <Button sx={{ mt: 1.5 }} startIcon={<AddIcon />} onClick={() => form.update({ ...values, members: [...values.members, newMember('EXECUTOR')] }, ['members'])}>
                {label('projectAddMember')}
              </Button>
            </Section>
          </>
        }
      >
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
        <Grid size={12}>
          <TextInput {...form.bind('name')} required multiline maxLength={NAME_MAX_LENGTH} label={label('projectName')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput {...form.bind('number')} required maxLength={NUMBER_MAX_LENGTH} label={label('projectNumber')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput {...form.bind('kind')} required label={label('projectKind')} options={PROJECT_KINDS.map((kind) => ({ value: kind, label: labels.projectKind(kind) }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput {...form.bind('currency')} required label={label('projectCurrency')} options={CURRENCIES.map((code) => ({ value: code, label: `${code} · ${labels.currency(code)}` }))} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <DateInput {...form.bind('date_from')} required label={label('projectDateFrom')} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <DateInput {...form.bind('date_to')} required label={label('projectDateTo')} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <TextInput {...form.bind('contract_number')} maxLength={NUMBER_MAX_LENGTH} label={label('projectContractNumber')} />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <DateInput {...form.bind('contract_date')} label={label('projectContractDate')} />
        </Grid>
        <Grid size={12}>
          <SwitchInput {...form.bind('foreign')} label={label('projectForeign')} />
        </Grid>
      </FormCard>
    </DatePickersProvider>
  );
}
