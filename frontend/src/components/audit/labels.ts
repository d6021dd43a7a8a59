/** Labels of codes in the audit trail: known ones from the messages, unknown ones as they are. */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { actionMessages, entityMessages, fieldMessages, valueMessages } from './messages';

function own<T>(table: Record<string, T> | undefined, key: string): T | undefined {
  return table && Object.hasOwn(table, key) ? table[key] : undefined;
}

function label(intl: IntlShape, message: MessageDescriptor | undefined, code: string): string {
  return message ? intl.formatMessage(message) : code;
}

export function actionLabel(intl: IntlShape, action: string): string {
  return label(intl, own(actionMessages, action), action);
}

export function entityLabel(intl: IntlShape, entityType: string): string {
  return label(intl, own(entityMessages, entityType), entityType);
}

export function fieldLabel(intl: IntlShape, entityType: string, field: string): string {
  return label(intl, own(own(fieldMessages, entityType), field), field);
}

/** A coded value's label (a role's level, an institution's type), or null when it has none. */
export function valueLabel(intl: IntlShape, field: string, value: string): string | null {
  const message = own(own(valueMessages, field), value);
  return message ? intl.formatMessage(message) : null;
}

/** The changed fields in the order the entity's labels list them, then any others by name. */
export function orderedFields(entityType: string, fields: readonly string[]): string[] {
  const known = Object.keys(own(fieldMessages, entityType) ?? {});
  const rank = (field: string) => {
    const index = known.indexOf(field);
    return index === -1 ? known.length : index;
  };
  return [...fields].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export type ActionTone = 'success' | 'info' | 'error' | 'warning' | 'default';

/** Colour of an action's tag: creations green, changes blue, deletions and failures red. */
export function actionTone(action: string): ActionTone {
  if (action === 'create') return 'success';
  if (action === 'delete') return 'error';
  if (action === 'login_failed') return 'warning';
  if (action === 'update' || action.startsWith('change_')) return 'info';
  return 'default';
}
