import { defineMessageIds } from '@/messages/define';

/** Fields every catalogue form shares: the name in three languages. */
export const nameMessages = defineMessageIds({
  name: { id: 'eduCatalogue.field.name' },
  nameUz: { id: 'eduCatalogue.field.name.uz' },
  nameRu: { id: 'eduCatalogue.field.name.ru' },
  nameEn: { id: 'eduCatalogue.field.name.en' },
});

export const subjectMessages = defineMessageIds({
  title: { id: 'eduSubjects.title' },
  addTitle: { id: 'eduSubjects.add.title' },
  editTitle: { id: 'eduSubjects.edit.title' },
  search: { id: 'eduSubjects.search' },
  code: { id: 'eduSubjects.field.code' },
  type: { id: 'eduSubjects.field.type' },
  studyHours: { id: 'eduSubjects.field.studyHours' },
});

export const subjectTypeMessages = defineMessageIds({
  title: { id: 'eduSubjectTypes.title' },
  addTitle: { id: 'eduSubjectTypes.add.title' },
  editTitle: { id: 'eduSubjectTypes.edit.title' },
  search: { id: 'eduSubjectTypes.search' },
});

export const bundleMessages = defineMessageIds({
  title: { id: 'subjectBundles.title' },
  addTitle: { id: 'subjectBundles.add.title' },
  editTitle: { id: 'subjectBundles.edit.title' },
  search: { id: 'subjectBundles.search' },
  subjects: { id: 'subjectBundles.field.subjects' },
  subjectsHint: { id: 'subjectBundles.field.subjects.hint' },
});

export const templateMessages = defineMessageIds({
  title: { id: 'curriculumTemplates.title' },
  addTitle: { id: 'curriculumTemplates.add.title' },
  editTitle: { id: 'curriculumTemplates.edit.title' },
  search: { id: 'curriculumTemplates.search' },
  direction: { id: 'curriculumTemplates.field.direction' },
  noDirection: { id: 'curriculumTemplates.field.direction.none' },
  institutionType: { id: 'curriculumTemplates.field.institutionType' },
  semesters: { id: 'curriculumTemplates.field.semesters' },
  semestersHint: { id: 'curriculumTemplates.field.semesters.hint' },
  subjects: { id: 'curriculumTemplates.field.subjects' },
  subjectsCount: { id: 'curriculumTemplates.field.subjectsCount' },
  subject: { id: 'curriculumTemplates.field.subject' },
  hours: { id: 'curriculumTemplates.field.hours' },
  addSubject: { id: 'curriculumTemplates.subjects.add' },
  removeSubject: { id: 'curriculumTemplates.subjects.remove' },
  noSubjects: { id: 'curriculumTemplates.subjects.empty' },
  totalHours: { id: 'curriculumTemplates.subjects.total' },
  lyceumSemesters: { id: 'curriculumTemplates.validation.lyceumSemesters' },
  duplicateSubject: { id: 'curriculumTemplates.validation.duplicateSubject' },
  directionType: { id: 'curriculumTemplates.validation.directionType' },
  atLeastOneSubject: { id: 'curriculumTemplates.validation.atLeastOneSubject' },
});

export const institutionTypeMessages = defineMessageIds({
  HEI: { id: 'eduCatalogue.institutionType.HEI' },
  LYCEUM: { id: 'eduCatalogue.institutionType.LYCEUM' },
});

/** Typing into a subject picker searches the catalogue on the server. */
export const pickerMessages = defineMessageIds({
  typeToSearch: { id: 'eduCatalogue.picker.typeToSearch' },
  noOptions: { id: 'eduCatalogue.picker.noOptions' },
});
