/** The teaching journal as the generated contract names it (API.md "Teaching journal"). */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type Attendance = Schemas['AttendanceCode'];
export const ATTENDANCES = ['PRESENT', 'LATE', 'ABSENT', 'EXCUSED'] as const satisfies readonly Attendance[];

export type MarkingSystem = Schemas['MarkingSystemCode'];
export type FinalForm = Schemas['FinalFormCode'];
export type Control = Schemas['ControlCode'];
export const CONTROLS = ['CURRENT', 'MIDTERM', 'FINAL'] as const satisfies readonly Control[];
export type SheetState = Schemas['SheetStateCode'];
export const SHEET_STATES = ['OPEN', 'CLOSED'] as const satisfies readonly SheetState[];
export type LessonState = Schemas['LessonStateCode'];
export type RollWindow = Schemas['RollWindowCode'];
export type ThresholdLevel = Schemas['ThresholdLevelCode'];
export const THRESHOLD_LEVELS = ['WARNING', 'REPRIMAND', 'EXPULSION'] as const satisfies readonly ThresholdLevel[];
export type ResultState = Schemas['ResultStateCode'];
export type Plan = Schemas['PlanDto'];
export type SubjectResult = Schemas['ResultDto'];

/** A lesson of a day with the state of its roll (GET /journal/lessons/). */
export type JournalLesson = ListItem<'/api/v1/journal/lessons/'>;

/** A lesson's roll (GET and PUT /journal/lessons/{schedule_id}/{date}/). */
export type Roll = Result<'/api/v1/journal/lessons/{schedule_id}/{date}/'>;
export type RollEntry = Schemas['RollEntryDto'];
export type TopicChoice = Schemas['TopicChoiceDto'];
export type RollWrite = Schemas['RollWriteDto'];
export type RollEntryWrite = Schemas['RollEntryWriteDto'];

/** Students × lessons of one subject in a semester (GET /journal/groups/{id}/). */
export type GroupJournal = Result<'/api/v1/journal/groups/{id}/'>;
export type JournalColumn = Schemas['JournalColumnDto'];
export type JournalStudent = Schemas['JournalStudentDto'];
export type JournalCell = Schemas['JournalCellDto'];

/** A student past an absence threshold (GET /journal/attendance/). */
export type ThresholdRow = ListItem<'/api/v1/journal/attendance/'>;
export type Excuse = ListItem<'/api/v1/journal/absences/{id}/excuses/'>;
export type ExcuseWrite = Schemas['ExcuseWriteDto'];

/** A control sheet of the list (GET /control-sheets/) and one sheet (GET, PUT /control-sheets/{…}/). */
export type SheetRow = ListItem<'/api/v1/control-sheets/'>;
export type Sheet = Result<'/api/v1/control-sheets/{edu_group_id}/{edu_subject_id}/{control}/'>;
export type SheetEntry = Schemas['SheetEntryDto'];
export type SheetWrite = Schemas['SheetWriteDto'];
export type NotAdmitted = Schemas['UnlistedDto'];

export type JournalSettings = Result<'/api/v1/institutions/{id}/journal-settings/'>;

/** A page of the academic debts with the students in debt and their debts over every row of the filter (GET /academic-debts/). */
export type AcademicDebts = Schemas['AcademicDebtsBody'];
/** A student in debt with the unpassed subjects, or an institution's students in debt and debts. */
export type AcademicDebtRow = Schemas['AcademicDebtRowDto'];
export type UnpassedSubject = Schemas['UnpassedSubjectDto'];
export type AcademicDebtLevel = Schemas['AcademicDebtLevelCode'];
export const ACADEMIC_DEBT_LEVELS = ['STUDENT', 'INSTITUTION'] as const satisfies readonly AcademicDebtLevel[];
/** The courses a group can be in (a medical school has seven). */
export const COURSES = [1, 2, 3, 4, 5, 6, 7] as const;

/** A group as the journal's pages name it (GET /edu-groups/{id}/). */
export type GroupCard = Result<'/api/v1/edu-groups/{id}/'>;
export type GroupSubject = ListItem<'/api/v1/edu-groups/{id}/subjects/'>;
export type GroupOption = Pick<ListItem<'/api/v1/edu-groups/'>, 'id' | 'name'>;
/** Staff holding a teaching position (GET /staffs/teachers/): who may examine a sheet. */
export type Examiner = ListItem<'/api/v1/staffs/teachers/'>;

/** Which control sheet: group, subject, control, semester (the group's current one when left out) and attempt. */
export interface SheetKey {
  groupId: number;
  subjectId: number;
  control: Control;
  semester?: number;
  attempt?: number;
}

export const journalKeys = {
  all: ['journal'] as const,
  lessonsAll: ['journal', 'lessons'] as const,
  lessons: (params: object) => ['journal', 'lessons', params] as const,
  roll: (scheduleId: number, date: string) => ['journal', 'roll', scheduleId, date] as const,
  groupAll: ['journal', 'group'] as const,
  group: (groupId: number, subjectId: number, semester: number | undefined) => ['journal', 'group', groupId, subjectId, semester ?? 0] as const,
  attendance: (params: object) => ['journal', 'attendance', params] as const,
  debts: (params: object) => ['journal', 'academic-debts', params] as const,
  excuses: (studentId: number) => ['journal', 'excuses', studentId] as const,
  settings: (institutionId: number) => ['journal', 'settings', institutionId] as const,
};

export const sheetKeys = {
  all: ['control-sheets'] as const,
  list: (params: object) => ['control-sheets', 'list', params] as const,
  sheet: (key: SheetKey) => ['control-sheets', 'sheet', key.groupId, key.subjectId, key.control, key.semester ?? 0, key.attempt ?? 1] as const,
};

export const referenceKeys = {
  group: (id: number) => ['edu-groups', 'detail', id] as const,
  groupSubjects: (id: number, semester: number | undefined) => ['edu-groups', 'subjects', id, semester ?? 0] as const,
  groups: ['edu-groups', 'options'] as const,
  examiners: ['staffs', 'teachers', 'options'] as const,
};

/** An exam of a group: a midterm, a final or a retake of the final (GET, POST, PUT /exams/). */
export type Exam = ListItem<'/api/v1/exams/'>;
export type ExamWrite = Schemas['ExamWriteDto'];
export type ExamControl = Schemas['ExamControlCode'];
export const EXAM_CONTROLS = ['MIDTERM', 'FINAL'] as const satisfies readonly ExamControl[];

export const examKeys = {
  all: ['exams'] as const,
  list: (params: object) => ['exams', 'list', params] as const,
};
