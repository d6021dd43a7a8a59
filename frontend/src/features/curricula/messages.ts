import { defineMessageIds } from '@/messages/define';

export const curriculumMessages = defineMessageIds({
  title: { id: 'curricula.title' },
  addTitle: { id: 'curricula.add.title' },
  editTitle: { id: 'curricula.edit.title' },
  previewTitle: { id: 'curricula.preview.title' },
  search: { id: 'curricula.search' },
  id: { id: 'curricula.field.id' },
  name: { id: 'curricula.field.name' },
  institution: { id: 'curricula.field.institution' },
  subjectType: { id: 'curricula.field.subjectType' },
  startYear: { id: 'curricula.field.startYear' },
  secondYear: { id: 'curricula.field.secondYear' },
  endYear: { id: 'curricula.field.endYear' },
  years: { id: 'curricula.field.years' },
  direction: { id: 'curricula.field.direction' },
  status: { id: 'curricula.field.status' },
  eduForm: { id: 'curricula.field.eduForm' },
  template: { id: 'curricula.field.template' },
  language: { id: 'curricula.field.language' },
  ratingType: { id: 'curricula.field.ratingType' },
  semesters: { id: 'curricula.field.semesters' },
  endAfterStartYear: { id: 'curricula.validation.endYear' },
  // Actions and what they answer.
  approve: { id: 'curricula.action.approve' },
  distribute: { id: 'curricula.action.distribute' },
  cancel: { id: 'curricula.action.cancel' },
  inactivate: { id: 'curricula.action.inactivate' },
  archive: { id: 'curricula.action.archive' },
  approved: { id: 'curricula.action.approve.done' },
  cancelled: { id: 'curricula.action.cancel.done' },
  inactivated: { id: 'curricula.action.inactivate.done' },
  archived: { id: 'curricula.action.archive.done' },
  cancelConfirm: { id: 'curricula.action.cancel.confirm' },
  inactivateConfirm: { id: 'curricula.action.inactivate.confirm' },
  archiveConfirm: { id: 'curricula.action.archive.confirm' },
  // The distribution page.
  distributionTitle: { id: 'curricula.distribution.title' },
  allSubjects: { id: 'curricula.distribution.allSubjects' },
  bySemesters: { id: 'curricula.distribution.bySemesters' },
  semester: { id: 'curricula.distribution.semester' },
  subject: { id: 'curricula.distribution.subject' },
  allocatedHours: { id: 'curricula.distribution.allocatedHours' },
  remainingHours: { id: 'curricula.distribution.remainingHours' },
  hours: { id: 'curricula.distribution.hours' },
  isSeparated: { id: 'curricula.distribution.isSeparated' },
  startDate: { id: 'curricula.distribution.startDate' },
  endDate: { id: 'curricula.distribution.endDate' },
  addSubject: { id: 'curricula.distribution.addSubject' },
  addRow: { id: 'curricula.distribution.addRow' },
  vocationalSubjects: { id: 'curricula.distribution.vocational' },
  addVocational: { id: 'curricula.distribution.vocational.add' },
  exams: { id: 'curricula.distribution.exams' },
  addExam: { id: 'curricula.distribution.exams.add' },
  nameUz: { id: 'curricula.distribution.name.uz' },
  nameRu: { id: 'curricula.distribution.name.ru' },
  nameEn: { id: 'curricula.distribution.name.en' },
  knownNames: { id: 'curricula.distribution.knownNames' },
  noSubjects: { id: 'curricula.distribution.noSubjects' },
  noRows: { id: 'curricula.distribution.noRows' },
  readOnly: { id: 'curricula.distribution.readOnly' },
  error: { id: 'curricula.distribution.error' },
  hoursExceeded: { id: 'curricula.validation.hoursExceeded' },
  endAfterStart: { id: 'curricula.validation.endAfterStart' },
  semesterOrder: { id: 'curricula.validation.semesterOrder' },
  vocationalMissing: { id: 'curricula.validation.vocationalMissing' },
  examsMissing: { id: 'curricula.validation.examsMissing' },
  hasRating: { id: 'curricula.validation.hasRating' },
  fixErrors: { id: 'curricula.validation.fixErrors' },
});

export const curriculumStatusMessages = defineMessageIds({
  NEW: { id: 'curricula.status.NEW' },
  APPROVED: { id: 'curricula.status.APPROVED' },
  INACTIVE: { id: 'curricula.status.INACTIVE' },
  ARCHIVED: { id: 'curricula.status.ARCHIVED' },
});

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

export const ratingTypeMessages = defineMessageIds({
  FIVE_POINT: { id: 'curricula.ratingType.FIVE_POINT' },
  HUNDRED_POINT: { id: 'curricula.ratingType.HUNDRED_POINT' },
});

/** The assessment plans of a curriculum's semester subjects. */
export const assessmentMessages = defineMessageIds({
  title: { id: 'curricula.assessment.title' },
  help: { id: 'curricula.assessment.help' },
  readOnly: { id: 'curricula.assessment.readOnly' },
  empty: { id: 'curricula.assessment.empty' },
  subject: { id: 'curricula.assessment.subject' },
  markingSystem: { id: 'curricula.assessment.markingSystem' },
  finalForm: { id: 'curricula.assessment.finalForm' },
  credits: { id: 'curricula.assessment.credits' },
  currentEntered: { id: 'curricula.assessment.currentEntered' },
  sum: { id: 'curricula.assessment.sum' },
  hintSum: { id: 'curricula.assessment.hint.sum' },
  hintFivePoint: { id: 'curricula.assessment.hint.fivePoint' },
  hintFivePointOk: { id: 'curricula.assessment.hint.fivePointOk' },
  hintNoControls: { id: 'curricula.assessment.hint.noControls' },
  hintNeedsFinal: { id: 'curricula.assessment.hint.needsFinal' },
  hintNotNumbers: { id: 'curricula.assessment.hint.notNumbers' },
  saved: { id: 'curricula.assessment.saved' },
});

export const markingSystemMessages = defineMessageIds({
  FIVE_POINT: { id: 'curricula.markingSystem.FIVE_POINT' },
  HUNDRED_POINT: { id: 'curricula.markingSystem.HUNDRED_POINT' },
  CREDIT: { id: 'curricula.markingSystem.CREDIT' },
});

export const finalFormMessages = defineMessageIds({
  EXAM: { id: 'curricula.finalForm.EXAM' },
  PASS_FAIL: { id: 'curricula.finalForm.PASS_FAIL' },
});

/** The controls' short names (the texts the journal screens use). */
export const controlShortMessages = defineMessageIds({
  CURRENT: { id: 'journal.controlShort.CURRENT' },
  MIDTERM: { id: 'journal.controlShort.MIDTERM' },
  FINAL: { id: 'journal.controlShort.FINAL' },
});
