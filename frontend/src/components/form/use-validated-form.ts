import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ApiError, fieldErrors } from '@/api/client';

/** A form's own complaint about one field. */
export type FieldError = { message: MessageDescriptor; values?: Record<string, string | number> };

/**
 * What a bound field takes (spread it: `<TextInput {...form.bind('name')} label={...} />`): its
 * name, value and change, and the text under it: the form's own complaint, else the server's.
 */
export interface Binding<T> {
  name: string;
  id?: string;
  value: T;
  onChange(value: T): void;
  error: boolean;
  helperText?: string;
}

/**
 * Where a server's field name goes on the form: a form key, null for a field the form does not
 * show, or (from a function) undefined for the usual rule.
 */
export type ServerFieldMap<K extends string> = Readonly<Record<string, K>> | ((serverKey: string) => K | null | undefined);

/**
 * `K` names the fields errors are shown on: the keys of the values by default; a form with rows
 * names them itself (`positions.0.rate`).
 */
interface Options<V, K extends string> {
  initial: V;
  /** The form's own checks; re-run on every change once the form has been submitted. */
  validate(values: V): Partial<Record<K, FieldError>>;
  /** Called with the values when they pass the form's own checks. */
  onValid(values: V): void;
  /**
   * The failed save. Its envelope's `fields` are shown under the fields they name, its messages
   * under the field a conflict code names (`conflicts`), and everything else in `general`.
   */
  error?: unknown;
  /**
   * The server's field names the form calls otherwise. Without an entry a name is the form's own
   * key, or that key with dots written as underscores (`name.uz` → `name_uz`).
   */
  serverFields?: ServerFieldMap<NoInfer<K>>;
  /** Conflicts (409 codes) that are about one field: a code already taken, an overlap. */
  conflicts?: Readonly<Record<string, NoInfer<K>>>;
  /** Gives each bound field the id `<id>-<key>` (tests and links name them so). */
  id?: string;
}

export interface PlacedErrors {
  /** By form key. */
  fields: Record<string, string[]>;
  /** The refusals no field of the form shows (a stale version, a field it has not): shown above the fields. */
  general: string[];
}

/** The failed save's refusals placed on the form's fields; what belongs to none is general. */
export function placeServerErrors<K extends string>(
  error: unknown,
  known: ReadonlySet<string>,
  serverFields?: ServerFieldMap<K>,
  conflicts: Readonly<Record<string, K>> = {},
): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, general: [] };
  if (!(error instanceof ApiError)) return placed;
  const formKey = (key: string): string | null => {
    const named = typeof serverFields === 'function' ? serverFields(key) : serverFields?.[key];
    if (named !== undefined) return named;
    if (known.has(key)) return key;
    const underscored = key.replace(/\./g, '_');
    return known.has(underscored) ? underscored : null;
  };
  const entries = Object.entries(fieldErrors(error));
  for (const [key, texts] of entries) {
    const field = formKey(key);
    if (field === null) placed.general.push(...texts);
    else placed.fields[field] = [...(placed.fields[field] ?? []), ...texts];
  }
  const conflict = conflicts[error.code];
  if (conflict) {
    if (!placed.fields[conflict]) placed.fields[conflict] = error.messages;
  } else if (entries.length === 0) {
    placed.general.push(...error.messages);
  }
  return placed;
}

/**
 * The state every entity form shares: its values, its own checks (shown after the first submit
 * and then kept current), the server's refusals of the last save placed under their fields (until
 * the field is changed), and a binding per field for the bound inputs of ./fields.
 */
export function useValidatedForm<V extends object, K extends string = Extract<keyof V, string>>({
  initial,
  validate,
  onValid,
  error,
  serverFields,
  conflicts,
  id,
}: Options<V, K>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The server's refusals belong to the values that were sent: a field changed since shows none.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState(error);
  if (failure !== error) {
    setFailure(error);
    setEdited(new Set());
  }
  const [known] = useState<ReadonlySet<string>>(() => new Set(Object.keys(initial)));
  const server = placeServerErrors(error, known, serverFields, conflicts);

  const touch = (key: string) => {
    if (!edited.has(key)) setEdited(new Set(edited).add(key));
  };

  const apply = (next: V, keys: readonly string[]) => {
    setValues(next);
    keys.forEach(touch);
    if (submitted) setErrors(validate(next));
  };

  const set = <P extends keyof V>(key: P, value: V[P]) => apply({ ...values, [key]: value }, [String(key)]);

  /** Several fields at once, when one choice fills in another (a default taken from it). */
  const setMany = (patch: Partial<V>) => apply({ ...values, ...patch }, Object.keys(patch));

  /** A change that is not one field's (a row added or removed); `touched` are the keys whose server errors it ends. */
  const update = (next: V, touched: readonly string[] = []) => apply(next, touched);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  const help = (key: K): string | undefined => {
    const local = errors[key];
    if (local) return intl.formatMessage(local.message, local.values);
    if (edited.has(key)) return undefined;
    return server.fields[key]?.join(' ');
  };
  const invalid = (key: K) => help(key) !== undefined;

  /** A binding whose value and change are given: a cell of a row, a field kept outside the values. */
  const bindTo = <T>(key: K, value: T, onChange: (value: T) => void): Binding<T> => ({
    name: key,
    id: id ? `${id}-${key}` : undefined,
    value,
    onChange: (next) => {
      touch(key);
      onChange(next);
    },
    error: invalid(key),
    helperText: help(key),
  });

  /** The binding of one of the values. */
  const bind = <P extends keyof V & K>(key: P): Binding<V[P]> => bindTo(key, values[key], (value) => set(key, value));

  return { values, set, setMany, update, submit, help, invalid, bind, bindTo, general: server.general };
}
