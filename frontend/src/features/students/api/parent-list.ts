import type { List, Single } from '@/api/client';
import type { ParentDto } from './types';

/** A list of parents as the server answers it: in the envelope of one result, or of a page. */
export type ParentsAnswer = Single<ParentDto[]> | List<ParentDto>;

export function parentsOf(answer: ParentsAnswer): ParentDto[] {
  return 'results' in answer ? answer.results : answer.result;
}
