import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { JournalSettings } from '../api/types';
import { settingsMessages } from '../messages';

/** The settings as typed: whole numbers kept as text until saved. */
export interface SettingsValues {
  window_days: string;
  sheet_close_days: string;
  warning_hours: string;
  reprimand_hours: string;
  expulsion_hours: string;
}

/** The bounds the server holds each field to. */
export const SETTING_RANGES: Record<keyof SettingsValues, { min: number; max: number }> = {
  window_days: { min: 0, max: 14 },
  sheet_close_days: { min: 0, max: 30 },
  warning_hours: { min: 1, max: 1000 },
  reprimand_hours: { min: 1, max: 1000 },
  expulsion_hours: { min: 1, max: 1000 },
};

export const toValues = (settings: JournalSettings): SettingsValues => ({
  window_days: String(settings.window_days),
  sheet_close_days: String(settings.sheet_close_days),
  warning_hours: String(settings.warning_hours),
  reprimand_hours: String(settings.reprimand_hours),
  expulsion_hours: String(settings.expulsion_hours),
});

type Errors = Partial<Record<keyof SettingsValues, FieldError>>;

/** Each a whole number in its range; the thresholds rising from warning to expulsion. */
export function validateSettings(values: SettingsValues): Errors {
  const errors: Errors = {};
  for (const [key, range] of Object.entries(SETTING_RANGES) as [keyof SettingsValues, { min: number; max: number }][]) {
    const text = values[key].trim();
    if (text === '') errors[key] = { message: sharedMessages.required };
    else if (!/^\d+$/.test(text) || Number(text) < range.min || Number(text) > range.max) errors[key] = { message: sharedMessages.range, values: range };
  }
  if (!errors.warning_hours && !errors.reprimand_hours && !errors.expulsion_hours) {
    const [warning, reprimand, expulsion] = [values.warning_hours, values.reprimand_hours, values.expulsion_hours].map(Number);
    if (!(warning! < reprimand! && reprimand! < expulsion!)) errors.reprimand_hours = { message: settingsMessages.order };
  }
  return errors;
}

export const toSettings = (values: SettingsValues, version: number): JournalSettings => ({
  window_days: Number(values.window_days),
  sheet_close_days: Number(values.sheet_close_days),
  warning_hours: Number(values.warning_hours),
  reprimand_hours: Number(values.reprimand_hours),
  expulsion_hours: Number(values.expulsion_hours),
  version,
});
