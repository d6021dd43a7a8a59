import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** A form's own complaint about one field. */
export type FieldError = { message: MessageDescriptor; values?: Record<string, string | number> };

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
  /** The server's refusals by field, shown when the form has none of its own for the field. */
  server: Record<string, string[]>;
}

/**
 * The state every entity form shares: its values, its own checks (shown after the first submit
 * and then kept current), and the text and error flag each field shows, the form's own complaint
 * first and the server's otherwise.
 */
export function useValidatedForm<V extends object, K extends string = Extract<keyof V, string>>({ initial, validate, onValid, server }: Options<V, K>) {
  const intl = useIntl();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, FieldError>>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Several fields at once, when one choice fills in another (a default taken from it). */
  const setMany = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onValid(values);
  };

  const help = (key: K, serverKey: string = key): string | undefined => {
    const local = errors[key];
    if (local) return intl.formatMessage(local.message, local.values);
    return server[serverKey]?.join(' ');
  };
  const invalid = (key: K, serverKey: string = key) => Boolean(errors[key] || server[serverKey]);

  return { values, set, setMany, submit, help, invalid };
}
