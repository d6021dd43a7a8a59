/** Values, checks and request body of the order form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import { NEEDS_GROUP, NEEDS_REASON, type Choice, type Order, type OrderKind, type OrderWrite, type SubjectCredit } from '../api/types';
import { orderMessages } from '../messages';

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
  /** The group every student moves to (a transfer, promotion, repeated year; the group an admission puts them in). */
  to_edu_group_id: number | null;
  /** A transfer to another institution: the receiver, which admits the students into a group of its own. */
  to_institution_id: number | null;
  /** An admission of students another institution released to this one: each needs a group. */
  admitting: boolean;
  /** A scholarship order: the one type and span every student is awarded. */
  scholarship_type: number | null;
  date_from: Dayjs | null;
  date_to: Dayjs | null;
  /** A transfer into a group of another curriculum: each student's passed subjects credited as the new curriculum's. */
  subject_maps: Record<number, SubjectCredit[]>;
}

export type OrderFormErrors = Partial<Record<keyof OrderFormValues, FieldError>>;

export function emptyOrderForm(): OrderFormValues {
  return {
    number: '',
    date: dayjs(),
    kind: 'EXPULSION',
    purpose: '',
    body: '',
    basis: '',
    edu_group_id: null,
    students: [],
    reason: '',
    to_edu_group_id: null,
    to_institution_id: null,
    admitting: false,
    scholarship_type: null,
    date_from: null,
    date_to: null,
    subject_maps: {},
  };
}

/** An admission draft of students another institution released to this one. */
export function admissionOf(students: Choice[]): OrderFormValues {
  return { ...emptyOrderForm(), kind: 'ADMISSION', students, admitting: true };
}

/** Whether the kind's form offers the group the students move to. */
export function takesGroup(values: Pick<OrderFormValues, 'kind' | 'to_institution_id'>): boolean {
  if (values.kind === 'TRANSFER') return values.to_institution_id === null;
  return NEEDS_GROUP.includes(values.kind) || values.kind === 'REINSTATEMENT' || values.kind === 'ADMISSION';
}

/** Whether the group is required: a transfer within the institution, a promotion, a repeated year, an admitted transfer. */
export function needsGroup(values: Pick<OrderFormValues, 'kind' | 'to_institution_id' | 'admitting'>): boolean {
  return takesGroup(values) && (NEEDS_GROUP.includes(values.kind) || (values.kind === 'ADMISSION' && values.admitting));
}

export function fromOrder(order: Order): OrderFormValues {
  // The form gives every student of a scholarship order the first one's type and span.
  const first = order.items[0];
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
    to_institution_id: order.items[0]?.to_institution_id ?? null,
    admitting: false,
    scholarship_type: first?.scholarship_type ?? null,
    date_from: first?.date_from ? dayjs(first.date_from) : null,
    date_to: first?.date_to ? dayjs(first.date_to) : null,
    subject_maps: Object.fromEntries(order.items.filter((i) => i.subject_map.length > 0).map((i) => [i.student_id, i.subject_map])),
  };
}

/** The server's rules: a number, a date, at least one student, a reason or a group where the kind needs one, a type and a span for a scholarship. */
export function validateOrderForm(values: OrderFormValues): OrderFormErrors {
  const errors: OrderFormErrors = {};
  const required = { message: sharedMessages.required };
  if (!values.number.trim()) errors.number = required;
  if (!values.date?.isValid()) errors.date = required;
  if (values.students.length === 0) errors.students = required;
  if (NEEDS_REASON.includes(values.kind) && !values.reason.trim()) errors.reason = required;
  if (needsGroup(values) && values.to_edu_group_id === null) errors.to_edu_group_id = required;
  if (values.kind === 'SCHOLARSHIP') {
    if (values.scholarship_type === null) errors.scholarship_type = required;
    if (!values.date_from?.isValid()) errors.date_from = required;
    if (!values.date_to?.isValid()) errors.date_to = required;
    else if (values.date_from?.isValid() && values.date_to.isBefore(values.date_from, 'day')) errors.date_to = { message: orderMessages.scholarshipEndBeforeStart };
  }
  return errors;
}

export function toOrderBody(values: OrderFormValues, version?: number): OrderWrite {
  const group = takesGroup(values) ? values.to_edu_group_id : null;
  // Only a transfer to another institution names one.
  const institution = values.kind === 'TRANSFER' && values.to_institution_id !== null ? { to_institution_id: values.to_institution_id } : {};
  const scholarship =
    values.kind === 'SCHOLARSHIP'
      ? { scholarship_type: values.scholarship_type, date_from: values.date_from?.format(DAY_FORMAT) ?? null, date_to: values.date_to?.format(DAY_FORMAT) ?? null }
      : {};
  // Only a transfer into a group carries a subject map; a student dropped from the order takes theirs along.
  const mapOf = (student: number) =>
    values.kind === 'TRANSFER' && group !== null && (values.subject_maps[student]?.length ?? 0) > 0 ? { subject_map: values.subject_maps[student] } : {};
  return {
    number: values.number.trim(),
    date: values.date?.format('YYYY-MM-DD') ?? '',
    kind: values.kind,
    purpose: values.purpose.trim(),
    body: values.body.trim(),
    basis: values.basis.trim(),
    items: values.students.map((s) => ({
      student_id: s.id,
      reason: values.reason.trim(),
      to_edu_group_id: group,
      ...institution,
      ...scholarship,
      ...mapOf(s.id),
    })),
    version,
  };
}

/**
 * Where the server's refusal of an item goes: a scholarship's type and span, the target group and
 * institution (`items[0].date_to`, `items.0.date_to`) under those fields, which every item shares;
 * anything else of an item under the students.
 */
export function orderFieldOf(key: string): keyof OrderFormValues | undefined {
  if (!key.startsWith('items')) return undefined;
  const field = /^items(?:\.\d+|\[\d+\])\.(scholarship_type|date_from|date_to|to_edu_group_id|to_institution_id)$/.exec(key)?.[1] as
    | 'scholarship_type'
    | 'date_from'
    | 'date_to'
    | 'to_edu_group_id'
    | 'to_institution_id'
    | undefined;
  return field ?? 'students';
}
