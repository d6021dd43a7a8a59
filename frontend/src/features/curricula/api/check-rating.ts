import { api, type Single } from '@/api/client';

/** Whether a subject of the curriculum already has ratings: such a subject cannot be removed. */
export async function checkRating(curriculumId: number, eduSubjectId: number): Promise<boolean> {
  const { result } = await api.post<Single<{ has_rating: boolean }>>('/curriculums/check-rating/', {
    edu_subject_id: eduSubjectId,
    curriculum_id: curriculumId,
  });
  return result.has_rating;
}
