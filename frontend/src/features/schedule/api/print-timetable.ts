import { downloadBlob, saveBlob } from '@/api/transfer';
import type { CalendarTarget } from './types';

/** Downloads the A4 PDF of the teaching week (Monday to Saturday) that holds `date` (YYYY-MM-DD). */
export async function printTimetable(target: CalendarTarget, date: string): Promise<void> {
  saveBlob(await downloadBlob('/schedules/timetable/', { ...target, date }), `timetable-${date}.pdf`);
}
