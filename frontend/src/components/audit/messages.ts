import type { MessageDescriptor } from 'react-intl';
import { defineMessageIds } from '@/messages/define';

export const auditMessages = defineMessageIds({
  at: { id: 'audit.column.at' },
  actor: { id: 'audit.column.actor' },
  action: { id: 'audit.column.action' },
  entity: { id: 'audit.column.entity' },
  ip: { id: 'audit.column.ip' },
  field: { id: 'audit.changes.field' },
  oldValue: { id: 'audit.changes.old' },
  newValue: { id: 'audit.changes.new' },
  noChanges: { id: 'audit.changes.none' },
  unknownActor: { id: 'audit.actor.unknown' },
  requestId: { id: 'audit.details.requestId' },
  userAgent: { id: 'audit.details.userAgent' },
  institution: { id: 'audit.details.institution' },
  details: { id: 'audit.details.toggle' },
  historyTab: { id: 'audit.tab.history' },
  detailsTab: { id: 'audit.tab.details' },
  loadFailed: { id: 'audit.loadFailed' },
});

/** Labels of the actions the server records; an unknown action shows its code. */
export const actionMessages: Record<string, MessageDescriptor> = defineMessageIds({
  create: { id: 'audit.action.create' },
  update: { id: 'audit.action.update' },
  delete: { id: 'audit.action.delete' },
  login: { id: 'audit.action.login' },
  login_failed: { id: 'audit.action.login_failed' },
  logout: { id: 'audit.action.logout' },
  change_role: { id: 'audit.action.change_role' },
  change_institution: { id: 'audit.action.change_institution' },
});

/** Labels of the kinds of things the trail names; an unknown kind shows its code. */
export const entityMessages: Record<string, MessageDescriptor> = defineMessageIds({
  user: { id: 'audit.entity.user' },
  role: { id: 'audit.entity.role' },
  institution: { id: 'audit.entity.institution' },
  session: { id: 'audit.entity.session' },
  building: { id: 'audit.entity.building' },
  room: { id: 'audit.entity.room' },
  class_hour: { id: 'audit.entity.class_hour' },
  position: { id: 'audit.entity.position' },
  direction: { id: 'audit.entity.direction' },
  department: { id: 'audit.entity.department' },
  ministry_department: { id: 'audit.entity.ministry_department' },
  staff: { id: 'audit.entity.staff' },
  curriculum: { id: 'audit.entity.curriculum' },
  edu_subject_type: { id: 'audit.entity.edu_subject_type' },
  edu_subject: { id: 'audit.entity.edu_subject' },
  subject_bundle: { id: 'audit.entity.subject_bundle' },
  curriculum_template: { id: 'audit.entity.curriculum_template' },
  edu_group: { id: 'audit.entity.edu_group' },
  student: { id: 'audit.entity.student' },
  rating: { id: 'audit.entity.rating' },
  timetable_settings: { id: 'audit.entity.timetable_settings' },
  teacher_unavailability: { id: 'audit.entity.teacher_unavailability' },
  timetable_run: { id: 'audit.entity.timetable_run' },
  science_project: { id: 'audit.entity.science_project' },
  publication: { id: 'audit.entity.publication' },
  doctoral_student: { id: 'audit.entity.doctoral_student' },
  defence: { id: 'audit.entity.defence' },
});

/**
 * Labels of changed fields, per kind of thing, in the order a person reads them; a field not
 * listed shows its own name. A later feature adds its entity type here with its fields.
 */
export const fieldMessages: Record<string, Record<string, MessageDescriptor>> = {
  user: defineMessageIds({
    name: { id: 'audit.field.user.name' },
    username: { id: 'audit.field.user.username' },
    pinfl: { id: 'audit.field.user.pinfl' },
    roles: { id: 'audit.field.user.roles' },
    institution_ids: { id: 'audit.field.user.institution_ids' },
    is_active: { id: 'audit.field.user.is_active' },
    password_changed: { id: 'audit.field.user.password_changed' },
  }),
  role: defineMessageIds({
    name: { id: 'audit.field.role.name' },
    level: { id: 'audit.field.role.level' },
    permissions: { id: 'audit.field.role.permissions' },
  }),
  institution: defineMessageIds({
    name_uz: { id: 'audit.field.institution.name_uz' },
    name_ru: { id: 'audit.field.institution.name_ru' },
    name_en: { id: 'audit.field.institution.name_en' },
    short_name: { id: 'audit.field.institution.short_name' },
    code: { id: 'audit.field.institution.code' },
    type: { id: 'audit.field.institution.type' },
    region: { id: 'audit.field.institution.region' },
    address: { id: 'audit.field.institution.address' },
    phone: { id: 'audit.field.institution.phone' },
    director: { id: 'audit.field.institution.director' },
  }),
  staff: defineMessageIds({
    last_name: { id: 'audit.field.staff.last_name' },
    first_name: { id: 'audit.field.staff.first_name' },
    middle_name: { id: 'audit.field.staff.middle_name' },
    pinfl: { id: 'audit.field.staff.pinfl' },
    birth_date: { id: 'audit.field.staff.birth_date' },
    gender: { id: 'audit.field.staff.gender' },
    passport: { id: 'audit.field.staff.passport' },
    status: { id: 'audit.field.staff.status' },
    staff_positions: { id: 'audit.field.staff.staff_positions' },
    institution_id: { id: 'audit.field.staff.institution_id' },
    citizen_id: { id: 'audit.field.staff.citizen_id' },
  }),
  edu_group: defineMessageIds({
    name: { id: 'audit.field.edu_group.name' },
    course: { id: 'audit.field.edu_group.course' },
    current_semester: { id: 'audit.field.edu_group.current_semester' },
    number_of_students: { id: 'audit.field.edu_group.number_of_students' },
    opened_year: { id: 'audit.field.edu_group.opened_year' },
    curriculum_id: { id: 'audit.field.edu_group.curriculum_id' },
    edu_direction_id: { id: 'audit.field.edu_group.edu_direction_id' },
    edu_form: { id: 'audit.field.edu_group.edu_form' },
    edu_language: { id: 'audit.field.edu_group.edu_language' },
    status: { id: 'audit.field.edu_group.status' },
    institution_id: { id: 'audit.field.edu_group.institution_id' },
  }),
  student: defineMessageIds({
    fio: { id: 'audit.field.student.fio' },
    pinfl: { id: 'audit.field.student.pinfl' },
    serial_number: { id: 'audit.field.student.serial_number' },
    birth_date: { id: 'audit.field.student.birth_date' },
    gender: { id: 'audit.field.student.gender' },
    social_status: { id: 'audit.field.student.social_status' },
    edu_group_id: { id: 'audit.field.student.edu_group_id' },
    student_status: { id: 'audit.field.student.student_status' },
    institution_id: { id: 'audit.field.student.institution_id' },
  }),
  rating: defineMessageIds({
    rating: { id: 'audit.field.rating.rating' },
    student_id: { id: 'audit.field.rating.student_id' },
    edu_subject_id: { id: 'audit.field.rating.edu_subject_id' },
    semester_number: { id: 'audit.field.rating.semester_number' },
    curriculum_id: { id: 'audit.field.rating.curriculum_id' },
  }),
  session: defineMessageIds({
    username: { id: 'audit.field.session.username' },
    role_id: { id: 'audit.field.session.role_id' },
    institution_id: { id: 'audit.field.session.institution_id' },
  }),
  teacher_unavailability: defineMessageIds({
    teacher_id: { id: 'audit.field.teacher_unavailability.teacher_id' },
    kind: { id: 'audit.field.teacher_unavailability.kind' },
    weekday: { id: 'audit.field.teacher_unavailability.weekday' },
    class_hour_id: { id: 'audit.field.teacher_unavailability.class_hour_id' },
  }),
  timetable_run: defineMessageIds({
    date_from: { id: 'audit.field.timetable_run.date_from' },
    date_to: { id: 'audit.field.timetable_run.date_to' },
    seconds: { id: 'audit.field.timetable_run.seconds' },
    stop_requested: { id: 'audit.field.timetable_run.stop_requested' },
    published: { id: 'audit.field.timetable_run.published' },
  }),
};

/** Labels of coded values, per field name. */
export const valueMessages: Record<string, Record<string, MessageDescriptor>> = {
  level: defineMessageIds({
    MINISTRY: { id: 'level.MINISTRY' },
    INSTITUTION: { id: 'level.INSTITUTION' },
  }),
  type: defineMessageIds({
    LYCEUM: { id: 'audit.value.type.LYCEUM' },
    HEI: { id: 'audit.value.type.HEI' },
  }),
};
