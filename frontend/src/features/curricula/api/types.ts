/** Curricula as /curriculums/ answers them, and the references their forms pick from, as the generated contract names them. */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type CurriculumStatus = Schemas['CurriculumStatusCode'];
export const CURRICULUM_STATUSES = ['NEW', 'APPROVED', 'INACTIVE', 'ARCHIVED'] as const satisfies readonly CurriculumStatus[];

export type EduForm = Schemas['EduFormCode'];
export const EDU_FORMS = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'] as const satisfies readonly EduForm[];

export type EduLanguage = Schemas['EduLanguageCode'];
export const EDU_LANGUAGES = ['UZ', 'RU', 'EN', 'KAA'] as const satisfies readonly EduLanguage[];

export type RatingType = Schemas['RatingTypeCode'];
export const RATING_TYPES = ['FIVE_POINT', 'HUNDRED_POINT'] as const satisfies readonly RatingType[];

/** What the state machine allows now (`allowed_actions`); the screens intersect it with the role's permissions. */
export type CurriculumAction = 'edit' | 'distribute' | 'approve' | 'cancel' | 'inactivate' | 'archive' | 'delete';

export type NamedRef = Schemas['NamedRefDto'];

export type DirectionRef = Schemas['DirectionRefDto'];

/** A curriculum as lists show it: without its distribution. */
export type Curriculum = ListItem<'/api/v1/curriculums/'>;

export type EduSubjectRef = Schemas['EduSubjectRefDto'];

/** A subject of the curriculum; `edu_subject` is missing only when the catalogue lost the subject. */
export type CurriculumSubject = Schemas['CurriculumSubjectDto'];

export type SemesterSubject = Schemas['SemesterSubjectDto'];

export type SemesterDates = Schemas['SemesterDatesDto'];

/** A vocational subject or a final state attestation (DAK) exam. */
export type CustomSubject = Schemas['NamedHoursDto'];

/** GET /curriculums/{id}/: the object plus its distribution over the semesters. */
export type CurriculumDetail = Result<'/api/v1/curriculums/{id}/'>;

/** POST and PUT /curriculums/: the writable fields; PUT sends the version it read. */
export type CurriculumWrite = Schemas['CurriculumWriteDto'];

/** PUT /curriculums/{id}/separate-to-semesters/: the whole distribution; new custom rows have no id. */
export type DistributionWrite = Schemas['DistributionWriteDto'];

export type SubjectType = ListItem<'/api/v1/edu-subjects/types/'>;

export type Direction = ListItem<'/api/v1/edu-directions/'>;

export type CurriculumTemplate = ListItem<'/api/v1/curriculum-templates/'>;

export type EduSubject = ListItem<'/api/v1/edu-subjects/'>;

/** A vocational subject or exam other curricula already named, offered again. */
export type KnownCustomSubject = ListItem<'/api/v1/edu-subjects/custom-subjects/'>;

/** GET and PUT /curriculums/{id}/assessment/: each semester subject with its assessment plan. */
export type Assessment = Result<'/api/v1/curriculums/{id}/assessment/'>;
export type PlannedSubject = Schemas['PlannedSubjectDto'];
export type AssessmentWrite = Schemas['AssessmentWriteDto'];
export type PlanWrite = Schemas['PlanWriteDto'];
export type MarkingSystem = Schemas['MarkingSystemCode'];
export const MARKING_SYSTEMS = ['FIVE_POINT', 'HUNDRED_POINT', 'CREDIT'] as const satisfies readonly MarkingSystem[];
export type FinalForm = Schemas['FinalFormCode'];
export const FINAL_FORMS = ['EXAM', 'PASS_FAIL'] as const satisfies readonly FinalForm[];
export type Control = Schemas['ControlCode'];

export const curriculumKeys = {
  all: ['curriculums'] as const,
  list: (params: object) => ['curriculums', 'list', params] as const,
  detail: (id: number) => ['curriculums', 'detail', id] as const,
  assessment: (id: number) => ['curriculums', 'assessment', id] as const,
};

export const referenceKeys = {
  subjectTypes: ['edu-subject-types', 'options'] as const,
  directions: ['edu-directions', 'options'] as const,
  templates: ['curriculum-templates', 'options'] as const,
  eduSubjects: (search: string) => ['edu-subjects', 'options', search] as const,
  customSubjects: ['edu-subjects', 'custom-subjects'] as const,
};
