import { useMe } from '../api/get-me';
import { usePortalChild } from '../store';
import type { PortalStudentDto } from '../types';

/** The students the signed-in person may read, and the one shown: the one chosen, else the first. */
export function useCurrentStudent() {
  const me = useMe();
  const chosen = usePortalChild((state) => state.studentId);
  const students: PortalStudentDto[] = me.data?.value.students ?? [];
  const student = students.find((each) => each.id === chosen) ?? students[0] ?? null;
  return { me, students, student };
}
