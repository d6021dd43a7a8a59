import { defineMessageIds } from '@/messages/define';

export const studentMessages = defineMessageIds({
  title: { id: 'students.title' },
  graduatedTitle: { id: 'students.graduated.title' },
  addTitle: { id: 'students.add.title' },
  editTitle: { id: 'students.edit.title' },
  previewTitle: { id: 'students.preview.title' },
  search: { id: 'students.search' },
  id: { id: 'students.field.id' },
  fio: { id: 'students.field.fio' },
  pinfl: { id: 'students.field.pinfl' },
  serialNumber: { id: 'students.field.serialNumber' },
  birthDate: { id: 'students.field.birthDate' },
  gender: { id: 'students.field.gender' },
  socialStatus: { id: 'students.field.socialStatus' },
  group: { id: 'students.field.group' },
  course: { id: 'students.field.course' },
  status: { id: 'students.field.status' },
  institution: { id: 'students.field.institution' },
  login: { id: 'students.field.login' },
  courseValue: { id: 'students.course.value' },
  pinflChecksum: { id: 'students.validation.pinflChecksum' },
  pinflBirthDate: { id: 'students.validation.pinflBirthDate' },
  disagreesWithPinfl: { id: 'students.validation.disagreesWithPinfl' },
  passport: { id: 'students.validation.passport' },
  dateInvalid: { id: 'students.validation.date' },
  // The status and its history.
  changeStatus: { id: 'students.status.change' },
  newStatus: { id: 'students.status.new' },
  statusDate: { id: 'students.status.date' },
  statusReason: { id: 'students.status.reason' },
  orderNumber: { id: 'students.status.orderNumber' },
  statusChanged: { id: 'students.status.changed' },
  historyTitle: { id: 'students.history.title' },
  historyFrom: { id: 'students.history.from' },
  historyTo: { id: 'students.history.to' },
  historyRecorded: { id: 'students.history.recorded' },
  historyEmpty: { id: 'students.history.empty' },
  // Import.
  importButton: { id: 'students.import.button' },
  importTitle: { id: 'students.import.title' },
  importFile: { id: 'students.import.file' },
  importChoose: { id: 'students.import.choose' },
  importTemplate: { id: 'students.import.template' },
  importTemplateFile: { id: 'students.import.templateFile' },
  importUpload: { id: 'students.import.upload' },
  importDone: { id: 'students.import.done' },
  importRejected: { id: 'students.import.rejected' },
  importLine: { id: 'students.import.line' },
  importColumn: { id: 'students.import.column' },
  importMessage: { id: 'students.import.message' },
  importFileType: { id: 'students.import.fileType' },
  importTooLarge: { id: 'students.import.tooLarge' },
  importProgress: { id: 'students.import.progress' },
  close: { id: 'students.import.close' },
});

export const studentStatusMessages = defineMessageIds({
  ACTIVE: { id: 'students.status.ACTIVE' },
  'ON-LEAVE': { id: 'students.status.ON-LEAVE' },
  WITHDRAW: { id: 'students.status.WITHDRAW' },
  GRADUATED: { id: 'students.status.GRADUATED' },
  ARCHIVED: { id: 'students.status.ARCHIVED' },
});

export const genderMessages = defineMessageIds({
  1: { id: 'students.gender.1' },
  2: { id: 'students.gender.2' },
});

/** A student's results (the Results tab). */
export const resultMessages = defineMessageIds({
  tab: { id: 'students.results.tab' },
  cumulativeGpa: { id: 'students.results.cumulativeGpa' },
  debtsCount: { id: 'students.results.debtsCount' },
  debtsTitle: { id: 'students.results.debtsTitle' },
  debtLine: { id: 'students.results.debtLine' },
  empty: { id: 'students.results.empty' },
  semesterTitle: { id: 'students.results.semester' },
  subject: { id: 'students.results.subject' },
  credits: { id: 'students.results.credits' },
  current: { id: 'journal.controlShort.CURRENT' },
  midterm: { id: 'journal.controlShort.MIDTERM' },
  final: { id: 'journal.controlShort.FINAL' },
  total: { id: 'journal.result.total' },
  grade: { id: 'journal.result.grade' },
  letter: { id: 'journal.result.letter' },
  state: { id: 'journal.result.state' },
});

/** Where a student stands in a subject (the texts the journal screens use). */
export const resultStateMessages = defineMessageIds({
  IN_PROGRESS: { id: 'journal.resultState.IN_PROGRESS' },
  PASSED: { id: 'journal.resultState.PASSED' },
  DEBT: { id: 'journal.resultState.DEBT' },
});

/** A student's transcripts and references (the Documents tab). */
export const studyDocumentMessages = defineMessageIds({
  tab: { id: 'students.documents.tab' },
  title: { id: 'students.documents.title' },
  issue: { id: 'students.documents.issue' },
  issued: { id: 'students.documents.issued' },
  empty: { id: 'students.documents.empty' },
  kind: { id: 'students.documents.kind' },
  number: { id: 'students.documents.number' },
  status: { id: 'students.documents.status' },
  issuedAt: { id: 'students.documents.issuedAt' },
  valid: { id: 'students.documents.valid' },
  revoked: { id: 'students.documents.revoked' },
  download: { id: 'students.documents.download' },
  verify: { id: 'students.documents.verify' },
});

export const studyDocumentKindMessages = defineMessageIds({
  TRANSCRIPT: { id: 'students.documents.kind.TRANSCRIPT' },
  REFERENCE: { id: 'students.documents.kind.REFERENCE' },
});

export const resultSourceMessages = defineMessageIds({
  RECORDED: { id: 'students.results.source.RECORDED' },
});

/** The student's portal login and their parents' accounts (the Portal card). */
export const portalAccountMessages = defineMessageIds({
  title: { id: 'students.portal.title' },
  login: { id: 'students.field.login' },
  noLogin: { id: 'students.portal.noLogin' },
  issue: { id: 'students.portal.issue' },
  issueTitle: { id: 'students.portal.issueTitle' },
  issued: { id: 'students.portal.issued' },
  username: { id: 'students.portal.username' },
  password: { id: 'students.portal.password' },
  name: { id: 'students.portal.name' },
  pinfl: { id: 'students.portal.pinfl' },
  parents: { id: 'students.portal.parents' },
  noParents: { id: 'students.portal.noParents' },
  children: { id: 'students.portal.children' },
  unlink: { id: 'students.portal.unlink' },
  unlinkConfirm: { id: 'students.portal.unlinkConfirm' },
  unlinked: { id: 'students.portal.unlinked' },
  link: { id: 'students.portal.link' },
  search: { id: 'students.portal.search' },
  find: { id: 'students.portal.find' },
  notFound: { id: 'students.portal.notFound' },
  linkAction: { id: 'students.portal.linkAction' },
  linked: { id: 'students.portal.linked' },
  alreadyLinked: { id: 'students.portal.alreadyLinked' },
  newParent: { id: 'students.portal.newParent' },
  created: { id: 'students.portal.created' },
});
