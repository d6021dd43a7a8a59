import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { notifySuccess } from '@/store/notifications';
import { useSaveJournalSettings } from '../api/save-journal-settings';
import type { JournalSettings } from '../api/types';
import { settingsMessages } from '../messages';
import { GPA_RANGE, SETTING_RANGES, toSettings, toValues, validateSettings, type SettingsValues } from './settings-form';

interface Props {
  institutionId: number;
  settings: JournalSettings;
  onCancel(): void;
}

/**
 * The recording window, the closing of control sheets, the absence thresholds and the GPA of
 * promotion (credit system) of an institution.
 */
export function SettingsForm({ institutionId, settings, onCancel }: Props) {
  const intl = useIntl();
  const save = useSaveJournalSettings(institutionId);
  const form = useValidatedForm<SettingsValues>({
    initial: toValues(settings),
    validate: validateSettings,
    onValid: (values) => save.mutate(toSettings(values, settings.version), { onSuccess: () => notifySuccess(settingsMessages.saved) }),
    error: save.error,
    id: 'journal-settings',
  });
  const number = (key: keyof typeof SETTING_RANGES, label: typeof settingsMessages.windowDays, hint?: typeof settingsMessages.windowDays) => (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <NumberInput {...form.bind(key)} required min={SETTING_RANGES[key].min} max={SETTING_RANGES[key].max} label={intl.formatMessage(label)} hint={hint && intl.formatMessage(hint)} />
    </Grid>
  );
  return (
    <FormCard name="journal-settings" submitting={save.isPending} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <FormattedMessage {...settingsMessages.rollSection} />
        </Typography>
      </Grid>
      {number('window_days', settingsMessages.windowDays, settingsMessages.windowDaysHint)}
      {number('sheet_close_days', settingsMessages.sheetCloseDays, settingsMessages.sheetCloseDaysHint)}
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <FormattedMessage {...settingsMessages.thresholdSection} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...settingsMessages.hoursHint} />
        </Typography>
      </Grid>
      {number('warning_hours', settingsMessages.warningHours)}
      {number('reprimand_hours', settingsMessages.reprimandHours)}
      {number('expulsion_hours', settingsMessages.expulsionHours)}
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          <FormattedMessage {...settingsMessages.promotionSection} />
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <NumberInput
          {...form.bind('promotion_gpa_limit')}
          required
          min={GPA_RANGE.min}
          max={GPA_RANGE.max}
          step={GPA_RANGE.step}
          label={intl.formatMessage(settingsMessages.promotionGpaLimit)}
        />
      </Grid>
    </FormCard>
  );
}
