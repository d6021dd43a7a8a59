import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Institution } from '../api/types';
import { institutionMessages } from '../messages';
import { useRegionLabel, useTypeLabel } from './labels';

const EMPTY = '—';

function Field({ label, name, children }: { label: MessageDescriptor; name: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ sm: 2 }}
      sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
      data-field={name}
    >
      <Typography color="text.secondary" sx={{ minWidth: 220 }}>
        <FormattedMessage {...label} />
      </Typography>
      <Typography component="div" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Every field of an institution, read-only; the heading is its name in the current language. */
export function InstitutionCard({ institution }: { institution: Institution }) {
  const language = useUi((state) => state.language);
  const regionLabel = useRegionLabel();
  const typeLabel = useTypeLabel();
  const text = (value: string | undefined) => value?.trim() || EMPTY;
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 2 }} data-testid="institution-card">
      <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }} data-testid="institution-name-heading">
          {localized(institution.name, language)}
        </Typography>
        <Chip size="small" color={institution.type === 'HEI' ? 'primary' : 'secondary'} variant="outlined" label={typeLabel(institution.type)} />
      </Stack>
      <Field name="id" label={institutionMessages.id}>
        {institution.id}
      </Field>
      <Field name="name.uz" label={institutionMessages.nameUz}>
        {text(institution.name.uz)}
      </Field>
      <Field name="name.ru" label={institutionMessages.nameRu}>
        {text(institution.name.ru)}
      </Field>
      <Field name="name.en" label={institutionMessages.nameEn}>
        {text(institution.name.en)}
      </Field>
      <Field name="short_name" label={institutionMessages.shortName}>
        {text(institution.short_name)}
      </Field>
      <Field name="code" label={institutionMessages.code}>
        {text(institution.code)}
      </Field>
      <Field name="type" label={institutionMessages.type}>
        {typeLabel(institution.type)}
      </Field>
      <Field name="region" label={institutionMessages.region}>
        {institution.region ? regionLabel(institution.region) : EMPTY}
      </Field>
      <Field name="address" label={institutionMessages.address}>
        {text(institution.address)}
      </Field>
      <Field name="phone" label={institutionMessages.phone}>
        {institution.phone ? <Link href={`tel:${institution.phone.replace(/[^\d+]/g, '')}`}>{institution.phone}</Link> : EMPTY}
      </Field>
      <Field name="director" label={institutionMessages.director}>
        {text(institution.director)}
      </Field>
    </Paper>
  );
}
