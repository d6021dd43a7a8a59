import type { ListItem, Schemas } from '@/api/contract';

/** An order with its items and the names they show. */
export type Order = ListItem<'/api/v1/orders/'>;
export type OrderItem = Order['items'][number];
export type OrderWrite = Schemas['OrderWriteDto'];
export type Reversal = Schemas['ReversalDto'];
export type OrderKind = Schemas['OrderKindCode'];
/** One line of a transfer's subject map: a passed subject credited as one of the new curriculum's. */
export type SubjectCredit = Schemas['SubjectCreditDto'];
export type OrderState = Schemas['OrderStateCode'];
/** A student another institution released to this one, waiting for its admission order. */
export type IncomingTransfer = ListItem<'/api/v1/orders/incoming-transfers/'>;
/** An institution a transfer order can name as the receiver. */
export type TransferInstitution = ListItem<'/api/v1/orders/transfer-institutions/'>;

export const ORDER_KINDS: readonly OrderKind[] = [
  'ADMISSION',
  'TRANSFER',
  'ACADEMIC_LEAVE',
  'RETURN_FROM_LEAVE',
  'EXPULSION',
  'REINSTATEMENT',
  'PROMOTION',
  'REPEAT_YEAR',
  'GRADUATION',
  'SCHOLARSHIP',
];
export const ORDER_STATES: readonly OrderState[] = ['DRAFT', 'APPLIED', 'CANCELLED'];

/** Kinds whose items say why; kinds whose items name the group the student moves to. */
export const NEEDS_REASON: readonly OrderKind[] = ['EXPULSION', 'ACADEMIC_LEAVE'];
export const NEEDS_GROUP: readonly OrderKind[] = ['TRANSFER', 'PROMOTION', 'REPEAT_YEAR'];

/** A choice of a picker: a group or a student. */
export interface Choice {
  id: number;
  name: string;
}

/**
 * A scholarship type a scholarship order names, as GET /scholarship-types/ lists it (its amounts
 * are finance's concern).
 */
export type ScholarshipTypeChoice = Pick<ListItem<'/api/v1/scholarship-types/'>, 'id' | 'name'>;

export const orderKeys = {
  all: ['orders'] as const,
  list: (params: object) => ['orders', 'list', params] as const,
  one: (id: number) => ['orders', 'one', id] as const,
  groups: ['orders', 'groups'] as const,
  students: (group: number) => ['orders', 'students', group] as const,
  scholarshipTypes: ['orders', 'scholarship-types'] as const,
  incoming: ['orders', 'incoming'] as const,
  transferInstitutions: ['orders', 'transfer-institutions'] as const,
  subjectMap: (student: number, group: number) => ['orders', 'subject-map', student, group] as const,
};
