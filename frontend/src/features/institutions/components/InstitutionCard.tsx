import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { Institution } from '../api/types';
import { institutionMessages } from '../messages';
import { useRegionLabel, useTypeLabel } from './labels';
import { CardField } from '@/components/CardField';

const EMPTY = '—';


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
      <CardField name="id" label={institutionMessages.id}>
        {institution.id}
      </CardField>
      <CardField name="name.uz" label={institutionMessages.nameUz}>
        {text(institution.name.uz)}
      </CardField>
      <CardField name="name.uz_cyrl" label={institutionMessages.nameUzCyrl}>
        {text(institution.name.uz_cyrl ?? '')}
      </CardField>
      <CardField name="name.ru" label={institutionMessages.nameRu}>
        {text(institution.name.ru)}
      </CardField>
      <CardField name="name.en" label={institutionMessages.nameEn}>
        {text(institution.name.en)}
      </CardField>
      <CardField name="short_name" label={institutionMessages.shortName}>
        {text(institution.short_name)}
      </CardField>
      <CardField name="code" label={institutionMessages.code}>
        {text(institution.code)}
      </CardField>
      <CardField name="type" label={institutionMessages.type}>
        {typeLabel(institution.type)}
      </CardField>
      <CardField name="region" label={institutionMessages.region}>
        {institution.region ? regionLabel(institution.region) : EMPTY}
      </CardField>
      <CardField name="address" label={institutionMessages.address}>
        {text(institution.address)}
      </CardField>
      <CardField name="phone" label={institutionMessages.phone}>
        {institution.phone ? <Link href={`tel:${institution.phone.replace(/[^\d+]/g, '')}`}>{institution.phone}</Link> : EMPTY}
      </CardField>
      <CardField name="director" label={institutionMessages.director}>
        {text(institution.director)}
      </CardField>
    </Paper>
  );
}
