/** Values, checks and request body of the order form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { NEEDS_GROUP, NEEDS_REASON, type Choice, type Order, type OrderKind, type OrderWrite } from '../api/types';

export interface OrderFormValues {
  number: string;
  date: Dayjs | null;
  kind: OrderKind;
  purpose: string;
  body: string;
  basis: string;
  /** The group whose students the picker offers. */
  edu_group_id: number | null;
  /** The students named, kept across groups. */
  students: Choice[];
  /** One reason for every student (an expulsion, a leave). */
  reason: string;
  /** The group every student moves to (a transfer, promotion, repeated year). */
  to_edu_group_id: number | null;
}

export type OrderFormErrors = Partial<Record<keyof OrderFormValues, FieldError>>;

export function emptyOrderForm(): OrderFormValues {
  return { number: '', date: dayjs(), kind: 'EXPULSION', purpose: '', body: '', basis: '', edu_group_id: null, students: [], reason: '', to_edu_group_id: null };
}

export function fromOrder(order: Order): OrderFormValues {
  return {
    number: order.number,
    date: dayjs(order.date),
    kind: order.kind,
    purpose: order.purpose,
    body: order.body,
    basis: order.basis,
    edu_group_id: null,
    students: order.items.map((i) => ({ id: i.student_id, name: i.student_name })),
    reason: order.items[0]?.reason ?? '',
    to_edu_group_id: order.items[0]?.to_edu_group_id ?? null,
  };
}

/** The server's rules: a number, a date, at least one student, a reason or a group where the kind needs one. */
export function validateOrderForm(values: OrderFormValues): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const required = { message: sharedMessages.required };
  if (!values.number.trim()) errors.number = required;
  if (!values.date?.isValid()) errors.date = required;
  if (values.students.length === 0) errors.students = required;
  if (NEEDS_REASON.includes(values.kind) && !values.reason.trim()) errors.reason = required;
  if (NEEDS_GROUP.includes(values.kind) && values.to_edu_group_id === null) errors.to_edu_group_id = required;
  return errors;
}

export function toOrderBody(values: OrderFormValues, version?: number): OrderWrite {
  const group = NEEDS_GROUP.includes(values.kind) || values.kind === 'REINSTATEMENT' ? values.to_edu_group_id : null;
  return {
    number: values.number.trim(),
    date: values.date?.format('YYYY-MM-DD') ?? '',
    kind: values.kind,
    purpose: values.purpose.trim(),
    body: values.body.trim(),
    basis: values.basis.trim(),
    items: values.students.map((s) => ({ student_id: s.id, reason: values.reason.trim(), to_edu_group_id: group })),
    version,
  };
}
