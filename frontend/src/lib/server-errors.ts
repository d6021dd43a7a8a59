import { ApiError, fieldErrors } from '@/api/client';

/**
 * Field errors of a failed save: the 422 envelope's `fields`, plus the messages of a conflict
 * whose code belongs to one field (a name already taken, an overlapping period), so that the
 * server's words also appear under the field they are about.
 */
export function serverFieldErrors(error: unknown, codeFields: Readonly<Record<string, string>> = {}): Record<string, string[]> {
  const fields = fieldErrors(error);
  if (!(error instanceof ApiError) || error.messages.length === 0) return fields;
  const field = codeFields[error.code];
  if (!field || fields[field]) return fields;
  return { ...fields, [field]: error.messages };
}
