import { defineMessageIds } from '@/messages/define';

export const groupMessages = defineMessageIds({
  title: { id: 'groups.title' },
  addTitle: { id: 'groups.add.title' },
  editTitle: { id: 'groups.edit.title' },
  previewTitle: { id: 'groups.preview.title' },
  search: { id: 'groups.search' },
  id: { id: 'groups.field.id' },
  name: { id: 'groups.field.name' },
  course: { id: 'groups.field.course' },
  semester: { id: 'groups.field.semester' },
  curriculum: { id: 'groups.field.curriculum' },
  direction: { id: 'groups.field.direction' },
  students: { id: 'groups.field.students' },
  numberOfStudents: { id: 'groups.field.numberOfStudents' },
  currentNumberOfStudents: { id: 'groups.field.currentNumberOfStudents' },
  openedYear: { id: 'groups.field.openedYear' },
  eduForm: { id: 'groups.field.eduForm' },
  language: { id: 'groups.field.language' },
  status: { id: 'groups.field.status' },
  courseValue: { id: 'groups.course.value' },
  semesterValue: { id: 'groups.semester.value' },
  semesterHint: { id: 'groups.semester.hint' },
  curriculumHint: { id: 'groups.curriculum.hint' },
  // Actions of the card and the list.
  rating: { id: 'groups.action.rating' },
  grouping: { id: 'groups.action.grouping' },
  schedule: { id: 'groups.action.schedule' },
  journal: { id: 'groups.action.journal' },
  absencesTitle: { id: 'groups.attendance.title' },
  absenceRow: { id: 'groups.attendance.row' },
  absencesOpen: { id: 'groups.attendance.open' },
  inactivate: { id: 'groups.action.inactivate' },
  inactivateConfirm: { id: 'groups.action.inactivate.confirm' },
  inactivated: { id: 'groups.action.inactivate.done' },
  studentsTitle: { id: 'groups.students.title' },
  studentFio: { id: 'groups.student.fio' },
  studentPinfl: { id: 'groups.student.pinfl' },
  studentStatus: { id: 'groups.student.status' },
  // Promotion to the next course.
  promote: { id: 'groups.promotion.action' },
  promotionTitle: { id: 'groups.promotion.title' },
  promotionCreditRule: { id: 'groups.promotion.creditRule' },
  promotionDebtsRule: { id: 'groups.promotion.debtsRule' },
  promotionGpa: { id: 'groups.promotion.gpa' },
  promotionDebts: { id: 'groups.promotion.debts' },
  promotionOutcome: { id: 'groups.promotion.outcome' },
  promotionMoves: { id: 'groups.promotion.moves' },
  promotionStays: { id: 'groups.promotion.stays' },
  promotionMoved: { id: 'groups.promotion.moved' },
  promotionStayed: { id: 'groups.promotion.stayed' },
  promotionSummary: { id: 'groups.promotion.summary' },
  promotionNoStudents: { id: 'groups.promotion.noStudents' },
  promotionToGroup: { id: 'groups.promotion.toGroup' },
  promotionNoTargets: { id: 'groups.promotion.noTargets' },
  promotionNumber: { id: 'groups.promotion.number' },
  promotionDate: { id: 'groups.promotion.date' },
  promotionSubmit: { id: 'groups.promotion.submit' },
  promotionDone: { id: 'groups.promotion.done' },
  promotionNobody: { id: 'groups.promotion.nobody' },
  promotionOrder: { id: 'groups.promotion.order' },
  promotionClose: { id: 'groups.promotion.close' },
  // The rating sheet.
  ratingTitle: { id: 'groups.rating.title' },
  ratingSemester: { id: 'groups.rating.semester' },
  ratingStudent: { id: 'groups.rating.student' },
  ratingScale: { id: 'groups.rating.scale' },
  ratingInvalid: { id: 'groups.rating.invalid' },
  ratingInvalidCount: { id: 'groups.rating.invalidCount' },
  ratingChanged: { id: 'groups.rating.changed' },
  ratingCell: { id: 'groups.rating.cell' },
  ratingHelp: { id: 'groups.rating.help' },
  ratingUnsavedConfirm: { id: 'groups.rating.unsavedConfirm' },
  ratingFromJournal: { id: 'groups.rating.fromJournal' },
  ratingJournalHint: { id: 'groups.rating.journalHint' },
  noSubjects: { id: 'groups.rating.noSubjects' },
  noStudents: { id: 'groups.rating.noStudents' },
  // Subgroups.
  groupingTitle: { id: 'groups.grouping.title' },
  pickSubject: { id: 'groups.grouping.pickSubject' },
  subject: { id: 'groups.grouping.subject' },
  subjectCode: { id: 'groups.grouping.code' },
  subjectHours: { id: 'groups.grouping.hours' },
  subgroupsTitle: { id: 'groups.subgroups.title' },
  addSubgroup: { id: 'groups.subgroups.add' },
  removeSubgroup: { id: 'groups.subgroups.remove' },
  subgroupName: { id: 'groups.subgroups.name' },
  subgroupDefaultName: { id: 'groups.subgroups.defaultName' },
  unplaced: { id: 'groups.subgroups.unplaced' },
  placeIn: { id: 'groups.subgroups.placeIn' },
  unplacedError: { id: 'groups.subgroups.unplacedError' },
  subgroupEmpty: { id: 'groups.subgroups.empty' },
  dragHint: { id: 'groups.subgroups.dragHint' },
  studentCount: { id: 'groups.subgroups.count' },
});

/** Where a student stands in a subject the journal holds (the texts the journal screens use). */
export const resultStateMessages = defineMessageIds({
  IN_PROGRESS: { id: 'journal.resultState.IN_PROGRESS' },
  PASSED: { id: 'journal.resultState.PASSED' },
  DEBT: { id: 'journal.resultState.DEBT' },
});

/** Why a student stays on the course. */
export const stayReasonMessages = defineMessageIds({
  DEBTS: { id: 'groups.promotion.reason.DEBTS' },
  GPA_BELOW_LIMIT: { id: 'groups.promotion.reason.GPA_BELOW_LIMIT' },
});

/** Labels of the curriculum enumerations a group shares (the texts the curricula screens use). */
export const eduFormMessages = defineMessageIds({
  FULL_TIME: { id: 'curricula.eduForm.FULL_TIME' },
  PART_TIME: { id: 'curricula.eduForm.PART_TIME' },
  EVENING: { id: 'curricula.eduForm.EVENING' },
  DISTANCE: { id: 'curricula.eduForm.DISTANCE' },
});

export const eduLanguageMessages = defineMessageIds({
  UZ: { id: 'curricula.language.UZ' },
  RU: { id: 'curricula.language.RU' },
  EN: { id: 'curricula.language.EN' },
  KAA: { id: 'curricula.language.KAA' },
});

/** Student statuses as the students screens name them (SPEC.md section 4). */
export const studentStatusMessages = defineMessageIds({
  ACTIVE: { id: 'students.status.ACTIVE' },
  'ON-LEAVE': { id: 'students.status.ON-LEAVE' },
  WITHDRAW: { id: 'students.status.WITHDRAW' },
  GRADUATED: { id: 'students.status.GRADUATED' },
  ARCHIVED: { id: 'students.status.ARCHIVED' },
});
