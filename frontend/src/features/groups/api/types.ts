/** Groups as /edu-groups/ answers them, and the references their form picks from, as the generated contract names them. */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type GroupStatus = Schemas['GroupStatusDto'];
export const GROUP_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly GroupStatus[];

export const COURSES = [1, 2, 3, 4] as const;

export type EduForm = Schemas['EduFormCode'];
export const EDU_FORMS = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'] as const satisfies readonly EduForm[];
export type EduLanguage = Schemas['EduLanguageCode'];
export const EDU_LANGUAGES = ['UZ', 'RU', 'EN', 'KAA'] as const satisfies readonly EduLanguage[];

export type StudentStatus = Schemas['StudentStatusDto'];
export const STUDENT_STATUSES = ['ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED'] as const satisfies readonly StudentStatus[];

export type RatingType = Schemas['RatingTypeCode'];

export type Group = ListItem<'/api/v1/edu-groups/'>;

export type GroupWrite = Schemas['GroupWriteDto'];

/** A student of the group, as GET /edu-groups/{id}/students/ answers them. */
export type GroupStudent = Schemas['GroupStudentDto'];

/** A subject the group studies in a semester (GET /edu-groups/{id}/subjects/). */
export type GroupSubject = ListItem<'/api/v1/edu-groups/{id}/subjects/'>;

export type Subgroup = Schemas['SubgroupDto'];

export type Subgroups = Result<'/api/v1/edu-groups/{id}/subgroups/{edu_subject_id}/'>;

/** A cell the journal holds: the result of its marks and sheets, read-only on the sheet. */
export type RatingResult = Schemas['RatingResultDto'];

/** A cell of the rating sheet to save; no rating removes the stored one. */
export type RatingEntry = Schemas['RatingWriteDto'];

/**
 * The rating sheet of a semester (GET /edu-groups/{id}/ratings/). Its subjects are the group's
 * subjects of the semester, as /subjects/ lists them: the document names them by a schema whose
 * name a curriculum's semester row also has, so they are named here by that list.
 */
export type RatingSheet = Omit<Result<'/api/v1/edu-groups/{id}/ratings/'>, 'subjects'> & { subjects: GroupSubject[] };

/**
 * Who of a group moves to the next course and who stays, with the reason (GET
 * /edu-groups/{id}/promote/), and after the promotion the applied order that moved them (POST).
 */
export type Promotion = Result<'/api/v1/edu-groups/{id}/promote/'>;
export type PromotionStudent = Schemas['PromotionStudentDto'];
export type PromotionWrite = Schemas['PromotionWriteDto'];
export type StayReason = Schemas['StayReasonCode'];

/** An approved curriculum the form offers, with what a group takes from it. */
export type CurriculumOption = ListItem<'/api/v1/curriculums/'>;

/** What the form shows of a direction: a direction of /edu-directions/, or the group's own. */
export type DirectionOption = Schemas['GroupDirectionDto'];

export const groupKeys = {
  all: ['edu-groups'] as const,
  list: (params: object) => ['edu-groups', 'list', params] as const,
  detail: (id: number) => ['edu-groups', 'detail', id] as const,
  students: (id: number) => ['edu-groups', 'students', id] as const,
  subjects: (id: number, semester: number | undefined) => ['edu-groups', 'subjects', id, semester ?? 0] as const,
  subgroups: (id: number, subjectId: number) => ['edu-groups', 'subgroups', id, subjectId] as const,
  ratings: (id: number, semester: number | undefined) => ['edu-groups', 'ratings', id, semester ?? 0] as const,
  promotion: (id: number) => ['edu-groups', 'promotion', id] as const,
  absences: (id: number) => ['journal', 'attendance', 'group', id] as const,
};

/** What a promotion changes beyond the groups: the students' groups and the orders (other areas' caches, named by their keys). */
export const promotionTouches = [['students'], ['orders']] as const;

export const groupReferenceKeys = {
  curricula: ['curriculums', 'options', 'APPROVED'] as const,
  directions: ['edu-directions', 'options'] as const,
};
