/** Values, validation and request body of the building form. */
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import type { Building, BuildingWrite } from '../api/types';
import { buildingMessages } from '../messages';

export const BUILDING_NAME_MAX_LENGTH = 255;
export const BUILDING_ADDRESS_MAX_LENGTH = 512;
export const MIN_FLOORS = 1;
export const MAX_FLOORS = 50;

export interface BuildingFormValues {
  /** Chosen by a ministry-level role only; an institution-level role works in its own. */
  institution_id: number | null;
  name: string;
  address: string;
  /** As typed, so that an empty or partial number can be told apart from 0. */
  floors: string;
}

export type { FieldError } from '@/components/form/use-validated-form';
import type { FieldError } from '@/components/form/use-validated-form';
export type BuildingFormErrors = Partial<Record<keyof BuildingFormValues, FieldError>>;

export const emptyBuildingForm: BuildingFormValues = { institution_id: null, name: '', address: '', floors: '' };

export function fromBuilding(building: Building): BuildingFormValues {
  return {
    institution_id: building.institution_id,
    name: building.name,
    address: building.address ?? '',
    floors: String(building.floors),
  };
}

/** A whole number written in full (an optional minus and digits), or null. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export function rangeError(text: string, min: number, max: number): FieldError | undefined {
  if (!text.trim()) return { message: sharedMessages.required };
  const value = parseWhole(text);
  if (value === null || value < min || value > max) return { message: sharedMessages.range, values: { min, max } };
  return undefined;
}

/** `ministry`: the role picks the institution, so it is required. */
export function validateBuildingForm(values: BuildingFormValues, ministry: boolean): BuildingFormErrors {
  const errors: BuildingFormErrors = {};
  if (ministry && values.institution_id === null) errors.institution_id = { message: sharedMessages.required };
  const name = values.name.trim();
  if (!name) errors.name = { message: sharedMessages.required };
  else if (name.length > BUILDING_NAME_MAX_LENGTH) errors.name = { message: sharedMessages.maxLength, values: { max: BUILDING_NAME_MAX_LENGTH } };
  if (values.address.trim().length > BUILDING_ADDRESS_MAX_LENGTH)
    errors.address = { message: sharedMessages.maxLength, values: { max: BUILDING_ADDRESS_MAX_LENGTH } };
  const floors = rangeError(values.floors, MIN_FLOORS, MAX_FLOORS);
  if (floors) errors.floors = floors;
  return errors;
}

/** Call after validateBuildingForm found nothing. */
export function toBuildingBody(values: BuildingFormValues, ministry: boolean, version?: number): BuildingWrite {
  const body: BuildingWrite = { name: values.name.trim(), address: values.address.trim(), floors: parseWhole(values.floors) ?? MIN_FLOORS };
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}

export const buildingFieldLabels: Record<keyof BuildingFormValues, MessageDescriptor> = {
  institution_id: buildingMessages.institution,
  name: buildingMessages.name,
  address: buildingMessages.address,
  floors: buildingMessages.floors,
};
