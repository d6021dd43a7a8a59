import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';
import { orderKeys } from './types';

type Group = Pick<Result<'/api/v1/edu-groups/{id}/'>, 'id' | 'curriculum_id' | 'current_semester'>;
type Results = Result<'/api/v1/students/{id}/results/'>;
type Assessment = Result<'/api/v1/curriculums/{id}/assessment/'>;

/** A subject on either side of a transfer's subject map. */
export interface MapSubject {
  id: number;
  code: string;
  name: Results['semesters'][number]['subjects'][number]['name'];
  semester: number;
}

/**
 * What a transfer's subject map is made of for one student and the group they move to: `null`
 * when the group follows the student's own curriculum (nothing to map); otherwise the subjects the
 * student passed and the new curriculum's subjects.
 */
export interface SubjectMapChoices {
  passed: MapSubject[];
  target: MapSubject[];
}

async function group(id: number): Promise<Group> {
  return (await api.get<Single<Group>>(`/edu-groups/${id}/`)).result;
}

export async function getSubjectMapChoices(student: number, targetGroup: number): Promise<SubjectMapChoices | null> {
  const [results, target] = await Promise.all([
    api.get<Single<Results>>(`/students/${student}/results/`).then((r) => r.result),
    group(targetGroup),
  ]);
  const own = await group(results.edu_group_id);
  if (own.curriculum_id === target.curriculum_id) return null;
  const plans = (await api.get<Single<Assessment>>(`/curriculums/${target.curriculum_id}/assessment/`)).result;
  const passed = results.semesters.flatMap((s) =>
    s.subjects.filter((subject) => subject.passed).map((subject) => ({ id: subject.edu_subject_id, code: subject.code, name: subject.name, semester: s.semester })),
  );
  const seen = new Set<number>();
  const targetSubjects: MapSubject[] = [];
  for (const semester of plans.semesters) {
    for (const subject of semester.subjects) {
      if (seen.has(subject.edu_subject_id)) continue;
      seen.add(subject.edu_subject_id);
      targetSubjects.push({ id: subject.edu_subject_id, code: subject.code, name: subject.name, semester: semester.semester_number });
    }
  }
  return { passed, target: targetSubjects };
}

export function useSubjectMapChoices(student: number, targetGroup: number | null) {
  return useQuery({
    queryKey: orderKeys.subjectMap(student, targetGroup ?? 0),
    queryFn: () => getSubjectMapChoices(student, targetGroup ?? 0),
    enabled: targetGroup !== null && targetGroup > 0,
  });
}
