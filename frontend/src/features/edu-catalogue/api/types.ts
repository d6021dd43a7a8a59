/** The subject catalogue and the ministry's model curricula, as the generated contract names them. */
import type { ListItem, Schemas } from '@/api/contract';

/** A subject type (general education, specialty, elective, ...). */
export type SubjectType = ListItem<'/api/v1/edu-subjects/types/'>;

export type SubjectTypeWrite = Schemas['SubjectTypeWriteDto'];

export type SubjectTypeRef = Schemas['SubjectTypeRefDto'];

/** A subject of the catalogue as /edu-subjects/ answers it. */
export type Subject = ListItem<'/api/v1/edu-subjects/'>;

export type SubjectWrite = Schemas['SubjectWriteDto'];

/** What a picker needs to show a subject: a subject of the catalogue, of a bundle or of a model curriculum. */
export type SubjectRef = Pick<Subject, 'id' | 'code' | 'name'> & { study_hours?: number };

export type Bundle = ListItem<'/api/v1/subject-bundles/'>;

export type BundleWrite = Schemas['SubjectBundleWriteDto'];

export type InstitutionType = Schemas['InstitutionTypeCode'];
export const INSTITUTION_TYPES = ['HEI', 'LYCEUM'] as const satisfies readonly InstitutionType[];

export type DirectionRef = Schemas['DirectionRefDto'];

/** A direction of study from /edu-directions/. */
export type Direction = ListItem<'/api/v1/edu-directions/'>;

export type TemplateSubject = Schemas['TemplateSubjectDto'];

/** A model curriculum (namunaviy o‘quv reja) as /curriculum-templates/ answers it. */
export type CurriculumTemplate = ListItem<'/api/v1/curriculum-templates/'>;

export type CurriculumTemplateWrite = Schemas['CurriculumTemplateWriteDto'];

export const subjectTypeKeys = {
  all: ['edu-subject-types'] as const,
  list: (params: object) => ['edu-subject-types', 'list', params] as const,
  options: ['edu-subject-types', 'options'] as const,
};

export const subjectKeys = {
  all: ['edu-subjects'] as const,
  list: (params: object) => ['edu-subjects', 'list', params] as const,
  search: (search: string) => ['edu-subjects', 'search', search] as const,
  detail: (id: number) => ['edu-subjects', 'detail', id] as const,
};

export const bundleKeys = {
  all: ['subject-bundles'] as const,
  list: (params: object) => ['subject-bundles', 'list', params] as const,
  detail: (id: number) => ['subject-bundles', 'detail', id] as const,
};

export const templateKeys = {
  all: ['curriculum-templates'] as const,
  list: (params: object) => ['curriculum-templates', 'list', params] as const,
  detail: (id: number) => ['curriculum-templates', 'detail', id] as const,
};

export const directionKeys = {
  options: ['edu-directions', 'options'] as const,
};
