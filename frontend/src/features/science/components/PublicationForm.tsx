import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { NumberInput, PickInput, SelectInput, SwitchInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { INDEXINGS, PUBLICATION_KINDS, SUB_KINDS, type PublicationKind } from '../api/types';
import { scienceMessages } from '../messages';
import { useScienceLabels } from './labels';
import {
  newAuthor,
  publicationFieldOf,
  SOURCE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  validatePublicationForm,
  type AuthorRow,
  type PublicationFieldKey,
  type PublicationFormValues,
} from './publication-form';
import { PersonRowFields } from './PersonRowFields';

interface Props {
  mode: 'create' | 'update';
  initial: PublicationFormValues;
  thisYear: number;
  /** The publication's own institution, shown even when it is not among the choices. */
  institution?: InstitutionRef;
  /** A staff member entering their own work: the institution is theirs. */
  own?: boolean;
  submitting: boolean;
  error: unknown;
  onSubmit(values: PublicationFormValues, ministry: boolean): void;
  onCancel(): void;
}

/**
 * A publication: its kind and sub-kind, title, year, source, DOI, the databases that index it,
 * and its authors in their order: staff members (each confirms their authorship later from their
 * own account) or people from outside, exactly one of them the main author.
 */
export function PublicationForm({ mode, initial, thisYear, institution, own = false, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useScienceLabels();
  const choices = useInstitutionChoices();
  const ministry = choices.ministry && !own;
  const form = useValidatedForm<PublicationFormValues, PublicationFieldKey>({
    initial,
    validate: (values) => validatePublicationForm(values, ministry, thisYear),
    onValid: (values) => onSubmit(values, ministry),
    error,
    serverFields: publicationFieldOf,
  });
  const { values } = form;
  const institutions = institution && !choices.institutions.some((item) => item.id === institution.id) ? [institution, ...choices.institutions] : choices.institutions;
  const setAuthor = (index: number, patch: Partial<AuthorRow>) =>
    form.update(
      { ...values, authors: values.authors.map((row, i) => (i === index ? { ...row, ...patch } : row)) },
      [`authors.${index}`, 'authors'],
    );
  const setMain = (index: number) =>
    form.update({ ...values, authors: values.authors.map((row, i) => ({ ...row, main: i === index })) }, ['authors']);
  const kindOptions = PUBLICATION_KINDS.map((kind) => ({ value: kind, label: labels.publicationKind(kind) }));
  const subKinds = values.kind ? SUB_KINDS[values.kind] : [];
  const authorsError = form.help('authors');

  return (
    <FormCard
      name="publication"
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onCancel={onCancel}
      after={
        <Box sx={{ mt: 3 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {intl.formatMessage(scienceMessages.publicationAuthors)}
          </Typography>
          <Stack spacing={1.5}>
            {values.authors.map((row, index) => (
              <Stack
                key={row.key}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1.5}
                alignItems={{ md: 'flex-start' }}
                role="group"
                aria-label={`${intl.formatMessage(scienceMessages.publicationAuthors)} ${index + 1}`}
                data-testid="author-row"
              >
                <PersonRowFields row={row} name={`authors.${index}`} error={form.help(`authors.${index}`)} onChange={(patch) => setAuthor(index, patch)} />
                <FormControlLabel
                  sx={{ flexShrink: 0, mt: 0.5 }}
                  control={<Radio checked={row.main} onChange={() => setMain(index)} name="main-author" />}
                  label={intl.formatMessage(scienceMessages.publicationMainAuthor)}
                />
                <Tooltip title={intl.formatMessage(scienceMessages.remove)}>
                  <span>
                    <IconButton
                      aria-label={intl.formatMessage(scienceMessages.remove)}
                      disabled={values.authors.length === 1}
                      onClick={() => form.update({ ...values, authors: values.authors.filter((_, i) => i !== index) }, ['authors'])}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
          {authorsError && <FormHelperText error>{authorsError}</FormHelperText>}
          <Button
            sx={{ mt: 1.5 }}
            startIcon={<AddIcon />}
            onClick={() => form.update({ ...values, authors: [...values.authors, newAuthor(null, false)] }, ['authors'])}
          >
            {intl.formatMessage(scienceMessages.publicationAddAuthor)}
          </Button>
        </Box>
      }
    >
      {ministry && (
        <Grid size={12}>
          <PickInput
            {...form.bind('institution_id')}
            required
            label={intl.formatMessage(scienceMessages.institution)}
            options={institutions}
            loading={choices.loading}
            disabled={mode === 'update'}
            optionLabel={(option) => localized(option.name, language)}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('kind')}
          onChange={(kind: PublicationKind | '') => form.setMany({ kind, sub_kind: kind ? SUB_KINDS[kind][0] : '' })}
          required
          label={intl.formatMessage(scienceMessages.publicationKind)}
          options={kindOptions}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput
          {...form.bind('sub_kind')}
          required
          label={intl.formatMessage(scienceMessages.publicationSubKind)}
          options={subKinds.map((code) => ({ value: code, label: labels.subKind(code) }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput {...form.bind('year')} required min={1950} max={thisYear + 1} label={intl.formatMessage(scienceMessages.publicationYear)} />
      </Grid>
      <Grid size={12}>
        <TextInput {...form.bind('title')} required multiline maxLength={TITLE_MAX_LENGTH} label={intl.formatMessage(scienceMessages.publicationTitle)} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <TextInput {...form.bind('source')} maxLength={SOURCE_MAX_LENGTH} label={intl.formatMessage(scienceMessages.publicationSource)} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <TextInput
          {...form.bind('doi')}
          maxLength={300}
          label={intl.formatMessage(scienceMessages.publicationDoi)}
          hint={intl.formatMessage(scienceMessages.publicationDoiHint)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormLabel component="legend">{intl.formatMessage(scienceMessages.publicationIndexing)}</FormLabel>
        <FormGroup row>
          {INDEXINGS.map((code) => (
            <FormControlLabel
              key={code}
              label={labels.indexing(code)}
              control={
                <Checkbox
                  name="indexing"
                  value={code}
                  checked={values.indexing.includes(code)}
                  onChange={(event) =>
                    form.set('indexing', event.target.checked ? [...values.indexing, code] : values.indexing.filter((item) => item !== code))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SwitchInput {...form.bind('foreign')} label={intl.formatMessage(scienceMessages.publicationForeign)} />
      </Grid>
    </FormCard>
  );
}
