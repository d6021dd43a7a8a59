/** The scientific process as /science/ and /reports/science/ answer it (the generated contract). */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type Project = ListItem<'/api/v1/science/projects/'>;
export type ProjectWrite = Schemas['ProjectWriteDto'];
export type Publication = ListItem<'/api/v1/science/publications/'>;
export type PublicationWrite = Schemas['PublicationWriteDto'];
export type DoctoralStudent = ListItem<'/api/v1/science/doctoral-students/'>;
export type DoctoralStudentWrite = Schemas['DoctoralStudentWriteDto'];
export type Defence = ListItem<'/api/v1/science/defences/'>;
export type DefenceWrite = Schemas['DefenceWriteDto'];
export type ScienceStaff = ListItem<'/api/v1/science/staff/'>;
export type ScienceReport = Result<'/api/v1/reports/science/'>;
export type Citizen = ListItem<'/api/v1/science/citizens/'>;

export type ProjectKind = Schemas['ProjectKindCode'];
export type Currency = Schemas['CurrencyCode'];
export type MemberRole = Schemas['MemberRoleCode'];
export type PublicationKind = Schemas['PublicationKindCode'];
export type PublicationSubKind = Schemas['PublicationSubKindCode'];
export type Indexing = Schemas['IndexingCode'];
export type Verification = Schemas['VerificationCode'];
export type Confirmation = Schemas['ConfirmationCode'];
export type DoctorateKind = Schemas['DoctorateKindCode'];
export type StudyForm = Schemas['StudyFormCode'];
export type DoctoralStatus = Schemas['DoctoralStatusCode'];

export const PROJECT_KINDS = [
  'FUNDAMENTAL',
  'APPLIED',
  'INNOVATIVE',
  'YOUNG_FUNDAMENTAL',
  'YOUNG_APPLIED',
  'YOUNG_INNOVATIVE',
  'COMMERCIAL',
] as const satisfies readonly ProjectKind[];
export const CURRENCIES = ['UZS', 'USD', 'EUR', 'RUB'] as const satisfies readonly Currency[];
export const MEMBER_ROLES = ['LEADER', 'EXECUTOR'] as const satisfies readonly MemberRole[];
export const PUBLICATION_KINDS = ['SCIENTIFIC', 'METHODICAL', 'INTELLECTUAL_PROPERTY'] as const satisfies readonly PublicationKind[];
/** Each sub-kind under the kind it belongs to, as the server checks it. */
export const SUB_KINDS: Record<PublicationKind, readonly PublicationSubKind[]> = {
  SCIENTIFIC: ['MONOGRAPH', 'ARTICLE', 'CONFERENCE_PAPER', 'THESES'],
  METHODICAL: ['TEXTBOOK', 'STUDY_GUIDE', 'METHODICAL_MANUAL'],
  INTELLECTUAL_PROPERTY: ['INVENTION', 'UTILITY_MODEL', 'INDUSTRIAL_DESIGN', 'SOFTWARE', 'DATABASE'],
};
export const INDEXINGS = ['SCOPUS', 'WEB_OF_SCIENCE', 'GOOGLE_SCHOLAR', 'RSCI', 'OAK', 'OTHER'] as const satisfies readonly Indexing[];
export const VERIFICATIONS = ['PENDING', 'VERIFIED', 'REJECTED'] as const satisfies readonly Verification[];
export const DOCTORATE_KINDS = ['PHD', 'DSC'] as const satisfies readonly DoctorateKind[];
export const STUDY_FORMS = ['FULL_TIME', 'INDEPENDENT'] as const satisfies readonly StudyForm[];
export const DOCTORAL_STATUSES = ['ACTIVE', 'ON_LEAVE', 'DEFENDED', 'WITHDRAWN'] as const satisfies readonly DoctoralStatus[];

/** The largest PDF the server takes. */
export const PUBLICATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const scienceKeys = {
  all: ['science'] as const,
  projects: (params: object) => ['science', 'projects', params] as const,
  project: (id: number) => ['science', 'project', id] as const,
  publications: (params: object) => ['science', 'publications', params] as const,
  mine: (params: object) => ['science', 'mine', params] as const,
  publication: (id: number) => ['science', 'publication', id] as const,
  doctoralStudents: (params: object) => ['science', 'doctoral-students', params] as const,
  doctoralStudent: (id: number) => ['science', 'doctoral-student', id] as const,
  defences: (params: object) => ['science', 'defences', params] as const,
  defence: (id: number) => ['science', 'defence', id] as const,
  staff: (search: string) => ['science', 'staff', search] as const,
  me: ['science', 'me'] as const,
  citizen: (pinfl: string) => ['science', 'citizen', pinfl] as const,
  report: (params: object) => ['science', 'report', params] as const,
};
