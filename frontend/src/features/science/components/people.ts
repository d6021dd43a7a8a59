/** A row naming a person: a staff member of the institution or someone from outside, by name. */
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { scienceMessages } from '../messages';
import type { StaffChoice } from './StaffPicker';

export interface PersonRow {
  /** Tells rows apart while they are added and removed. */
  key: number;
  fromStaff: boolean;
  staff: StaffChoice | null;
  outside_name: string;
}

let nextKey = 1;
export const rowKey = () => nextKey++;

export const OUTSIDE_NAME_MAX_LENGTH = 255;

/** What is wrong with a row's person: no staff member chosen, no name given, or a staff member twice. */
export function personError(row: PersonRow, earlier: readonly PersonRow[]): FieldError | undefined {
  if (row.fromStaff) {
    if (!row.staff) return { message: sharedMessages.required };
    if (earlier.some((other) => other.fromStaff && other.staff?.id === row.staff?.id)) return { message: scienceMessages.personTwice };
    return undefined;
  }
  const name = row.outside_name.trim();
  if (!name) return { message: sharedMessages.required };
  if (name.length > OUTSIDE_NAME_MAX_LENGTH) return { message: sharedMessages.maxLength, values: { max: OUTSIDE_NAME_MAX_LENGTH } };
  return undefined;
}

/** The person of a row as the API takes it. */
export function personBody(row: PersonRow): { staff_id?: number; outside_name: string } {
  return row.fromStaff && row.staff ? { staff_id: row.staff.id, outside_name: '' } : { outside_name: row.outside_name.trim() };
}

/** A row from what the API answered. */
export function personRow(person: { staff_id?: number | null; outside_name: string; full_name: string }): PersonRow {
  return person.staff_id
    ? { key: rowKey(), fromStaff: true, staff: { id: person.staff_id, full_name: person.full_name }, outside_name: '' }
    : { key: rowKey(), fromStaff: false, staff: null, outside_name: person.outside_name };
}

/** `authors.2.staff_id` (the server's) → `authors.2` (the row's). */
export function rowField(serverKey: string, list: string): string | undefined {
  const match = new RegExp(`^${list}\\.(\\d+)\\.`).exec(serverKey);
  return match ? `${list}.${match[1]}` : undefined;
}
