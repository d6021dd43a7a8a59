import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { JournalSettings } from '../api/types';
import { settingsMessages } from '../messages';

/** The settings as typed: numbers kept as text until saved. */
export interface SettingsValues {
  window_days: string;
  sheet_close_days: string;
  warning_hours: string;
  reprimand_hours: string;
  expulsion_hours: string;
  /** The GPA a student on the credit system needs to move to the next course, to a tenth. */
  promotion_gpa_limit: string;
}

type WholeKey = Exclude<keyof SettingsValues, 'promotion_gpa_limit'>;

/** The bounds the server holds each whole-number field to. */
export const SETTING_RANGES: Record<WholeKey, { min: number; max: number }> = {
  window_days: { min: 0, max: 14 },
  sheet_close_days: { min: 0, max: 30 },
  warning_hours: { min: 1, max: 1000 },
  reprimand_hours: { min: 1, max: 1000 },
  expulsion_hours: { min: 1, max: 1000 },
};

/** The promotion GPA: 0 to 5 in tenths; 2.4 where the server has none to say (it always states one). */
export const GPA_RANGE = { min: 0, max: 5, step: 0.1 } as const;
export const DEFAULT_PROMOTION_GPA = 2.4;

export const toValues = (settings: JournalSettings): SettingsValues => ({
  window_days: String(settings.window_days),
  sheet_close_days: String(settings.sheet_close_days),
  warning_hours: String(settings.warning_hours),
  reprimand_hours: String(settings.reprimand_hours),
  expulsion_hours: String(settings.expulsion_hours),
  promotion_gpa_limit: String(settings.promotion_gpa_limit ?? DEFAULT_PROMOTION_GPA),
});

/** "2.4" or "2,4" as 2.4; null for anything but a number with at most one decimal. */
export function parseGpa(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

type Errors = Partial<Record<keyof SettingsValues, FieldError>>;

/** Each a whole number in its range, the GPA to a tenth within 0..5; the thresholds rising from warning to expulsion. */
export function validateSettings(values: SettingsValues): Errors {
  const errors: Errors = {};
  for (const [key, range] of Object.entries(SETTING_RANGES) as [WholeKey, { min: number; max: number }][]) {
    const text = values[key].trim();
    if (text === '') errors[key] = { message: sharedMessages.required };
    else if (!/^\d+$/.test(text) || Number(text) < range.min || Number(text) > range.max) errors[key] = { message: sharedMessages.range, values: range };
  }
  const gpa = parseGpa(values.promotion_gpa_limit);
  if (values.promotion_gpa_limit.trim() === '') errors.promotion_gpa_limit = { message: sharedMessages.required };
  else if (gpa === null || gpa < GPA_RANGE.min || gpa > GPA_RANGE.max) errors.promotion_gpa_limit = { message: settingsMessages.gpaRange, values: { min: GPA_RANGE.min, max: GPA_RANGE.max } };
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
  promotion_gpa_limit: parseGpa(values.promotion_gpa_limit),
  version,
});
