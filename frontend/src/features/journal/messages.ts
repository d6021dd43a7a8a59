import { defineMessageIds } from '@/messages/define';

/** The teacher's day and a lesson's roll. */
export const rollMessages = defineMessageIds({
  todayTitle: { id: 'journal.today.title' },
  noLessons: { id: 'journal.today.none' },
  backToToday: { id: 'journal.day.backToToday' },
  previousWeek: { id: 'journal.week.previous' },
  nextWeek: { id: 'journal.week.next' },
  week: { id: 'journal.week.label' },
  dayLabel: { id: 'journal.day.label' },
  lessonHour: { id: 'journal.lesson.hour' },
  subgroupValue: { id: 'journal.lesson.subgroup' },
  openRoll: { id: 'journal.lesson.open' },
  rollTitle: { id: 'journal.roll.title' },
  windowNotYet: { id: 'journal.roll.window.notYet' },
  windowOpenUntil: { id: 'journal.roll.window.openUntil' },
  windowClosed: { id: 'journal.roll.window.closed' },
  windowCorrection: { id: 'journal.roll.window.correction' },
  viewOnly: { id: 'journal.roll.viewOnly' },
  counts: { id: 'journal.roll.counts' },
  attendanceOf: { id: 'journal.roll.attendanceOf' },
  otherAttendance: { id: 'journal.roll.otherAttendance' },
  mark: { id: 'journal.roll.mark' },
  markOf: { id: 'journal.roll.markOf' },
  markInvalid: { id: 'journal.roll.markInvalid' },
  invalidCount: { id: 'journal.roll.invalidCount' },
  note: { id: 'journal.roll.note' },
  noteOf: { id: 'journal.roll.noteOf' },
  excusedByOffice: { id: 'journal.roll.excusedByOffice' },
  topics: { id: 'journal.roll.topics' },
  topicsChosen: { id: 'journal.roll.topicsChosen' },
  topicsNone: { id: 'journal.roll.topicsNone' },
  topicsAdd: { id: 'journal.roll.topicsAdd' },
  reason: { id: 'journal.roll.reason' },
  reasonHint: { id: 'journal.roll.reasonHint' },
  saved: { id: 'journal.roll.saved' },
  noStudents: { id: 'journal.roll.noStudents' },
});

export const attendanceMessages = defineMessageIds({
  PRESENT: { id: 'journal.attendance.PRESENT' },
  LATE: { id: 'journal.attendance.LATE' },
  ABSENT: { id: 'journal.attendance.ABSENT' },
  EXCUSED: { id: 'journal.attendance.EXCUSED' },
});

/** The letters a journal's cell writes for an attendance other than present. */
export const attendanceCodeMessages = defineMessageIds({
  LATE: { id: 'journal.attendanceCode.LATE' },
  ABSENT: { id: 'journal.attendanceCode.ABSENT' },
  EXCUSED: { id: 'journal.attendanceCode.EXCUSED' },
});

/** How a lesson of the day stands: still to come, waiting for its roll, taken, or closed with or without one. */
export const lessonStateMessages = defineMessageIds({
  UPCOMING: { id: 'journal.lessonState.UPCOMING' },
  OPEN: { id: 'journal.lessonState.OPEN' },
  TAKEN: { id: 'journal.lessonState.TAKEN' },
  CLOSED_TAKEN: { id: 'journal.lessonState.CLOSED_TAKEN' },
  CLOSED_MISSED: { id: 'journal.lessonState.CLOSED_MISSED' },
});

export const lessonTypeMessages = defineMessageIds({
  LECTURE: { id: 'lessonType.LECTURE' },
  PRACTICE: { id: 'lessonType.PRACTICE' },
  LAB: { id: 'lessonType.LAB' },
  SEMINAR: { id: 'lessonType.SEMINAR' },
});

/** A group's journal of a subject. */
export const groupJournalMessages = defineMessageIds({
  title: { id: 'journal.group.title' },
  subject: { id: 'journal.group.subject' },
  semester: { id: 'journal.group.semester' },
  semesterValue: { id: 'groups.semester.value' },
  chooseSubject: { id: 'journal.group.chooseSubject' },
  student: { id: 'journal.group.student' },
  absentHours: { id: 'journal.group.absentHours' },
  excusedHours: { id: 'journal.group.excusedHours' },
  legend: { id: 'journal.group.legend' },
  noLessons: { id: 'journal.group.noLessons' },
  lessonTip: { id: 'journal.group.lessonTip' },
  notTaken: { id: 'journal.group.notTaken' },
  openSheet: { id: 'journal.group.openSheet' },
  plan: { id: 'journal.group.plan' },
  noPlan: { id: 'journal.group.noPlan' },
});

export const controlMessages = defineMessageIds({
  CURRENT: { id: 'journal.control.CURRENT' },
  MIDTERM: { id: 'journal.control.MIDTERM' },
  FINAL: { id: 'journal.control.FINAL' },
});

export const controlShortMessages = defineMessageIds({
  CURRENT: { id: 'journal.controlShort.CURRENT' },
  MIDTERM: { id: 'journal.controlShort.MIDTERM' },
  FINAL: { id: 'journal.controlShort.FINAL' },
});

export const resultMessages = defineMessageIds({
  total: { id: 'journal.result.total' },
  grade: { id: 'journal.result.grade' },
  letter: { id: 'journal.result.letter' },
  state: { id: 'journal.result.state' },
});

export const resultStateMessages = defineMessageIds({
  IN_PROGRESS: { id: 'journal.resultState.IN_PROGRESS' },
  PASSED: { id: 'journal.resultState.PASSED' },
  DEBT: { id: 'journal.resultState.DEBT' },
});

/** The students past an absence threshold and their excuses. */
export const thresholdMessages = defineMessageIds({
  title: { id: 'journal.thresholds.title' },
  level: { id: 'journal.thresholds.level' },
  group: { id: 'journal.thresholds.group' },
  student: { id: 'journal.thresholds.student' },
  semester: { id: 'journal.thresholds.semester' },
  unexcused: { id: 'journal.thresholds.unexcused' },
  excused: { id: 'journal.thresholds.excused' },
  history: { id: 'journal.thresholds.history' },
});

export const thresholdLevelMessages = defineMessageIds({
  WARNING: { id: 'journal.threshold.WARNING' },
  REPRIMAND: { id: 'journal.threshold.REPRIMAND' },
  EXPULSION: { id: 'journal.threshold.EXPULSION' },
});

export const excuseMessages = defineMessageIds({
  action: { id: 'journal.excuse.action' },
  title: { id: 'journal.excuse.title' },
  dateFrom: { id: 'journal.excuse.dateFrom' },
  dateTo: { id: 'journal.excuse.dateTo' },
  dateOrder: { id: 'journal.excuse.dateOrder' },
  reason: { id: 'journal.excuse.reason' },
  document: { id: 'journal.excuse.document' },
  documentHint: { id: 'journal.excuse.documentHint' },
  done: { id: 'journal.excuse.done' },
  historyEmpty: { id: 'journal.excuse.historyEmpty' },
  span: { id: 'journal.excuse.span' },
  lessons: { id: 'journal.excuse.lessons' },
  createdBy: { id: 'journal.excuse.createdBy' },
  createdAt: { id: 'journal.excuse.createdAt' },
});

/** The students in academic debt with their unpassed subjects, or the institutions by students in debt. */
export const debtMessages = defineMessageIds({
  title: { id: 'journal.debts.title' },
  level: { id: 'journal.debts.level' },
  student: { id: 'journal.debts.student' },
  group: { id: 'journal.debts.group' },
  course: { id: 'journal.debts.course' },
  courseValue: { id: 'groups.course.value' },
  institution: { id: 'journal.debts.institution' },
  students: { id: 'journal.debts.students' },
  debts: { id: 'journal.debts.debts' },
  subjects: { id: 'journal.debts.subjects' },
  subject: { id: 'journal.debts.subject' },
  totals: { id: 'journal.debts.totals' },
  chart: { id: 'journal.debts.chart' },
});

export const debtLevelMessages = defineMessageIds({
  STUDENT: { id: 'journal.debtLevel.STUDENT' },
  INSTITUTION: { id: 'journal.debtLevel.INSTITUTION' },
});

/** Control sheets (qaydnoma): the list and one sheet. */
export const sheetMessages = defineMessageIds({
  listTitle: { id: 'journal.sheets.title' },
  title: { id: 'journal.sheet.title' },
  group: { id: 'journal.sheets.group' },
  subject: { id: 'journal.sheets.subject' },
  control: { id: 'journal.sheets.control' },
  semester: { id: 'journal.sheets.semester' },
  attempt: { id: 'journal.sheets.attempt' },
  attemptMain: { id: 'journal.sheets.attempt.main' },
  attemptRetake: { id: 'journal.sheets.attempt.retake' },
  examDate: { id: 'journal.sheets.examDate' },
  examiner: { id: 'journal.sheets.examiner' },
  entries: { id: 'journal.sheets.entries' },
  state: { id: 'journal.sheets.state' },
  student: { id: 'journal.sheet.student' },
  points: { id: 'journal.sheet.points' },
  pointsOf: { id: 'journal.sheet.pointsOf' },
  maxPoints: { id: 'journal.sheet.maxPoints' },
  pointsInvalid: { id: 'journal.sheet.pointsInvalid' },
  invalidCount: { id: 'journal.sheet.invalidCount' },
  noExaminer: { id: 'journal.sheet.noExaminer' },
  close: { id: 'journal.sheet.close' },
  closeConfirm: { id: 'journal.sheet.closeConfirm' },
  closed: { id: 'journal.sheet.closed' },
  reopen: { id: 'journal.sheet.reopen' },
  reason: { id: 'journal.sheet.reason' },
  reasonHint: { id: 'journal.sheet.reasonHint' },
  pdf: { id: 'journal.sheet.pdf' },
  saved: { id: 'journal.sheet.saved' },
  closesAfter: { id: 'journal.sheet.closesAfter' },
  closedNotice: { id: 'journal.sheet.closedNotice' },
  notSaved: { id: 'journal.sheet.notSaved' },
  notAdmitted: { id: 'journal.sheet.notAdmitted' },
  noStudents: { id: 'journal.sheet.noStudents' },
  journal: { id: 'journal.sheet.journal' },
});

export const sheetStateMessages = defineMessageIds({
  OPEN: { id: 'journal.sheetState.OPEN' },
  CLOSED: { id: 'journal.sheetState.CLOSED' },
});

/** The institution's journal settings. */
export const settingsMessages = defineMessageIds({
  title: { id: 'journal.settings.title' },
  rollSection: { id: 'journal.settings.rollSection' },
  thresholdSection: { id: 'journal.settings.thresholdSection' },
  windowDays: { id: 'journal.settings.windowDays' },
  windowDaysHint: { id: 'journal.settings.windowDaysHint' },
  sheetCloseDays: { id: 'journal.settings.sheetCloseDays' },
  sheetCloseDaysHint: { id: 'journal.settings.sheetCloseDaysHint' },
  warningHours: { id: 'journal.settings.warningHours' },
  reprimandHours: { id: 'journal.settings.reprimandHours' },
  expulsionHours: { id: 'journal.settings.expulsionHours' },
  hoursHint: { id: 'journal.settings.hoursHint' },
  order: { id: 'journal.settings.order' },
  promotionSection: { id: 'journal.settings.promotionSection' },
  promotionGpaLimit: { id: 'journal.settings.promotionGpaLimit' },
  gpaRange: { id: 'journal.settings.gpaRange' },
  defaults: { id: 'journal.settings.defaults' },
  saved: { id: 'journal.settings.saved' },
});

export const examMessages = defineMessageIds({
  title: { id: 'journal.exams.title' },
  add: { id: 'journal.exams.add' },
  edit: { id: 'journal.exams.edit' },
  date: { id: 'journal.exams.date' },
  classHour: { id: 'journal.exams.classHour' },
  room: { id: 'journal.exams.room' },
  currentSemester: { id: 'journal.exams.currentSemester' },
  sunday: { id: 'journal.exams.sunday' },
  midtermRetake: { id: 'journal.exams.midtermRetake' },
  badge: { id: 'journal.exams.badge' },
});
