import { defineMessageIds } from '@/messages/define';

/** The portal's own texts. */
export const portalMessages = defineMessageIds({
  navigation: { id: 'portal.nav.label' },
  notifications: { id: 'portal.notifications.title' },
  notificationsUnread: { id: 'portal.notifications.unread' },
  notificationsEmpty: { id: 'portal.notifications.empty' },
  notificationMARK: { id: 'portal.notifications.MARK' },
  notificationABSENCE: { id: 'portal.notifications.ABSENCE' },
  notificationDEBT: { id: 'portal.notifications.DEBT' },
  notificationORDER: { id: 'portal.notifications.ORDER' },
  week: { id: 'portal.nav.week' },
  marks: { id: 'portal.nav.marks' },
  results: { id: 'portal.nav.results' },
  finance: { id: 'portal.nav.finance' },
  documents: { id: 'portal.nav.documents' },
  child: { id: 'portal.child' },
  noStudent: { id: 'portal.noStudent' },
  loadFailed: { id: 'portal.loadFailed' },
  keptAt: { id: 'portal.keptAt' },
  offline: { id: 'portal.offline' },
  previousWeek: { id: 'portal.week.previous' },
  nextWeek: { id: 'portal.week.next' },
  currentWeek: { id: 'portal.week.current' },
  weekRange: { id: 'portal.week.range' },
  today: { id: 'portal.week.today' },
  noLessons: { id: 'portal.week.noLessons' },
  semester: { id: 'portal.marks.semester' },
  semesterValue: { id: 'portal.marks.semesterValue' },
  absentHours: { id: 'portal.marks.absent' },
  excusedHours: { id: 'portal.marks.excused' },
  late: { id: 'portal.marks.late' },
  average: { id: 'portal.marks.average' },
  noMarks: { id: 'portal.marks.none' },
  noSubjects: { id: 'portal.marks.empty' },
  date: { id: 'portal.marks.date' },
  attendance: { id: 'portal.marks.attendance' },
  mark: { id: 'portal.marks.mark' },
  semesterGpa: { id: 'portal.results.semesterGpa' },
  totalDebt: { id: 'portal.finance.totalDebt' },
  contractTitle: { id: 'portal.finance.contract' },
  noContracts: { id: 'portal.finance.noContracts' },
  noPayments: { id: 'portal.finance.noPayments' },
  paymentOf: { id: 'portal.finance.paymentOf' },
  scholarships: { id: 'portal.finance.scholarships' },
  noScholarships: { id: 'portal.finance.noScholarships' },
  paidThisMonth: { id: 'portal.finance.paidThisMonth' },
  scholarshipSpan: { id: 'portal.finance.scholarshipSpan' },
  scholarshipMonthly: { id: 'portal.finance.scholarshipMonthly' },
  scholarshipOrder: { id: 'portal.finance.scholarshipOrder' },
  orders: { id: 'portal.documents.orders' },
  noOrders: { id: 'portal.documents.noOrders' },
  orderTitle: { id: 'portal.documents.order' },
  groupMove: { id: 'portal.documents.groupMove' },
  issued: { id: 'portal.documents.issued' },
  noDocuments: { id: 'portal.documents.empty' },
  requestREFERENCE: { id: 'portal.documents.request.REFERENCE' },
  requestTRANSCRIPT: { id: 'portal.documents.request.TRANSCRIPT' },
  requested: { id: 'portal.documents.requested' },
});

/** Texts the staff screens show too, under the same ids. */
export const sharedPortalMessages = defineMessageIds({
  room: { id: 'schedule.room.value' },
  classHour: { id: 'schedule.classHour.value' },
  examBadge: { id: 'schedule.exam.badge' },
  attempt: { id: 'schedule.exam.attempt' },
  cumulativeGpa: { id: 'students.results.cumulativeGpa' },
  debtsTitle: { id: 'students.results.debtsTitle' },
  debtsCount: { id: 'students.results.debtsCount' },
  debtLine: { id: 'students.results.debtLine' },
  noResults: { id: 'students.results.empty' },
  semesterTitle: { id: 'students.results.semester' },
  credits: { id: 'students.results.credits' },
  current: { id: 'journal.controlShort.CURRENT' },
  midterm: { id: 'journal.controlShort.MIDTERM' },
  final: { id: 'journal.controlShort.FINAL' },
  total: { id: 'journal.result.total' },
  grade: { id: 'journal.result.grade' },
  letter: { id: 'journal.result.letter' },
  academicYear: { id: 'finance.academicYear' },
  academicYearValue: { id: 'finance.academicYear.value' },
  amount: { id: 'finance.contract.amountColumn' },
  paid: { id: 'finance.paid' },
  debt: { id: 'finance.debt' },
  payments: { id: 'finance.payments.title' },
  documentNumber: { id: 'finance.payment.documentNumber' },
  purpose: { id: 'orders.purpose' },
  download: { id: 'graduates.documents.download' },
  verify: { id: 'graduates.documents.verify' },
});

export const attendanceMessages = defineMessageIds({
  PRESENT: { id: 'journal.attendance.PRESENT' },
  LATE: { id: 'journal.attendance.LATE' },
  ABSENT: { id: 'journal.attendance.ABSENT' },
  EXCUSED: { id: 'journal.attendance.EXCUSED' },
});

export const lessonTypeMessages = defineMessageIds({
  LECTURE: { id: 'lessonType.LECTURE' },
  PRACTICE: { id: 'lessonType.PRACTICE' },
  LAB: { id: 'lessonType.LAB' },
  SEMINAR: { id: 'lessonType.SEMINAR' },
});

export const examControlMessages = defineMessageIds({
  MIDTERM: { id: 'schedule.exam.MIDTERM' },
  FINAL: { id: 'schedule.exam.FINAL' },
});

export const resultStateMessages = defineMessageIds({
  IN_PROGRESS: { id: 'journal.resultState.IN_PROGRESS' },
  PASSED: { id: 'journal.resultState.PASSED' },
  DEBT: { id: 'journal.resultState.DEBT' },
});

export const debtStatusMessages = defineMessageIds({
  DEBTOR: { id: 'finance.status.DEBTOR' },
  SETTLED: { id: 'finance.status.SETTLED' },
  OVERPAID: { id: 'finance.status.OVERPAID' },
});

export const orderKindMessages = defineMessageIds({
  ADMISSION: { id: 'orders.kind.ADMISSION' },
  TRANSFER: { id: 'orders.kind.TRANSFER' },
  ACADEMIC_LEAVE: { id: 'orders.kind.ACADEMIC_LEAVE' },
  RETURN_FROM_LEAVE: { id: 'orders.kind.RETURN_FROM_LEAVE' },
  EXPULSION: { id: 'orders.kind.EXPULSION' },
  REINSTATEMENT: { id: 'orders.kind.REINSTATEMENT' },
  PROMOTION: { id: 'orders.kind.PROMOTION' },
  REPEAT_YEAR: { id: 'orders.kind.REPEAT_YEAR' },
  GRADUATION: { id: 'orders.kind.GRADUATION' },
  SCHOLARSHIP: { id: 'orders.kind.SCHOLARSHIP' },
});

export const documentKindMessages = defineMessageIds({
  DIPLOMA: { id: 'graduates.kind.DIPLOMA' },
  APPENDIX: { id: 'graduates.kind.APPENDIX' },
  CERTIFICATE: { id: 'graduates.kind.CERTIFICATE' },
  TRANSCRIPT: { id: 'students.documents.kind.TRANSCRIPT' },
  REFERENCE: { id: 'students.documents.kind.REFERENCE' },
});

export const documentStatusMessages = defineMessageIds({
  VALID: { id: 'graduates.documentStatus.VALID' },
  REVOKED: { id: 'graduates.documentStatus.REVOKED' },
});
