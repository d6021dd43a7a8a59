import { defineMessageIds } from '@/messages/define';

export const reportMessages = defineMessageIds({
  teachersTitle: { id: 'reports.teachers.title' },
  studentsTitle: { id: 'reports.students.title' },
  byOtmTitle: { id: 'reports.byOtm.title' },
  byDirectionTitle: { id: 'reports.byDirection.title' },
  byTeacherTitle: { id: 'reports.byTeacher.title' },
  institution: { id: 'reports.field.institution' },
  region: { id: 'reports.field.region' },
  direction: { id: 'reports.field.direction' },
  course: { id: 'reports.field.course' },
  courseValue: { id: 'reports.field.courseValue' },
  eduForm: { id: 'reports.field.eduForm' },
  status: { id: 'reports.field.status' },
  gender: { id: 'reports.field.gender' },
  students: { id: 'reports.field.students' },
  studying: { id: 'reports.field.studying' },
  groups: { id: 'reports.field.groups' },
  teachers: { id: 'reports.field.teachers' },
  staff: { id: 'reports.field.staff' },
  curricula: { id: 'reports.field.curricula' },
  awaitingApproval: { id: 'reports.field.awaitingApproval' },
  institutions: { id: 'reports.field.institutions' },
  code: { id: 'reports.field.code' },
  fullName: { id: 'reports.field.fullName' },
  lessonsHeld: { id: 'reports.field.lessonsHeld' },
  topicsEntered: { id: 'reports.field.topicsEntered' },
  topicsPlanned: { id: 'reports.field.topicsPlanned' },
  topicEntry: { id: 'reports.field.topicEntry' },
  subjects: { id: 'reports.field.subjects' },
  lastLogin: { id: 'reports.field.lastLogin' },
  never: { id: 'reports.never' },
  searchTeacher: { id: 'reports.searchTeacher' },
  total: { id: 'reports.total' },
  nothing: { id: 'reports.nothing' },
  byStatus: { id: 'reports.chart.byStatus' },
  byCourse: { id: 'reports.chart.byCourse' },
  byGender: { id: 'reports.chart.byGender' },
  byEduForm: { id: 'reports.chart.byEduForm' },
  byDirection: { id: 'reports.chart.byDirection' },
  byRegion: { id: 'reports.chart.byRegion' },
  perInstitution: { id: 'reports.chart.perInstitution' },
  perDirection: { id: 'reports.chart.perDirection' },
  teacherActivity: { id: 'reports.chart.teacherActivity' },
  noRegion: { id: 'reports.noRegion' },
  dashboardNational: { id: 'reports.dashboard.national' },
  dashboardInstitution: { id: 'reports.dashboard.institution' },
  male: { id: 'students.gender.1' },
  female: { id: 'students.gender.2' },
});

/** Labels of the codes the reports count by, under the ids the students and curricula screens use. */
export const studentStatusMessages = defineMessageIds({
  ACTIVE: { id: 'students.status.ACTIVE' },
  'ON-LEAVE': { id: 'students.status.ON-LEAVE' },
  WITHDRAW: { id: 'students.status.WITHDRAW' },
  GRADUATED: { id: 'students.status.GRADUATED' },
  ARCHIVED: { id: 'students.status.ARCHIVED' },
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
